import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SiteScan } from '../lib/built-site';

/**
 * Post-build step: writes `clauses.json`, every clause of every rules page (search and citations read it).
 * @example await writeClausesJson('dist', scan, logger)
 */
export async function writeClausesJson(root: string, scan: Pick<SiteScan, 'clauses' | 'pages'>, logger: { info: (message: string) => void }): Promise<void> {
  await writeFile(join(root, 'clauses.json'), `${JSON.stringify(scan.clauses, null, 1)}\n`);
  logger.info(`clauses.json: ${scan.clauses.length} clauses in ${scan.pages.length} pages`);
}
