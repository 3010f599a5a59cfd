import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { load } from 'cheerio';
import type { SiteScan } from '../lib/built-site';
import { bookletPath, parallelPath } from '../lib/site-paths';
import { prefixedId } from '../lib/print/prefixed-id';
import type { Lang } from '../i18n/languages';
import type { Game } from '../lib/documents';
import { checkRegistry, inOtherSection, pagePath, permalinkRegistrySchema, redirectPage, registerUrls, type RedirectPreview } from '../lib/permalinks';
import { useTranslations } from '../i18n';
import { isLang } from '../i18n/languages';

/** Where the registry lives, relative to the project root (as the build's messages name it). */
export const REGISTRY = 'content/permalinks.json';

/**
 * A built page with `markup` put before the element `selector` finds first, or as its first child; the rest of the
 * page stays byte for byte as built (parsed and written again, it would not: boolean attributes gain values).
 * @example insertAt('<main><p id="a">…</p></main>', '[id="a"]', '<span id="b"></span>', 'before') // '<main><span id="b"></span><p id="a">…</p></main>'
 */
export function insertAt(html: string, selector: string, markup: string, where: 'before' | 'first child'): string {
  const element = load(html, { xml: { xmlMode: false, decodeEntities: true, withStartIndices: true } })(selector).first()[0];
  if (element?.startIndex == null) throw new Error(`no ${selector} in the page to put ${markup} at`);
  const at = where === 'before' ? element.startIndex : html.indexOf('>', element.startIndex) + 1;
  return `${html.slice(0, at)}${markup}${html.slice(at)}`;
}

/**
 * What a redirect page carries of the built page it sends to (`redirectPage`): its language, title and preview tags.
 * @example previewOf('<html lang="ru"><head><title>8.5 · …</title><meta property="og:title" content="8.5"></head>…') // { lang: 'ru', head: '<title>8.5 · …</title><meta property="og:title" content="8.5">' }
 */
export function previewOf(html: string): RedirectPreview {
  const $ = load(html);
  const tags = $('head').find('title, meta[name="description"], meta[property^="og:"], meta[name^="twitter:"]');
  return { lang: $('html').attr('lang') ?? 'es', head: tags.toArray().map((tag) => $.html(tag)).join('\n') };
}

/** Every URL a build publishes: its pages and each clause's place on its document page. */
function publishedUrls(scan: Pick<SiteScan, 'pages' | 'clauses'>): string[] {
  const pages = scan.pages.map((p) => p.path).filter((path) => path.endsWith('/'));
  return [...pages, ...scan.clauses.map((c) => c.url)];
}

/**
 * Post-build step: keeps every published URL working. Fails the build, naming each URL, when a
 * registered one no longer resolves and is not moved, when `moved` names an address never published, or when a moved
 * clause's old page is gone; writes a redirect page for each moved page, an alias anchor for each clause moved within
 * its page, and for a clause moved to another page, a link there in its old place, which sends the reader on; with
 * `UPDATE_PERMALINKS=1` first registers the new URLs. Returns the moved pages it wrote a redirect page for.
 * @example await keepPermalinks({ root: 'dist', registryFile: 'content/permalinks.json', scan, site, logger }) // { redirects: [['/es/gdb/movement-phase/8-10-once/', '/es/gdb/chapter-ix/9-1/']] }
 */
export async function keepPermalinks({ root, registryFile, scan, site, logger }: {
  root: string;
  registryFile: string;
  scan: Pick<SiteScan, 'pages' | 'clauses' | 'resolves'>;
  site: string;
  logger: { info: (message: string) => void };
}): Promise<{ redirects: [from: string, to: string][] }> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(registryFile, 'utf8'));
  } catch (error) {
    throw new Error(`${REGISTRY}: ${(error as Error).message}`);
  }
  const parsed = permalinkRegistrySchema.safeParse(json);
  if (!parsed.success) throw new Error(`${REGISTRY}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  let registry = parsed.data;
  if (process.env.UPDATE_PERMALINKS === '1') {
    registry = registerUrls(registry, publishedUrls(scan));
    await writeFile(registryFile, `${JSON.stringify(registry, null, 2)}\n`);
    logger.info(`${REGISTRY}: ${registry.published.length} URLs registered`);
  }
  // A long document's clause keeps every address it had on the document's pages (fragment-landing.ts sends it on).
  const landsElsewhere = inOtherSection(scan.clauses);
  const check = checkRegistry(registry, (url) => scan.resolves(url) || landsElsewhere(url));
  const problems = [
    ...check.broken.map((url) => `  ${url} no longer resolves: add "${url}": "<its new place>" to "moved"`),
    ...check.badTargets.map(([from, to]) => `  ${from} is moved to ${to}, which does not resolve either`),
    ...check.unknownMoves.map((url) => `  "moved" has ${url}, which was never published: nothing to keep working (a misspelt address?)`),
    ...check.orphanedFragments.map((url) => `  ${url} is moved, but its page ${pagePath(url)} no longer exists to send its #fragment on (a browser keeps no fragment through a page's redirect)`),
  ];
  if (problems.length) throw new Error(`Published URLs would break (${REGISTRY}):\n${problems.join('\n')}`);

  for (const [from, to] of check.redirects) {
    const target = join(root, pagePath(to), 'index.html');
    const preview = existsSync(target) ? previewOf(await readFile(target, 'utf8')) : undefined;
    await mkdir(join(root, from), { recursive: true });
    await writeFile(join(root, from, 'index.html'), redirectPage(to, new URL(to, site).href, preview));
  }
  // A renamed clause keeps its old #fragment: an empty anchor with the old id sits before the new clause, on its
  // document page and on the pages that show the document's clauses by their ids too (the side-by-side view, and the
  // booklet, whose ids are `doc--id`), whose links readers share as well.
  for (const [from, to] of check.aliases) {
    const [, oldId] = from.split('#') as [string, string];
    const [path, newId] = to.split('#') as [string, string];
    const [, lang, game, doc] = path.split('/') as [string, Lang, Game, string];
    // The document page has the clause (the registry's check says so); the other two, where they exist.
    const places = [
      { file: join(root, path, 'index.html'), oldId, newId, always: true },
      { file: join(root, parallelPath(lang, game, doc), 'index.html'), oldId, newId, always: false },
      { file: join(root, bookletPath(lang, game), 'index.html'), oldId: prefixedId(doc, oldId), newId: prefixedId(doc, newId), always: false },
    ];
    for (const place of places) {
      const html = existsSync(place.file) ? await readFile(place.file, 'utf8') : '';
      if (!place.always && !html.includes(`id="${place.newId}"`)) continue;
      const alias = `<span id="${place.oldId}" class="clause-alias" data-alias-of="${place.newId}"></span>`;
      await writeFile(place.file, insertAt(html, `[id="${place.newId}"]`, alias, 'before'));
    }
  }
  // A clause moved to another page: its old fragment, on its old page, says where it went (shown when it is the
  // link's target, without scripts too) and sends the reader on (src/scripts/page.ts).
  for (const [path, moves] of Map.groupBy(check.fragmentMoves, ([from]) => pagePath(from))) {
    const file = join(root, path, 'index.html');
    const html = await readFile(file, 'utf8');
    const $ = load(html);
    const lang = $('html').attr('lang');
    const t = useTranslations(isLang(lang) ? lang : 'es');
    const notices = moves.map(([from, to]) => {
      const record = scan.clauses.find((clause) => clause.url === to || clause.permalink === to);
      const where = record ? `${record.label}, ${record.title}` : to;
      const notice = $('<a class="clause-moved doc-status" data-ui></a>').attr({ id: from.split('#')[1]!, href: to, 'data-moved-to': to }).text(t('permalink.moved', { where }));
      return $.html(notice);
    });
    await writeFile(file, insertAt(html, $('[data-doc]').length ? '[data-doc]' : 'main', notices.join(''), 'first child'));
  }
  const moved = check.redirects.length + check.aliases.length + check.fragmentMoves.length;
  if (moved) logger.info(`moved URLs: ${check.redirects.length} redirect pages, ${check.aliases.length} clause aliases, ${check.fragmentMoves.length} clauses sent on to another page`);
  return { redirects: check.redirects };
}
