/**
 * The corpus multiplied, for the bench's scale run: every rules document (both language versions)
 * repeated as numbered copies, so a build of 10× or 100× the documents shows how build time and
 * index size grow. The copies keep every clause id and the source they render, so they pass every
 * check a real document passes.
 */
import { parse, stringify } from 'yaml';

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n/;

/**
 * The doc slug of the n-th copy of a document; copy 1 is the document itself.
 * @example copySlug('reaction-phase', 3) // 'reaction-phase-copy-3'
 */
export function copySlug(doc: string, copy: number): string {
  if (!Number.isInteger(copy) || copy < 1) throw new Error(`copy must be a whole number from 1, not ${copy}`);
  return copy === 1 ? doc : `${doc}-copy-${copy}`;
}

/**
 * A rules page's MDX as its n-th copy: the doc slug and title numbered, the body unchanged.
 * @example copyRulesPage('---\ntitle: Fase\ndoc: fase\n---\nText', 2) // '---\ntitle: Fase (2)\ndoc: fase-copy-2\n---\nText'
 */
export function copyRulesPage(mdx: string, copy: number): string {
  const match = FRONT_MATTER.exec(mdx);
  if (!match) throw new Error('a rules page starts with front matter between --- lines');
  const data = parse(match[1]!) as { title?: unknown; doc?: unknown };
  if (typeof data.title !== 'string' || typeof data.doc !== 'string') throw new Error('a rules page names its title and doc');
  const front = stringify({ ...data, title: `${data.title} (${copy})`, doc: copySlug(data.doc, copy) }, { lineWidth: 0 });
  return `---\n${front}---\n${mdx.slice(match[0].length)}`;
}

/**
 * `content/sources/sources.yaml` with an entry for every copy, copies 2 to `factor`, of every source.
 * @example parse(copySources('- doc: fase\n  title: Fase\n', 2)).map((s) => s.doc) // ['fase', 'fase-copy-2']
 */
export function copySources(yamlText: string, factor: number): string {
  if (!Number.isInteger(factor) || factor < 1) throw new Error(`factor must be a whole number from 1, not ${factor}`);
  const sources = parse(yamlText) as { doc: string; title: string }[];
  const copies = sources.flatMap((source) =>
    Array.from({ length: factor }, (_, index) => (index === 0 ? source : { ...source, doc: copySlug(source.doc, index + 1), title: `${source.title} (${index + 1})` })),
  );
  return stringify(copies, { lineWidth: 0 });
}
