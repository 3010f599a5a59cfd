import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { load } from 'cheerio';
import type { SiteScan } from '../lib/built-site';
import { checkRegistry, permalinkRegistrySchema, redirectPage, registerUrls } from '../lib/permalinks';

/** Where the registry lives, relative to the project root (as the build's messages name it). */
export const REGISTRY = 'content/permalinks.json';

/** Every URL a build publishes: its pages and each clause's place on its document page. */
function publishedUrls(scan: Pick<SiteScan, 'pages' | 'clauses'>): string[] {
  const pages = scan.pages.map((p) => p.path).filter((path) => path.endsWith('/'));
  return [...pages, ...scan.clauses.map((c) => c.url)];
}

/**
 * Post-build step: keeps every published URL working. Fails the build, naming each URL, when a
 * registered one no longer resolves and is not moved; writes a redirect page for each moved page and
 * an alias anchor for each moved clause; with `UPDATE_PERMALINKS=1` first registers the new URLs.
 * @example await keepPermalinks({ root: 'dist', registryFile: 'content/permalinks.json', scan, site, logger })
 */
export async function keepPermalinks({ root, registryFile, scan, site, logger }: {
  root: string;
  registryFile: string;
  scan: Pick<SiteScan, 'pages' | 'clauses' | 'resolves'>;
  site: string;
  logger: { info: (message: string) => void };
}): Promise<void> {
  const parsed = permalinkRegistrySchema.safeParse(JSON.parse(await readFile(registryFile, 'utf8')));
  if (!parsed.success) throw new Error(`${REGISTRY}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  let registry = parsed.data;
  if (process.env.UPDATE_PERMALINKS === '1') {
    registry = registerUrls(registry, publishedUrls(scan));
    await writeFile(registryFile, `${JSON.stringify(registry, null, 2)}\n`);
    logger.info(`${REGISTRY}: ${registry.published.length} URLs registered`);
  }
  const check = checkRegistry(registry, scan.resolves);
  const problems = [
    ...check.broken.map((url) => `  ${url} no longer resolves: add "${url}": "<its new place>" to "moved"`),
    ...check.badTargets.map(([from, to]) => `  ${from} is moved to ${to}, which does not resolve either`),
  ];
  if (problems.length) throw new Error(`Published URLs would break (${REGISTRY}):\n${problems.join('\n')}`);

  for (const [from, to] of check.redirects) {
    await mkdir(join(root, from), { recursive: true });
    await writeFile(join(root, from, 'index.html'), redirectPage(new URL(to, site).href));
  }
  // A renamed clause keeps its old #fragment: an empty anchor with the old id sits before the new clause.
  for (const [from, to] of check.aliases) {
    const [, oldId] = from.split('#') as [string, string];
    const [path, newId] = to.split('#') as [string, string];
    const file = join(root, path, 'index.html');
    const $ = load(await readFile(file, 'utf8'));
    $(`[id="${newId}"]`).before(`<span id="${oldId}" class="clause-alias" data-alias-of="${newId}"></span>`);
    await writeFile(file, $.html());
  }
  if (check.redirects.length + check.aliases.length) logger.info(`moved URLs: ${check.redirects.length} redirect pages, ${check.aliases.length} clause aliases`);
}
