import { load } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';

/** A document of more clauses than this is read in sections, each on a page of its own. */
export const SPLIT_ABOVE = 300;
/** About how many clauses a section holds: sections end after the first top-level clause that reaches it. */
export const SECTION_CLAUSES = 100;

/** How a build cuts long documents: the clauses above which a document is split, and about how many a section holds. */
export interface SectionSettings {
  splitAbove: number;
  perSection: number;
}

/**
 * How this build cuts long documents: {@link SPLIT_ABOVE} and {@link SECTION_CLAUSES}, unless the environment sets
 * `RULES_SPLIT_ABOVE` or `RULES_SECTION_CLAUSES` (a site whose readers want shorter pages; a test of a long document
 * that cannot afford hundreds of clauses). Every page of a build cuts alike. Fails naming the variable when its value
 * is not a whole number from 1.
 * @example sectionSettings({ RULES_SPLIT_ABOVE: '40' }) // { splitAbove: 40, perSection: 100 }
 */
export function sectionSettings(env: Readonly<Record<string, string | undefined>> = process.env): SectionSettings {
  const setting = (name: string, fallback: number) => {
    const value = env[name];
    if (value === undefined || value === '') return fallback;
    if (!/^[1-9]\d*$/u.test(value)) throw new Error(`${name}=${value}: give a whole number of clauses from 1 (default ${fallback})`);
    return Number(value);
  };
  return { splitAbove: setting('RULES_SPLIT_ABOVE', SPLIT_ABOVE), perSection: setting('RULES_SECTION_CLAUSES', SECTION_CLAUSES) };
}

/** One section of a document: the clauses on one of its pages. */
export interface DocumentSection {
  /** 1 for the document's own page, then 2, 3, … */
  part: number;
  /** Every clause of the section (nested ones too), in document order. */
  ids: string[];
  /** The labels of its first and last top-level clauses. */
  first: string;
  last: string;
}

/**
 * A document's sections: one (the whole document) up to {@link SPLIT_ABOVE} clauses; beyond, runs of
 * top-level clauses (each with its sub-clauses) of about {@link SECTION_CLAUSES} clauses (or as the build's
 * {@link sectionSettings} say). The split depends on clause ids and nesting only, so every language version of a
 * document splits alike.
 * @example documentSections([{ id: 'a', label: 'A', depth: 0 }]) // [{ part: 1, ids: ['a'], first: 'A', last: 'A' }]
 */
export function documentSections(
  clauses: readonly { id: string; label: string; depth: number }[],
  options: Partial<SectionSettings> = {},
): DocumentSection[] {
  const { splitAbove, perSection } = { ...sectionSettings(), ...options };
  if (clauses.length <= splitAbove) {
    const top = clauses.filter((clause) => clause.depth === 0);
    return [{ part: 1, ids: clauses.map((clause) => clause.id), first: top[0]?.label ?? '', last: top.at(-1)?.label ?? '' }];
  }
  const sections: DocumentSection[] = [];
  let current: DocumentSection | undefined;
  for (const clause of clauses) {
    if (!current || (clause.depth === 0 && current.ids.length >= perSection)) {
      current = { part: sections.length + 1, ids: [], first: clause.label, last: clause.label };
      sections.push(current);
    }
    current.ids.push(clause.id);
    if (clause.depth === 0) current.last = clause.label;
  }
  return sections;
}

/**
 * The section a clause is in (the first when no section lists it).
 * @example sectionOf([{ part: 1, ids: ['a'], first: 'A', last: 'A' }, { part: 2, ids: ['b'], first: 'B', last: 'B' }], 'b') // 2
 */
export function sectionOf(sections: readonly DocumentSection[], id: string): number {
  return sections.find((section) => section.ids.includes(id))?.part ?? 1;
}

/**
 * The section whose page shows a clause: its own, or the first (the document's page) for a version read whole (a
 * translation in progress, read beside its original's text).
 * @example sectionShowing([{ part: 1, ids: ['a'], first: 'A', last: 'A' }, { part: 2, ids: ['b'], first: 'B', last: 'B' }], 'b', { readWhole: false }) // 2
 */
export function sectionShowing(sections: readonly DocumentSection[], id: string, { readWhole }: { readWhole: boolean }): number {
  return readWhole ? 1 : sectionOf(sections, id);
}

/** The first clause id an element is or holds. */
function firstClauseId($: ReturnType<typeof load>, node: AnyNode): string | undefined {
  if (node.type !== 'tag') return undefined;
  const element = node as Element;
  if (element.attribs['data-clause'] !== undefined) return element.attribs.id;
  return $(element).find('[data-clause]').first().attr('id');
}

/**
 * A rendered document cut at its top-level nodes into the HTML of each section, as written (parsed once,
 * whatever the number of sections); what stands between clauses goes with the clause before it.
 * @example cutSections('<section id="a" data-clause></section><section id="b" data-clause></section>', [{ part: 1, ids: ['a'], first: '', last: '' }, { part: 2, ids: ['b'], first: '', last: '' }]) // ['<section id="a" data-clause></section>', '<section id="b" data-clause></section>']
 */
export function cutSections(html: string, sections: readonly DocumentSection[]): string[] {
  // Each section is the document's own markup, sliced where its top-level nodes start and end.
  const $ = load(html, { sourceCodeLocationInfo: true }, false);
  const partOf = new Map(sections.flatMap((section) => section.ids.map((id) => [id, section.part - 1] as const)));
  const parts: string[][] = sections.map(() => []);
  let current = 0;
  for (const node of $.root().contents().toArray()) {
    const id = firstClauseId($, node);
    if (id !== undefined && partOf.has(id)) current = partOf.get(id)!;
    const location = node.sourceCodeLocation;
    parts[current]!.push(location ? html.slice(location.startOffset, location.endOffset) : $.html(node));
  }
  return parts.map((part) => part.join(''));
}

/** Documents already cut into sections in this build, by key. */
const cutDocuments = new Map<string, Promise<string[]>>();

/**
 * The sections of a document, cut once per build: the first section page of a document renders it
 * (`render`), every later one finds its section here.
 * @example const html = (await sectionsOfDocument('/ru/gdb/rules/', sections, () => Astro.slots.render('default')))[part - 1]
 */
export function sectionsOfDocument(key: string, sections: readonly DocumentSection[], render: () => Promise<string>): Promise<string[]> {
  let cut = cutDocuments.get(key);
  if (!cut) {
    cut = render().then((html) => cutSections(html, sections));
    cutDocuments.set(key, cut);
  }
  return cut;
}

/**
 * Whether a document has been cut into sections already, so a section page need not render it again.
 * @example isDocumentSplit('/ru/gdb/rules/') // false before its first section page
 */
export function isDocumentSplit(key: string): boolean {
  return cutDocuments.has(key);
}
