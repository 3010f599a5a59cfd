import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { SiteScan } from '../lib/built-site';
import { filesBelow } from '../lib/files-below';
import { errorAt, type FileLocation } from '../lib/yaml-file';

/** The texts a link may be written in, as `{ file, text }`: every rules page and the glossary, below `root`. */
export function linkSources(root = process.cwd()): { file: string; text: string }[] {
  const rules = filesBelow(join(root, 'content/rules'))
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => join(root, 'content/rules', file));
  return [...rules, join(root, 'content/glossary/terms.yaml')].map((file) => ({ file: relative(root, file), text: readFileSync(file, 'utf8') }));
}

/** Where a link is written, `file:line`, in the texts given: as a Markdown link's target or an `href`. */
function writtenAt(href: string, sources: readonly { file: string; text: string }[]): FileLocation[] {
  const forms = [`](${href})`, `href="${href}"`];
  return sources.flatMap(({ file, text }) =>
    text.split('\n').flatMap((line, index) => {
      const column = Math.max(...forms.map((form) => line.indexOf(form)));
      return column >= 0 ? [{ file, line: index + 1, column: column + 1 }] : [];
    }),
  );
}

/** How many of the pages a broken link is on are named: a link of a rules text is on its document, clause pages, views. */
const PAGES_NAMED = 3;

/**
 * Post-build step: fails the build on an internal link or `#fragment` that does not resolve, naming each link once,
 * where it is written (the rules text or glossary and line, which the build gives as the error's location) and the
 * built pages it is on: a link of a rules text is on a dozen pages, and a translation in progress shows its original's.
 * @example checkLinks(scan) // throws "Broken internal links:\n  #8-11, written at content/rules/ru/gdb/movement-phase.mdx:88; on /ru/gdb/movement-phase/"
 */
export function checkLinks(scan: Pick<SiteScan, 'brokenLinks'>, sources: readonly { file: string; text: string }[] = linkSources()): void {
  if (scan.brokenLinks.length === 0) return;
  const pagesOf = new Map<string, string[]>();
  for (const { page, href } of scan.brokenLinks) pagesOf.set(href, [...(pagesOf.get(href) ?? []), page]);
  const places = new Map([...pagesOf.keys()].map((href) => [href, writtenAt(href, sources)]));
  const lines = [...pagesOf].map(([href, pages]) => {
    const at = places.get(href)!;
    const where = at.length > 0 ? `written at ${at.map(({ file, line }) => `${file}:${line}`).join(', ')}` : 'written in no rules text nor the glossary';
    const shown = pages.slice(0, PAGES_NAMED).join(', ') + (pages.length > PAGES_NAMED ? ` and ${pages.length - PAGES_NAMED} more` : '');
    return `  ${href}, ${where}; on ${shown}`;
  });
  const message = `Broken internal links:\n${lines.join('\n')}`;
  const first = [...places.values()].find((at) => at.length > 0)?.[0];
  throw first ? errorAt(message, first) : new Error(message);
}
