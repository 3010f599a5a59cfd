import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { collectSite } from '../lib/site-html';
import { writeSearchIndex } from './search-index';

/**
 * After the HTML is written: extracts every clause into `clauses.json`, fails the build on an
 * internal link or `#fragment` that does not resolve, then builds the Pagefind search index.
 * @example integrations: [postBuild()]
 */
export function postBuild(): AstroIntegration {
  return {
    name: 'rules-post-build',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const site = await collectSite(root);
        if (site.brokenLinks.length > 0) {
          throw new Error(`Broken internal links:\n${site.brokenLinks.map((b) => `  ${b.page}: ${b.href}`).join('\n')}`);
        }
        await writeFile(join(root, 'clauses.json'), `${JSON.stringify(site.clauses, null, 1)}\n`);
        logger.info(`clauses.json: ${site.clauses.length} clauses in ${site.pages.length} pages`);
        for (const { lang, pages, indexBytes } of await writeSearchIndex(root, site.pages)) {
          logger.info(`search index (${lang}): ${pages.length} pages, ${(indexBytes / 1024).toFixed(1)} KiB`);
        }
      },
    },
  };
}
