import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { visitParents } from 'unist-util-visit-parents';
import { isClauseId, labelClauseId } from '../clause-ids';
import { clauseName } from '../clause-name';
import { isLang } from '../../i18n/languages';
import { correctedText, loadCorrections } from '../corrections';
import type { Correction } from '../content-schema';
import { clauseHash } from '../translation-progress';
import { isJsx, literalAttribute, type JsxAttribute, type JsxNode } from './jsx';

/** A clause as its page declares it: `<Clause id="8-5" label="8.5">`. */
export interface DeclaredClause {
  id: string;
  label: string;
  depth: number;
  /** What a table of contents calls it: the label with the heading or first words (`8.5 Тактические марши`). */
  name: string;
  /** The id of the clause it is nested in, if any. */
  parent?: string;
  /** A hash of its own wording (heading and text, sub-clauses and notes left out): a translation keeps the hash it was made from. */
  hash: string;
  /** Whether it has no wording of its own (a translation's placeholder not yet translated). */
  empty: boolean;
  /** Whether it has text of its own beside its heading. */
  hasText: boolean;
}

/** The id `npm run import` gives the second clause of a number its text gives twice (`9-3-repeat-2`). */
const IMPORTER_REPEAT = /-repeat-\d+$/u;

/** Path segments that name pages of a document; a clause page at the same path would clash. */
const RESERVED_IDS = new Set(['parallel']);


/** Elements whose text is not the clause's own: its sub-clauses and the site's notes around the source text. */
const NOT_OWN_TEXT = new Set(['Clause', 'Note', 'NotPublished', 'Caption']);

/** Nodes whose children are runs of one line of text: joined as they are, «(<span>Attacker LOSS 1</span>)» stays «(Attacker LOSS 1)». */
const PHRASING_PARENTS = new Set(['paragraph', 'heading', 'tableCell', 'emphasis', 'strong', 'delete', 'link', 'mdxJsxTextElement']);

/**
 * The clause's own words, as plain text, without its sub-clauses and editorial notes; `shown` gives each run of
 * text as the page shows it (corrected, as the body corrects it run by run). With `asHashed`, every node's parts are
 * joined by a space, runs of a line too: the text the stored translation hashes were taken of, which a change here
 * would mark stale.
 */
function ownText(node: unknown, shown: (text: string) => string = (text) => text, asHashed = false): string {
  const n = node as { type: string; name?: string | null; value?: unknown; children?: unknown[] };
  if (isJsx(n) && NOT_OWN_TEXT.has(n.name ?? '')) return '';
  if (n.type === 'text' || n.type === 'inlineCode') return shown(String(n.value ?? ''));
  const separator = !asHashed && PHRASING_PARENTS.has(n.type) ? '' : ' ';
  return (n.children ?? []).map((child) => ownText(child, shown, asHashed)).join(separator);
}

/**
 * The components a rules page may use, each with the attributes it takes (src/components/rules-components.ts and the
 * combat table's own import): a misspelt one would render nothing, or drop its text, without a word.
 */
const COMPONENT_ATTRIBUTES: Record<string, readonly string[]> = {
  Clause: ['id', 'label', 'as', 'heading', 'level', 'term'],
  Note: ['kind', 'quote'],
  NotPublished: [],
  Caption: [],
  MarchPlanner: ['standalone'],
  CombatTool: [],
};
/** The HTML elements a rules text is written with, beside the components: an unknown one is most often a misspelt component. */
const HTML_ELEMENTS = new Set([
  'p', 'span', 'div', 'br', 'hr', 'em', 'strong', 'b', 'i', 'q', 'abbr', 'small', 'sup', 'sub', 'code', 'a', 'h2', 'h3', 'h4',
  'ol', 'ul', 'li', 'dl', 'dt', 'dd', 'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
]);

/**
 * What is wrong with an element of a rules page's markup, or null: a component the pages do not have, an attribute
 * its component does not take, or an HTML element the texts are not written with.
 * @example markupProblem({ type: 'mdxJsxFlowElement', name: 'Clause', attributes: [{ type: 'mdxJsxAttribute', name: 'haeding' }] }) // '<Clause> takes no attribute "haeding" (it takes id, label, as, heading, level, term)'
 */
export function markupProblem(node: { name: string | null; attributes: readonly JsxAttribute[] }): string | null {
  const name = node.name;
  if (name === null) return null;
  const components = Object.keys(COMPONENT_ATTRIBUTES);
  const likeComponent = components.find((component) => component.toLowerCase() === name.toLowerCase());
  if (/^[A-Z]/u.test(name) && !(name in COMPONENT_ATTRIBUTES)) {
    return `<${name}> is no component of the rules pages${likeComponent ? ` (did you mean <${likeComponent}>?)` : ''}: they have ${components.map((c) => `<${c}>`).join(', ')}`;
  }
  if (/^[a-z]/u.test(name) && !HTML_ELEMENTS.has(name)) {
    return `<${name}> is no element the rules texts are written with${likeComponent ? ` (did you mean the component <${likeComponent}>?)` : ''}`;
  }
  const allowed = COMPONENT_ATTRIBUTES[name];
  if (allowed === undefined) return null;
  const unknown = node.attributes.find((attribute) => attribute.type === 'mdxJsxAttribute' && !allowed.includes(attribute.name ?? ''));
  return unknown ? `<${name}> takes no attribute "${unknown.name}" (it takes ${allowed.length ? allowed.join(', ') : 'none'})` : null;
}

/**
 * Checks the markup of a rules page (its components and their attributes, its HTML elements: `markupProblem`) and every
 * `<Clause>` of it (well-formed, unique id, a label), and records the clauses,
 * in document order, as `clauses` in the page's front matter. An original text's clauses are named from its
 * wording as the page shows it, with `content/sources/corrections.yaml` (or the `corrections` given) applied.
 * @example mdx({ remarkPlugins: [remarkClauses] })
 */
export function remarkClauses(options: { corrections?: Correction[] } = {}) {
  return (tree: Root, file: VFile) => {
    const frontmatter = (file.data as { astro?: { frontmatter?: { source?: unknown; original?: unknown; lang?: unknown } } }).astro?.frontmatter;
    const lang = typeof frontmatter?.lang === 'string' && isLang(frontmatter.lang) ? frontmatter.lang : undefined;
    // The corrections that rehype-corrections makes in the body, so that a table of contents, a clause's page
    // and its previews never name it in words the body has corrected.
    const mine =
      frontmatter?.original === true && typeof frontmatter.source === 'string'
        ? (options.corrections ?? loadCorrections()).filter((c) => c.source === frontmatter.source)
        : [];
    const shown = (text: string) => correctedText(text, mine);
    const where = (node: JsxNode) => `${file.path}:${node.position?.start.line ?? '?'}`;
    // The MDX step prints an error's own line and column as its location (it said the file's line 0).
    const refuse = (node: JsxNode, message: string) => Object.assign(new Error(`${where(node)}: ${message}`), { line: node.position?.start.line, column: 1 });
    const clauses: DeclaredClause[] = [];
    const seen = new Map<string, string>();
    visitParents(tree, (node, ancestors) => {
      if (!isJsx(node)) return;
      const jsx = node;
      const problem = markupProblem(jsx);
      if (problem) throw refuse(jsx, problem);
      if (!isJsx(jsx, 'Clause')) return;
      const id = literalAttribute(jsx, 'id');
      const label = literalAttribute(jsx, 'label');
      if (id === undefined) throw refuse(jsx, `<Clause> needs a literal id="…"`);
      if (!isClauseId(id)) {
        throw refuse(jsx, `clause id "${id}" is malformed (lowercase ASCII words joined by hyphens, e.g. "8-5-e")`);
      }
      if (RESERVED_IDS.has(id)) throw refuse(jsx, `clause id "${id}" is reserved for a page of the document`);
      // A permalink is for good: the importer's stand-in for a number its text gives twice must not become one.
      if (IMPORTER_REPEAT.test(id)) {
        throw refuse(jsx, `clause id "${id}" is the importer's stand-in for a number the text gives twice; renumber one of the two clauses or give this one an id of its own before it is published`);
      }
      if (seen.has(id)) throw refuse(jsx, `duplicate clause id "${id}" (first used at ${seen.get(id)})`);
      if (!label) throw refuse(jsx, `clause "${id}" needs a literal label="…"`);
      const labelProblem = numberedIdProblem(id, label);
      if (labelProblem) throw refuse(jsx, labelProblem);
      seen.set(id, where(jsx));
      const clauseAncestors = ancestors.filter((a): a is JsxNode & typeof a => isJsx(a, 'Clause'));
      const depth = clauseAncestors.length;
      const heading = literalAttribute(jsx, 'heading');
      const text = (jsx.children ?? []).map((child) => ownText(child, undefined, true)).join(' ');
      const name = clauseName({ label, heading, text: (jsx.children ?? []).map((child) => ownText(child, shown)).join(' '), lang });
      const parent = clauseAncestors.length ? literalAttribute(clauseAncestors[clauseAncestors.length - 1]!, 'id') : undefined;
      // The hash is of the source's own wording: a correction added later does not make its translations stale.
      const wording = `${heading ?? ''}\n${text}`;
      clauses.push({ id, label, depth, name, ...(parent ? { parent } : {}), hash: clauseHash(wording), empty: wording.trim() === '', hasText: text.trim() !== '' });
    });
    const data = file.data as { astro?: { frontmatter?: Record<string, unknown> } };
    data.astro ??= {};
    data.astro.frontmatter ??= {};
    data.astro.frontmatter.clauses = clauses;
  };
}

/** An id made of a clause number alone (`8-5`, `8-5-e`), which must be the number its label writes. */
const NUMBER_ID = /^\d+(?:-\d+)*(?:-[a-z])?$/u;

/**
 * Why a clause's id, made of a number, is not the number its label writes (README, clause ids: the n-th lettered
 * sub-clause takes the n-th Latin letter, whatever the script of its label); null when it is, or when the id is a name
 * of its own (`8-5-commanders`, a number the text gives twice), which may stand beside any label.
 * @example numberedIdProblem('9-2-c', '9.2 в)') // null
 * @example numberedIdProblem('9-2-v', '9.2 в)') // 'clause id "9-2-v" is not the number its label "9.2 в)" writes, whose id is "9-2-c" (…)'
 */
export function numberedIdProblem(id: string, label: string): string | null {
  if (!NUMBER_ID.test(id)) return null;
  const expected = labelClauseId(label);
  if (expected === null) return `clause id "${id}" is a clause number, but its label "${label}" writes none as labels do ("8.5", "8.5 д)")`;
  return expected === id
    ? null
    : `clause id "${id}" is not the number its label "${label}" writes, whose id is "${expected}" (the n-th sub-clause letter, in either script, is the n-th Latin letter)`;
}
