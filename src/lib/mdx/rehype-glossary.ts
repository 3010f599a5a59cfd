import type { Element, ElementContent, Root, Text } from 'hast';
import type { VFile } from 'vfile';
import { CONTINUE, SKIP, visitParents } from 'unist-util-visit-parents';
import { isLang, type Lang } from '../../i18n/languages';
import { isGame, type Game } from '../documents';
import { loadGlossary } from '../glossary/load';
import { compilePatterns, findTerms, type TermMatch, type TermPattern } from '../glossary/match';
import type { GlossaryTerm } from '../glossary/schema';
import { termPath } from '../site-paths';
import { hasAttribute, isJsx } from './jsx';

interface Frontmatter {
  lang?: string;
  game?: string;
  /** Set here: the ids of the terms the page marks, in the order it first marks them. */
  glossaryTerms?: string[];
}


/** Elements whose text is never marked: headings, links and other interactive or quoted content, corrections. */
const UNMARKED_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'a', 'abbr', 'dfn', 'ins', 'del', 'code', 'pre', 'q', 'button', 'label', 'summary', 'script', 'style', 'template', 'textarea']);
/** Components whose content is not rules text, or not a clause's own text. */
const UNMARKED_COMPONENTS = new Set(['Note', 'Caption', 'NotPublished']);


/** Whether text under these ancestors may be marked: inside a clause, outside anything excluded. */
function markable(ancestors: unknown[]): boolean {
  return ancestors.every((node) => {
    // Nor words the text marks as another language's ("Attacker “option” 1" in a Russian clause).
    if (isJsx(node)) return !UNMARKED_COMPONENTS.has(node.name ?? '') && !hasAttribute(node, 'lang');
    const element = node as Element;
    if (element.type !== 'element') return true;
    const properties = element.properties ?? {};
    return !UNMARKED_TAGS.has(element.tagName) && properties.dataUi === undefined && properties.dataNote === undefined && properties.lang === undefined;
  });
}

/** Patterns compiled once per glossary (a new one when its file changes), language and game, not once per page. */
const compiled = new WeakMap<GlossaryTerm[], Map<string, TermPattern[]>>();
function patternsOf(terms: GlossaryTerm[], lang: Lang, game: Game): TermPattern[] {
  const byKey = compiled.get(terms) ?? compiled.set(terms, new Map()).get(terms)!;
  const key = `${lang}/${game}`;
  return byKey.get(key) ?? byKey.set(key, compilePatterns(terms, lang, game)).get(key)!;
}

/**
 * Marks the first use of every glossary term in each clause of a rules page, at build time: the
 * words stay exactly as the source has them, inside `<dfn>` (or `<abbr>` for an abbreviation) in a
 * link to the term's glossary entry, which a script turns into the button of a popover. Records the
 * terms the page marks as `glossaryTerms` in its front matter.
 * @example mdx({ rehypePlugins: [rehypeCorrections, rehypeGlossary] })
 */
export function rehypeGlossary() {
  const terms = loadGlossary();
  const byId = new Map(terms.map((term) => [term.id, term]));
  return (tree: Root, file: VFile) => {
    const data = file.data as { astro?: { frontmatter?: Frontmatter } };
    const frontmatter = data.astro?.frontmatter;
    if (!frontmatter || !isLang(frontmatter.lang) || !isGame(frontmatter.game)) return;
    const lang = frontmatter.lang;
    const game = frontmatter.game;
    const patterns = patternsOf(terms, lang, game);
    const markedIn = new Map<unknown, Set<string>>();
    const marked = new Set<string>();

    visitParents(tree, 'text', (node: Text, ancestors) => {
      const clause = ancestors.findLast((ancestor) => isJsx(ancestor, 'Clause'));
      const parent = ancestors.at(-1) as Element | Root | undefined;
      if (!clause || !parent || !markable(ancestors)) return CONTINUE;
      const done = markedIn.get(clause) ?? new Set<string>();
      markedIn.set(clause, done);
      const firstUses = findTerms(node.value, patterns).filter((match) => {
        if (done.has(match.termId)) return false;
        done.add(match.termId);
        return true;
      });
      if (firstUses.length === 0) return CONTINUE;
      const replacement = splitAtMatches(node.value, firstUses, (match, text) => {
        marked.add(match.termId);
        return termReference(byId.get(match.termId)!, text, match.abbr, lang);
      });
      const index = parent.children.indexOf(node);
      (parent.children as ElementContent[]).splice(index, 1, ...replacement);
      return [SKIP, index + replacement.length];
    });
    frontmatter.glossaryTerms = [...marked];
  };
}

/** A text cut into plain runs and what each match becomes. */
function splitAtMatches(text: string, matches: TermMatch[], render: (match: TermMatch, text: string) => ElementContent[]): ElementContent[] {
  const pieces: ElementContent[] = [];
  let at = 0;
  for (const match of matches) {
    if (match.start > at) pieces.push({ type: 'text', value: text.slice(at, match.start) });
    pieces.push(...render(match, text.slice(match.start, match.end)));
    at = match.end;
  }
  if (at < text.length) pieces.push({ type: 'text', value: text.slice(at) });
  return pieces;
}

function element(tagName: string, properties: Element['properties'], children: ElementContent[]): Element {
  return { type: 'element', tagName, properties, children };
}

/**
 * The marked words: `<dfn>` (or `<abbr>` naming the term) inside a link to the term's glossary entry.
 * The page's GlossaryPopovers component renders each term's short entry once, for the popover.
 */
function termReference(term: GlossaryTerm, words: string, abbr: boolean, lang: Lang): ElementContent[] {
  const marked = abbr ? element('abbr', { title: term[lang].term }, [{ type: 'text', value: words }]) : element('dfn', {}, [{ type: 'text', value: words }]);
  // The term's id is written once, in the address: `data-glossary` only marks the link as a marked term.
  return [element('a', { href: termPath(lang, term.id), dataGlossary: '' }, [marked])];
}
