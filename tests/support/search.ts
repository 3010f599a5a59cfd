import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { bundlePath } from '../../src/lib/search/paths';
import type { PagefindSearchResponse } from '../../src/lib/search/rank';
import { DIST } from './site';

/** The part of a Pagefind instance (`pagefind.js` `createInstance`) the tests use. */
export interface PagefindInstance {
  search: (term: string, options?: { filters?: Record<string, string[]> }) => Promise<PagefindSearchResponse & { filters: Record<string, Record<string, number>> }>;
  mergeIndex: (path: string, options?: Record<string, unknown>) => Promise<void>;
  filters: () => Promise<Record<string, Record<string, number>>>;
  destroy: () => Promise<void>;
}

/**
 * Loads the built Pagefind bundle of a language in Node, fetching its index from the served site.
 * Outside a browser it runs on the main thread and, finding no `<html lang>`, opens the bundle's only language.
 * @example const es = await loadBundle('es', inject('baseURL')); await es.search('reaccion')
 */
export async function loadBundle(lang: string, baseURL: string): Promise<PagefindInstance> {
  const module = (await import(pathToFileURL(join(DIST, bundlePath(lang), 'pagefind.js')).href)) as {
    createInstance: (options: Record<string, unknown>) => PagefindInstance;
  };
  // Results keep site-relative URLs, as in the browser, rather than the served origin.
  return module.createInstance({ basePath: `${baseURL}${bundlePath(lang)}`, baseUrl: '/' });
}

/** Queries as players type them, each with the clause that must be among the first three results. */
export const EXPECTED_CLAUSES = [
  { lang: 'es', query: 'reaccion', clause: '/es/ocs/reaction-phase/#reaction-phase' },
  { lang: 'es', query: 'liberar reserva', clause: '/es/ocs/reaction-phase/#releasing-units' },
  { lang: 'es', query: 'arrollamiento', clause: '/es/ocs/reaction-phase/#released-reaction' },
  { lang: 'es', query: 'desorganizado', clause: '/es/ocs/combat-table/#legend-dg' },
  { lang: 'es', query: 'explotacion', clause: '/es/ocs/combat-table/#legend-exploit' },
  { lang: 'ru', query: 'тактический марш', clause: '/ru/gdb/movement-phase/#8-5' },
  { lang: 'ru', query: 'генерал присоединился', clause: '/ru/gdb/movement-phase/#8-2-b' },
  { lang: 'ru', query: 'драгуны', clause: '/ru/gdb/movement-phase/#8-7-dragoons' },
  { lang: 'ru', query: 'перестроение', clause: '/ru/gdb/movement-phase/#8-8' },
  { lang: 'ru', query: '8.5', clause: '/ru/gdb/movement-phase/#8-5' },
  { lang: 'ru', query: '8.5 д', clause: '/ru/gdb/movement-phase/#8-5-e' },
] as const;
