import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(html|css|js|mjs|json|svg|xml|txt|webmanifest)$/;
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Writes `.gz` and `.br` beside every text file of the build, so a server sends them as they are.
 * @example integrations: [precompress()]
 */
export function precompress(): AstroIntegration {
  return {
    name: 'rules-precompress',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        // Throw-away builds (the tests' broken-content fixtures) have nothing to serve.
        if (process.env.PRECOMPRESS === '0') return;
        const start = performance.now();
        const root = fileURLToPath(dir);
        const entries = await readdir(root, { recursive: true, withFileTypes: true });
        const files = entries.filter((e) => e.isFile() && COMPRESSIBLE.test(e.name)).map((e) => join(e.parentPath, e.name));
        for (const file of files) {
          const body = await readFile(file);
          await writeFile(`${file}.gz`, await gzipAsync(body, { level: 9 }));
          await writeFile(`${file}.br`, await brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
        }
        logger.info(`precompressed ${files.length} files (gzip, brotli) in ${Math.round(performance.now() - start)} ms`);
      },
    },
  };
}
