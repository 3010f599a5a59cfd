/** Reading the built site in `dist/`: its pages, every clause with its readable text, and its links. */
import { load, type CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { normalizeText } from './text';
import { isLang } from '../i18n/languages';
import { docKeyPath } from './site-paths';
import { inOtherSection } from './permalinks';
import { markedTermId } from './glossary/marked-term';
import { filesBelow } from './files-below';

/** One clause of one language version, as `clauses.json` publishes it. */
export interface ClauseRecord {
  id: string;
  doc: string;
  lang: string;
  label: string;
  title: string;
  url: string;
  /** The clause's own page, the link to share. */
  permalink: string;
  text: string;
  original: boolean;
  /** The glossary terms the clause's own text uses (marked at their first use in it), in order. */
  terms: string[];
  /**
   * The text of the notes the clause holds itself, each with its label (the site's words, not the source's: left out
   * of `text` and of the search index), when it has any: a number they cite («9.12») finds the clause.
   */
  notes?: string[];
}

export interface BuiltPage {
  path: string;
  file: string;
  html: string;
}

/** What another post-build step reads from each page while the scan has it parsed, so no step parses the site again. */
export type PageVisitor = ($: CheerioAPI, page: BuiltPage) => void;

export interface SiteScan {
  pages: BuiltPage[];
  clauses: ClauseRecord[];
  brokenLinks: { page: string; href: string }[];
  /** Whether a site URL (`/path/` or `/path/#id`) resolves to a page, and to an element of it. */
  resolves: (url: string) => boolean;
}

const BLOCKS = 'p,li,dt,dd,td,th,h1,h2,h3,h4,h5,h6,tr,figcaption,caption,div,section,aside,blockquote,br,table,ol,ul,dl';

/**
 * The text a reader sees in an element: UI controls (`[data-ui]`) left out, block boundaries kept as spaces.
 * @example readableText($, $('#8-5')[0], { withoutNested: '[data-clause]' })
 */
export function readableText($: CheerioAPI, element: AnyNode, options: { withoutNested?: string } = {}): string {
  const copy = $(element).clone();
  copy.find('[data-ui]').remove();
  if (options.withoutNested) copy.find(options.withoutNested).remove();
  copy.find(BLOCKS).each((_, block) => {
    $(block).prepend(' ').append(' ');
  });
  return normalizeText(copy.text());
}

/**
 * The URL path a built file is served at.
 * @example pathOfFile('/dist', '/dist/es/ocs/reaction-phase/index.html') // '/es/ocs/reaction-phase/'
 */
export function pathOfFile(root: string, file: string): string {
  const path = `/${relative(root, file).split(sep).join('/')}`;
  return path.endsWith('/index.html') ? path.slice(0, -'index.html'.length) : path;
}

/** Every HTML file below a folder. */
export async function listHtmlFiles(root: string): Promise<string[]> {
  return filesBelow(root)
    .filter((file) => file.endsWith('.html'))
    .map((file) => join(root, file));
}

/**
 * The clauses of one built page (those inside its `[data-doc]` article).
 * @example clausesOfPage(load(html), '/ru/gdb/movement-phase/')
 */
export function clausesOfPage($: CheerioAPI, path: string): ClauseRecord[] {
  const article = $('[data-doc]').first();
  if (article.length === 0) return [];
  const lang = $('html').attr('lang') ?? '';
  const doc = article.attr('data-doc') ?? '';
  const title = article.attr('data-doc-title') ?? '';
  const original = article.attr('data-original') === 'true';
  // A clause's own page sits below its document's page, whichever section of a long document shows it.
  const documentPath = isLang(lang) && doc ? docKeyPath(lang, doc) : path;
  return article
    .find('[data-clause]')
    .toArray()
    .map((element: Element) => ({
      id: element.attribs.id ?? '',
      doc,
      lang,
      label: element.attribs['data-label'] ?? '',
      title,
      url: `${path}#${element.attribs.id ?? ''}`,
      permalink: `${documentPath}${element.attribs.id ?? ''}/`,
      text: readableText($, element, { withoutNested: '[data-clause]' }),
      original,
      // A clause not yet translated shows its original's words (src/lib/partial-translation.ts): the terms they mark
      // are not the page's language, whose search would list it, in the other language, as a translation.
      terms: element.attribs['data-untranslated'] !== undefined ? [] : $(element)
        .find('a[data-glossary]')
        .filter((_, link) => $(link).closest('[data-clause]')[0] === element)
        .toArray()
        .map((link: Element) => markedTermId(link.attribs.href ?? '')),
      ...notesOf($, element),
    }));
}

/** The text of the notes a clause holds itself, their label («Nota editorial:») first, as a record carries them. */
function notesOf($: CheerioAPI, element: Element): { notes?: string[] } {
  const notes = $(element)
    .find('[data-note]')
    .filter((_, note) => $(note).closest('[data-clause]')[0] === element)
    .toArray()
    .map((note: Element) => normalizeText($(note).text()))
    .filter(Boolean);
  return notes.length > 0 ? { notes } : {};
}

/** Whether an `href` points inside the site (and so must resolve). */
function isInternal(href: string): boolean {
  return !/^[a-z][a-z0-9+.-]*:/i.test(href) && !href.startsWith('//');
}

/**
 * Parses a page the build wrote, to read it (not to write it back): with the quick parser, a third of the standard
 * one's time. The build's pages are valid HTML (the tests run two validators over them), which both parsers read
 * alike: tests/build/quick-parse.test.ts compares them over the built site.
 * @example readBuiltPage('<main><p id="1-1">…</p></main>')('#1-1').length // 1
 */
export function readBuiltPage(html: string): CheerioAPI {
  return load(html, { xml: { xmlMode: false, decodeEntities: true } });
}

/**
 * Reads a built site: its pages, every clause, and the internal links that do not resolve; `visit` sees each page
 * as it is parsed.
 * @example const { clauses, brokenLinks } = await collectSite('dist', 'https://rules.example')
 */
export async function collectSite(root: string, siteOrigin = 'http://localhost:4321', visit?: PageVisitor): Promise<SiteScan> {
  const files = await listHtmlFiles(root);
  const pages: BuiltPage[] = await Promise.all(
    files.map(async (file) => ({ file, path: pathOfFile(root, file), html: await readFile(file, 'utf8') })),
  );
  // One page's DOM at a time: a large corpus does not fit in memory parsed all at once.
  const idsByPath = new Map<string, Set<string>>();
  const clauses: ClauseRecord[] = [];
  const links: { page: string; href: string; raw: string }[] = [];
  for (const page of pages) {
    const $ = readBuiltPage(page.html);
    idsByPath.set(page.path, new Set($('[id]').toArray().map((e) => (e as Element).attribs.id ?? '')));
    if (!$('meta[http-equiv="refresh"]').length) clauses.push(...clausesOfPage($, page.path));
    visit?.($, page);
    $('a[href], link[rel="alternate"][href], link[rel="canonical"][href]').each((_, element) => {
      const raw = (element as Element).attribs.href ?? '';
      const href = raw.startsWith(siteOrigin) ? raw.slice(siteOrigin.length) || '/' : raw;
      if (isInternal(href)) links.push({ page: page.path, href, raw });
    });
  }

  const resolves = (href: string, from = '/') => {
    const url = new URL(href, `http://site${from}`);
    const ids = idsByPath.get(decodeURIComponent(url.pathname));
    const exists = ids !== undefined || existsSync(join(root, decodeURIComponent(url.pathname)));
    const fragment = decodeURIComponent(url.hash.slice(1));
    return exists && (!fragment || (ids ?? new Set()).has(fragment));
  };
  // A link to a clause on another page of its long document (a translation read whole links its original's clauses
  // at the document's address) lands there: that page sends the reader on (src/scripts/fragment-landing.ts).
  const landsInOtherSection = inOtherSection(clauses);
  const landsElsewhere = (href: string, from: string) => {
    const url = new URL(href, `http://site${from}`);
    return url.hash.length > 1 && landsInOtherSection(`${decodeURIComponent(url.pathname)}#${decodeURIComponent(url.hash.slice(1))}`);
  };
  const brokenLinks: SiteScan['brokenLinks'] = links
    .filter((link) => !resolves(link.href, link.page) && !landsElsewhere(link.href, link.page))
    .map((link) => ({ page: link.page, href: link.raw }));
  return { pages, clauses, brokenLinks, resolves: (url) => resolves(url) };
}
