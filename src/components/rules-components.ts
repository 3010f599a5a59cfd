import Clause from './Clause.astro';
import Note from './Note.astro';
import NotPublished from './NotPublished.astro';
import Caption from './Caption.astro';
import MarchPlanner from './MarchPlanner.astro';
import OmittedWidget from './OmittedWidget.astro';

/**
 * Every component a rules page's MDX may use, as its document page renders them. The combat tools are not
 * here: the document that shows them imports them itself (`export const components` in its MDX), so their
 * styles are linked only from the pages that render that document, not from every document page.
 */
export const RULES_COMPONENTS = { Clause, Note, NotPublished, Caption, MarchPlanner };

/** The same for pages that cut clauses out of a document: the tools between clauses are left out. */
export const TEXT_COMPONENTS = { ...RULES_COMPONENTS, MarchPlanner: OmittedWidget, CombatTool: OmittedWidget };
