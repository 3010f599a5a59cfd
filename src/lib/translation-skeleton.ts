import { createProcessor } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import { VFile } from 'vfile';
import { parse as parseYaml } from 'yaml';
import type { Root, RootContent } from 'mdast';
import { remarkClauses, type DeclaredClause } from './mdx/remark-clauses';
import { isTranslated } from './translation-progress';

/** A JSX element of a rules page as the MDX parser gives it, with its place in the page's text. */
interface JsxElement {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: { type: string; name?: string; value?: unknown }[];
  children: RootContent[];
  position?: { start: { offset?: number }; end: { offset?: number } };
}

type AnyNode = RootContent | Root | JsxElement;

/** One `<Clause>` of a rules page's source: what the build declares of it, and where it is written. */
export interface SourceClause extends DeclaredClause {
  start: number;
  end: number;
  node: JsxElement;
}

/** A rules page's source, parsed as the build parses it. */
export interface RulesSource {
  text: string;
  frontmatter: Record<string, unknown>;
  /** Where the body starts (after the front matter). */
  bodyStart: number;
  tree: Root;
  /** Its clauses in document order. */
  clauses: SourceClause[];
}

const isJsx = (node: AnyNode): node is JsxElement => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
const isClause = (node: AnyNode): node is JsxElement => isJsx(node) && node.name === 'Clause';
const startOf = (node: AnyNode) => node.position!.start.offset!;
const endOf = (node: AnyNode) => node.position!.end.offset!;

/** Whether a node holds a `<Clause>` somewhere inside it. */
function holdsClause(node: AnyNode): boolean {
  return 'children' in node && (node.children as AnyNode[]).some((child) => isClause(child) || holdsClause(child));
}

/**
 * Parses a rules page as the build does (MDX with GitHub-flavoured Markdown), and declares its clauses
 * with the build's own plugin, so that their hashes are the build's; offsets are those of `text`.
 * @example parseRulesSource(readFileSync('content/rules/ru/gdb/movement-phase.mdx', 'utf8')).clauses[0].id // '8-1'
 */
export function parseRulesSource(saved: string, path = 'page.mdx'): RulesSource {
  // As an editor may save it (a byte order mark, Windows line ends), read as the build reads it; written back plain.
  const text = saved.replace(/^\uFEFF/u, '').replace(/\r\n?/gu, '\n');
  const match = /^---\n([\s\S]*?)\n---\n/.exec(text);
  if (!match) throw new Error(`${path}: a rules page starts with its front matter`);
  // The front matter is blanked, not cut, so the parser's offsets are the file's.
  const body = match[0].replace(/[^\n]/g, ' ') + text.slice(match[0].length);
  const file = new VFile({ path, value: body });
  const tree = createProcessor({ remarkPlugins: [remarkGfm] }).parse(file) as Root;
  remarkClauses()(tree, file);
  const declared = ((file.data as { astro?: { frontmatter?: { clauses?: DeclaredClause[] } } }).astro?.frontmatter?.clauses ?? []).values();
  const clauses: SourceClause[] = [];
  const walk = (node: AnyNode) => {
    if (isClause(node)) clauses.push({ ...declared.next().value!, start: startOf(node), end: endOf(node), node });
    if ('children' in node) for (const child of node.children as AnyNode[]) walk(child);
  };
  walk(tree);
  return { text, frontmatter: parseYaml(match[1]!) as Record<string, unknown>, bodyStart: match[0].length, tree, clauses };
}

/** A literal attribute of a JSX element. */
function attribute(node: JsxElement, name: string): string | undefined {
  const found = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof found?.value === 'string' ? found.value : undefined;
}

/**
 * An MDX comment holding a text (a star and slash inside it are escaped, so they cannot close it early).
 * @example mdxComment('8.5. Тактические марши.') // '{/* 8.5. Тактические марши. *\/}'
 */
export function mdxComment(text: string): string {
  return `{/* ${text.trim().replaceAll('*/', '*\\/')} */}`;
}

/** A clause's opening tag in a skeleton: its id, label and form, without the heading (which is the original's wording). */
function openingTag(node: JsxElement): string {
  const quoted = (value: string) => (value.includes('"') ? `'${value}'` : `"${value}"`);
  const kept = ['id', 'label', 'as', 'level', 'term'].flatMap((name) => {
    const value = attribute(node, name);
    return value === undefined ? [] : [`${name}=${quoted(value)}`];
  });
  return `<Clause ${kept.join(' ')}>`;
}

/** The original's wording of a clause (its heading and its own content) as the comment a skeleton shows beside it. */
function ownWordingComment(node: JsxElement, original: string): string {
  const heading = attribute(node, 'heading');
  const parts = [
    ...(heading ? [heading] : []),
    ...node.children.filter((child) => !isClause(child) && !holdsClause(child)).map((child) => original.slice(startOf(child), endOf(child))),
  ];
  return mdxComment(parts.join('\n\n'));
}

/**
 * The skeleton of one node of the original: a clause becomes an untranslated clause (its id and form,
 * the original wording in a comment, its sub-clauses in the same lists); a list or block holding clauses
 * keeps its tags around theirs; any other content becomes a comment of the original's wording.
 */
function skeletonOf(node: AnyNode, original: string): string {
  if (isClause(node)) {
    const inner = node.children
      .filter((child) => isClause(child) || holdsClause(child))
      .map((child) => skeletonOf(child, original));
    return [openingTag(node), ownWordingComment(node, original), ...(inner.length ? ['', ...inner, ''] : []), '</Clause>'].join('\n');
  }
  if (isJsx(node) && holdsClause(node)) {
    const children = node.children.filter((child) => isClause(child) || holdsClause(child));
    const open = original.slice(startOf(node), startOf(children[0]!));
    const close = original.slice(endOf(children[children.length - 1]!), endOf(node));
    return `${open}${children.map((child) => skeletonOf(child, original)).join('\n')}${close}`;
  }
  if (node.type === 'mdxjsEsm') return original.slice(startOf(node), endOf(node));
  return mdxComment(original.slice(startOf(node), endOf(node)));
}

/** What `translationSkeleton` is asked to write. */
export interface SkeletonRequest {
  original: RulesSource;
  /** The translation as it is, when there is one. */
  translation?: RulesSource;
  /** The language it is translated into. */
  to: string;
  /** The hashes kept for the translation (`content/translations/…`). */
  kept: Readonly<Record<string, string>>;
  /** Translated clauses whose kept hash becomes the original's current one (revised against it), or `all`. */
  accept?: readonly string[] | 'all';
}

/** The translation page to write, the hashes to keep, and what changed. */
export interface Skeleton {
  text: string;
  kept: Record<string, string>;
  /** Clauses of the original added to the page as untranslated. */
  added: string[];
  /** Untranslated clauses whose comment now shows the original's new wording. */
  refreshed: string[];
  /**
   * Translated clauses whose comment now shows the original's new wording, the translation below it untouched: the
   * translator revises from the wording to translate, not the one translated before.
   */
  toRevise: string[];
  /** Clauses `accept` names that are not translated yet: there is nothing to record. */
  notTranslated: string[];
  /** Translated clauses whose kept hash was set to the original's current one. */
  accepted: string[];
}

/** A new translation's front matter: the original's, as a translation, its title and description left to translate. */
function frontMatterFor(original: RulesSource, to: string): string {
  const { title, description, game, doc, lang, source, order } = original.frontmatter as Record<string, string | number>;
  const quote = (value: unknown) => JSON.stringify(String(value));
  return [
    '---',
    // Values the build refuses until a person writes them, as it refuses the importer's: a skeleton built as it is
    // would publish the original's title and description as the translation's, in the other language.
    `title: ${quote(`TODO: translate «${String(title)}»`)}`,
    `description: ${quote(`TODO: translate «${String(description)}»`)}`,
    `game: ${String(game)}`,
    `doc: ${String(doc)}`,
    `lang: ${to}`,
    `source: ${String(source)}`,
    'original: false',
    `translatedFrom: ${String(lang)}`,
    `order: ${String(order)}`,
    '---',
    '',
  ].join('\n');
}

/** Where an opening tag ends (the `>` outside quotes), from its start. */
function openingTagEnd(text: string, start: number): number {
  let quote = '';
  for (let i = start; i < text.length; i += 1) {
    const char = text[i]!;
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '>') return i + 1;
  }
  return text.length;
}

/**
 * Writes or updates a translation's skeleton: every clause of the original with its id, the original's
 * wording as a comment beside each one not yet translated, the translated ones untouched (byte for byte) but for
 * their comment, which shows the original's new wording once it changes (the clause stays stale until accepted).
 * A new clause of the original is added where the original has it; a clause not yet translated whose
 * original changed gets the new wording in its comment. Each untranslated clause keeps the hash of the
 * wording its comment shows, so that once translated, `translate:status` can tell when the original moves on.
 * @example translationSkeleton({ original: parseRulesSource(ru), to: 'es', kept: {} }).text.startsWith('---') // true
 */
export function translationSkeleton({ original, translation, to, kept, accept = [] }: SkeletonRequest): Skeleton {
  const theirs = new Map(original.clauses.map((clause) => [clause.id, clause]));
  const result: Skeleton = { text: '', kept: {}, added: [], refreshed: [], toRevise: [], notTranslated: [], accepted: [] };
  let text: string;
  let mine: Map<string, SourceClause>;
  if (!translation) {
    const body = original.tree.children.map((node) => skeletonOf(node, original.text)).join('\n\n');
    text = `${frontMatterFor(original, to)}\n${body}\n`;
    mine = new Map();
    result.added = original.clauses.map((clause) => clause.id);
  } else {
    mine = new Map(translation.clauses.map((clause) => [clause.id, clause]));
    text = updateTranslation(original, translation, theirs, mine, kept, result);
  }
  for (const clause of original.clauses) {
    const present = mine.get(clause.id);
    if (!isTranslated(clause, present)) {
      result.kept[clause.id] = clause.hash;
      if (accept !== 'all' && accept.includes(clause.id)) result.notTranslated.push(clause.id);
    }
    else if (accept === 'all' ? kept[clause.id] !== clause.hash : accept.includes(clause.id)) {
      result.kept[clause.id] = clause.hash;
      result.accepted.push(clause.id);
    } else if (kept[clause.id] !== undefined) result.kept[clause.id] = kept[clause.id]!;
  }
  result.text = text;
  return result;
}

/** The edits that bring an existing translation up to its original: clauses added, comments refreshed. */
function updateTranslation(
  original: RulesSource,
  translation: RulesSource,
  theirs: Map<string, SourceClause>,
  mine: Map<string, SourceClause>,
  kept: Readonly<Record<string, string>>,
  result: Skeleton,
): string {
  const source = translation.text;
  const edits: { at: number; end: number; insert: string; order: number }[] = [];
  const add = (at: number, insert: string, end = at) => edits.push({ at, end, insert, order: edits.length });
  const containersDone = new Set<JsxElement>();
  const parentNodeOf = new Map<JsxElement, AnyNode>();
  const link = (node: AnyNode) => {
    if ('children' in node) for (const child of node.children as AnyNode[]) {
      if (isJsx(child)) parentNodeOf.set(child, node);
      link(child);
    }
  };
  link(original.tree);

  for (const clause of original.clauses) {
    if (mine.has(clause.id)) continue;
    if (clause.parent && !mine.has(clause.parent)) continue; // written with its parent's skeleton
    result.added.push(clause.id);
    const siblings = original.clauses.filter((other) => other.parent === clause.parent);
    const at = siblings.indexOf(clause);
    const before = siblings.slice(0, at).reverse().find((other) => mine.has(other.id));
    const after = siblings.slice(at + 1).find((other) => mine.has(other.id));
    const container = parentNodeOf.get(clause.node);
    const inList = container !== undefined && isJsx(container) && !isClause(container);
    const gap = inList ? '\n' : '\n\n';
    if (before) add(mine.get(before.id)!.end, `${gap}${skeletonOf(clause.node, original.text)}`);
    else if (after) add(mine.get(after.id)!.start, `${skeletonOf(clause.node, original.text)}${gap}`);
    else if (clause.parent) {
      // No sibling is here yet: the clause goes in at the end of its parent, inside the original's list if it has one.
      if (inList && containersDone.has(container as JsxElement)) continue;
      const parent = mine.get(clause.parent)!;
      const close = source.lastIndexOf('</Clause>', parent.end);
      const block = inList ? skeletonOf(container, original.text) : skeletonOf(clause.node, original.text);
      if (inList) {
        containersDone.add(container as JsxElement);
        for (const sibling of siblings) if (sibling !== clause && !mine.has(sibling.id)) result.added.push(sibling.id);
      }
      add(close, `\n${block}\n\n`);
    } else add(source.length, `${source.endsWith('\n') ? '' : '\n'}\n${skeletonOf(clause.node, original.text)}\n`);
  }

  for (const clause of translation.clauses) {
    const theirsNow = theirs.get(clause.id);
    if (!theirsNow || kept[clause.id] === theirsNow.hash) continue;
    const comment = ownWordingComment(theirsNow.node, original.text);
    const existing = clause.node.children.find((child) => child.type === 'mdxFlowExpression' && /^\s*\/\*/.test(String(child.value)));
    if (isTranslated(theirsNow, clause)) {
      // Translated, and its original changed since: the comment it was translated from gives way to the new wording.
      if (!existing || source.slice(startOf(existing), endOf(existing)) === comment) continue;
      add(startOf(existing), comment, endOf(existing));
      result.toRevise.push(clause.id);
      continue;
    }
    if (existing) add(startOf(existing), comment, endOf(existing));
    else add(openingTagEnd(source, clause.start), `\n${comment}\n`);
    result.refreshed.push(clause.id);
  }

  // Applied from the end, so that earlier offsets hold; edits at one place keep the order they were made in.
  result.added = [...new Set(result.added)];
  edits.sort((a, b) => b.at - a.at || b.order - a.order);
  let text = source;
  for (const edit of edits) text = text.slice(0, edit.at) + edit.insert + text.slice(edit.end);
  return text;
}
