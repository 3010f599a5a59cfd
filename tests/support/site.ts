import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load, type CheerioAPI } from 'cheerio';
import type { ClauseRecord } from '../../src/lib/built-site';

export const DIST = 'dist';

/** The built HTML of a site path, parsed. */
export function page(path: string): CheerioAPI {
  const file = path.endsWith('/') ? join(DIST, path, 'index.html') : join(DIST, path);
  return load(readFileSync(file, 'utf8'));
}

/** The built `clauses.json`. */
export function clauses(): ClauseRecord[] {
  return JSON.parse(readFileSync(join(DIST, 'clauses.json'), 'utf8')) as ClauseRecord[];
}

/** The rules documents the site publishes, by URL. */
export const DOCUMENTS = [
  { path: '/es/ocs/reaction-phase/', lang: 'es', original: true, source: '000_9fd39beb8b0e04ff.txt' },
  { path: '/es/ocs/combat-table/', lang: 'es', original: true, source: '001_33f8f751d36aaf4d.txt' },
  { path: '/ru/gdb/movement-phase/', lang: 'ru', original: true, source: '002_346995670edcfe7c.txt' },
] as const;
