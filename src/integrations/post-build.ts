import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { load } from 'cheerio';
import { collectSite, type SiteScan } from '../lib/site-html';
import { writeOfflineWorkers } from './offline';
import { checkRegistry, permalinkRegistrySchema, redirectPage, registerUrls } from '../lib/permalinks';
import { writeSearchIndex } from './search-index';

const REGISTRY = 'content/permalinks.json';

/**
 * After the HTML is written: extracts every clause into `clauses.json`, fails the build on an
 * internal link or `#fragment` that does not resolve, keeps every published URL working, then
 * builds the Pagefind search index.
 * @example integrations: [postBuild()]
 */
export function postBuild(): AstroIntegration {
  let projectRoot = '';
  let site = '';
  return {
    name: 'rules-post-build',
    hooks: {
      'astro:config:done': ({ config }) => {
        projectRoot = fileURLToPath(config.root);
        site = new URL(config.site ?? 'http://localhost:4321').origin;
      },
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const scan = await collectSite(root, site);
        if (scan.brokenLinks.length > 0) {
          throw new Error(`Broken internal links:\n${scan.brokenLinks.map((b) => `  ${b.page}: ${b.href}`).join('\n')}`);
        }
        await writeFile(join(root, 'clauses.json'), `${JSON.stringify(scan.clauses, null, 1)}\n`);
        logger.info(`clauses.json: ${scan.clauses.length} clauses in ${scan.pages.length} pages`);
        await keepPermalinks(root, join(projectRoot, REGISTRY), scan, site, logger);
        const indexStart = performance.now();
        for (const { lang, pages, indexBytes } of await writeSearchIndex(root, scan.pages)) {
          logger.info(`search index (${lang}): ${pages.length} pages, ${(indexBytes / 1024).toFixed(1)} KiB`);
        }
        // `npm run bench` reads this line to time the index apart from the rest of the build.
        logger.info(`search index built in ${Math.round(performance.now() - indexStart)} ms`);
        for (const worker of await writeOfflineWorkers(root)) logger.info(`offline copy ${worker.path}: ${worker.files} files, ${(worker.bytes / 1024).toFixed(0)} KiB`);
      },
    },
  };
}

/** Every URL a build publishes: its pages and each clause's place on its document page. */
function publishedUrls(scan: SiteScan): string[] {
  const pages = scan.pages.map((p) => p.path).filter((path) => path.endsWith('/'));
  return [...pages, ...scan.clauses.map((c) => c.url)];
}

async function keepPermalinks(root: string, registryFile: string, scan: SiteScan, site: string, logger: { info: (m: string) => void }) {
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
