import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { collectSite } from '../lib/built-site';
import { checkLinks } from './link-check';
import { writeClausesJson } from './clauses-json';
import { keepPermalinks, REGISTRY } from './keep-permalinks';
import { writeOfflineWorkers } from './offline';
import { writeSearchIndex } from './search-index';
import { compressAsRendered, handingOnPages, startPrecompression } from './precompress';
import { cardRequestOf, writeOgCards, type CardRequest } from './og-cards';
import { renderedSite, restorePostBuild, savePostBuild } from './post-build-cache';
import { buildInputsKey } from '../lib/build-inputs';
import { cardPath } from '../lib/site-paths';
import { pagePath } from '../lib/permalinks';

/** Where, in Astro's cache folder, the last build's post-build results are kept (`post-build-cache.ts`). */
const POST_BUILD_CACHE = 'rules-post-build';
/** Where precompressed files are kept between builds, by content hash. */
const PRECOMPRESS_CACHE = 'node_modules/.cache/rules-precompress';

/**
 * Whether a build may copy the last build's post-build results when it starts from the same rendered site: not under
 * `astro build --force`, which asks for every page and step again, nor when it registers the new permalinks
 * (`npm run permalinks`, `UPDATE_PERMALINKS=1`), which only the permalink step itself writes to the registry.
 * @example mayReuseLastResults(['node', 'astro', 'build'], {}) // true
 * @example mayReuseLastResults(['node', 'astro', 'build'], { UPDATE_PERMALINKS: '1' }) // false
 */
export function mayReuseLastResults(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): boolean {
  return !argv.includes('--force') && env.UPDATE_PERMALINKS !== '1';
}

/**
 * After the HTML is written, in order, each step in its own file: read the built site; fail on a link
 * that does not resolve (`link-check.ts`); write `clauses.json` (`clauses-json.ts`); keep every
 * published URL working (`keep-permalinks.ts`); draw the link-preview cards (`og-cards.ts`); index the
 * pages for search (`search-index.ts`); write the opt-in offline workers (`offline.ts`). The cards are drawn beside
 * the last two. Precompression (`precompress.ts`) starts on each page as it is rendered, runs beside the steps, and last
 * takes what they wrote.
 * A build that starts from the same rendered site and inputs as the last one copies the last one's results instead
 * (`post-build-cache.ts`).
 * @example integrations: [postBuild()]
 */
export function postBuild(): AstroIntegration {
  let projectRoot = '';
  let cacheDir = '';
  let site = '';
  let asRendered: ReturnType<typeof compressAsRendered> | undefined;
  return {
    name: 'rules-post-build',
    hooks: {
      'astro:config:done': ({ config }) => {
        projectRoot = fileURLToPath(config.root);
        cacheDir = join(fileURLToPath(config.cacheDir), POST_BUILD_CACHE);
        site = new URL(config.site ?? 'http://localhost:4321').origin;
      },
      'astro:build:start': ({ setPrerenderer }) => {
        if (process.env.PRECOMPRESS === '0') return;
        // Each page is handed to precompression as it is rendered, before it is written (`compressAsRendered`).
        const early = compressAsRendered(join(projectRoot, PRECOMPRESS_CACHE));
        asRendered = early;
        setPrerenderer((astro) => handingOnPages(astro, early.add));
      },
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        // The steps' results depend on the rendered site, their code, the texts (the permalink registry among them),
        // the packages, and these settings.
        const lockfile = join(projectRoot, 'package-lock.json');
        const inputs = [buildInputsKey(projectRoot), existsSync(lockfile) ? readFileSync(lockfile, 'utf8') : '', site, `PRECOMPRESS=${process.env.PRECOMPRESS ?? ''}`];
        const rendered = await renderedSite(root, inputs);
        const restored = mayReuseLastResults(process.argv, process.env) ? await restorePostBuild(root, cacheDir, rendered.key) : null;
        if (restored !== null) {
          // Pages compressed as they were rendered end in the cache, never half-written, for the next build.
          await Promise.all(asRendered?.underWay.values() ?? []);
          logger.info(`post-build steps: ${restored} files as the last build wrote them, from the same rendered site`);
          return;
        }
        const precompression = startPrecompression(root, join(projectRoot, PRECOMPRESS_CACHE), logger, asRendered);
        const cardRequests: CardRequest[] = [];
        const scan = await collectSite(root, site, ($, page) => {
          const request = cardRequestOf($, page.path);
          if (request) cardRequests.push(request);
        });
        checkLinks(scan);
        await writeClausesJson(root, scan, logger);
        const { redirects } = await keepPermalinks({ root, registryFile: join(projectRoot, REGISTRY), scan, site, logger });
        // A moved page's old address keeps a card, its new page's: previews made before the move name the old one.
        for (const [from, to] of redirects) {
          const target = cardRequests.find((request) => request.page === pagePath(to));
          if (target && 'content' in target) cardRequests.push({ page: from, card: cardPath(from), content: target.content });
        }
        // The cards are drawn beside the search index and the offline copies, which neither read nor list them:
        // their rasterizing and encoding run on worker threads while this thread indexes.
        const cards = writeOgCards(root, cardRequests, logger);
        // Awaited below; a failure meanwhile must not surface as an unhandled rejection before then.
        cards.catch(() => undefined);
        const indexStart = performance.now();
        for (const { lang, pages, indexBytes } of await writeSearchIndex(root, scan.pages)) {
          logger.info(`search index (${lang}): ${pages.length} pages, ${(indexBytes / 1024).toFixed(1)} KiB`);
        }
        // `npm run bench` reads this line to time the index apart from the rest of the build.
        logger.info(`search index built in ${Math.round(performance.now() - indexStart)} ms`);
        for (const worker of await writeOfflineWorkers(root)) logger.info(`offline copy ${worker.path}: ${worker.files} files, ${(worker.bytes / 1024).toFixed(0)} KiB`);
        await cards;
        await precompression.finish();
        await savePostBuild(root, cacheDir, rendered.key, rendered.files);
      },
    },
  };
}
