import Clause from './Clause.astro';
import Note from './Note.astro';
import NotPublished from './NotPublished.astro';
import Caption from './Caption.astro';
import MarchPlanner from './MarchPlanner.astro';
import CombatTool from './CombatTool.astro';
import OmittedWidget from './OmittedWidget.astro';

/** Every component a rules page's MDX may use, as its document page renders them. */
export const RULES_COMPONENTS = { Clause, Note, NotPublished, Caption, MarchPlanner, CombatTool };

/** The same for pages that cut clauses out of a document: the tools between clauses are left out. */
export const TEXT_COMPONENTS = { ...RULES_COMPONENTS, MarchPlanner: OmittedWidget, CombatTool: OmittedWidget };
