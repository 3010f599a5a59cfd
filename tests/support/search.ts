import { pathToFileURL } from 'node:url';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundlePath } from '../../src/lib/search/paths';
import type { PagefindSearchResponse } from '../../src/lib/search/rank';
import { siteSearch, type SearchSource } from '../../src/lib/search/site-search';
import { searchListings, queryExtras } from '../../src/lib/search/listing';
import { GLOSSARY_SEARCH_FILE, type GlossarySearchTerm } from '../../src/lib/search/glossary';
import { termsNamedBy } from '../../src/lib/search/english';
import { namedRecords } from '../../src/lib/search/clause-name';
import { vocabularyPath, type SearchVocabulary } from '../../src/lib/search/vocabulary';
import type { ClauseRecord } from '../../src/lib/built-site';
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

/** What a query of the query set tests: words of the text, or a way players type otherwise. */
export type QueryKind = 'text' | 'typo' | 'english' | 'question' | 'spelling' | 'other-language' | 'partial' | 'number';

/** One query as a player types it, and the clause that must be among the first three results. */
export interface ExpectedQuery {
  lang: 'es' | 'ru';
  query: string;
  kind: QueryKind;
  /** The clause (`page#id`) expected in the top three. */
  clause: string;
}

const ES_OCS = '/es/ocs/reaction-phase/#';
const ES_CT = '/es/ocs/combat-table/#';
const ES_GDB = '/es/gdb/movement-phase/#';
const RU_OCS = '/ru/ocs/reaction-phase/#';
const RU_CT = '/ru/ocs/combat-table/#';
const RU_GDB = '/ru/gdb/movement-phase/#';

const q = (lang: 'es' | 'ru', kind: QueryKind, query: string, clause: string): ExpectedQuery => ({ lang, kind, query, clause });

/**
 * The query set: queries in Spanish and Russian as players type them (the words of the text, typos,
 * English rules terms, questions, other spellings of fractions and distances, the other site
 * language's terms, partial matches), each with the clause a player wants among the first three.
 */
export const QUERY_SET: ExpectedQuery[] = [
  // Spanish: the words of the text.
  q('es', 'text', 'reaccion', `${ES_OCS}reaction-phase`),
  q('es', 'text', 'liberar reserva', `${ES_OCS}releasing-units`),
  q('es', 'text', 'arrollamiento', `${ES_OCS}released-reaction`),
  q('es', 'text', 'desorganizado', `${ES_CT}legend-dg`),
  q('es', 'text', 'explotacion', `${ES_CT}legend-exploit`),
  q('es', 'text', 'marcadores de reserva', `${ES_OCS}reserve-markers`),
  q('es', 'text', 'hexagono fortificado', `${ES_OCS}fortified-hexes`),
  q('es', 'text', 'ferrocarril', `${ES_OCS}no-rail-air-naval`),
  q('es', 'text', 'camiones organicos', `${ES_OCS}transport-points`),
  q('es', 'text', 'buques y aviones', `${ES_OCS}ships-and-aircraft`),
  q('es', 'text', 'marchas tacticas', `${ES_GDB}8-5`),
  q('es', 'text', 'dragones', `${ES_GDB}8-7-dragoons`),
  q('es', 'text', 'contacto de peana', `${ES_GDB}8-2-b`),
  q('es', 'text', 'test de formacion', `${ES_GDB}8-4-a`),
  q('es', 'text', 'artilleria austriaca', `${ES_GDB}8-7-austrian-horse-artillery`),
  q('es', 'text', 'iniciativa del general de brigada', `${ES_GDB}8-5-initiative`),
  q('es', 'text', 'el defensor puede ignorar', `${ES_CT}defender-may-ignore`),
  // Spanish: typos.
  q('es', 'typo', 'arrolamiento', `${ES_OCS}released-reaction`),
  q('es', 'typo', 'liberar reserba', `${ES_OCS}releasing-units`),
  q('es', 'typo', 'ferocarril', `${ES_OCS}no-rail-air-naval`),
  q('es', 'typo', 'desorganisado', `${ES_CT}legend-dg`),
  q('es', 'typo', 'hexagono fortificdo', `${ES_OCS}fortified-hexes`),
  q('es', 'typo', 'dragnes', `${ES_GDB}8-7-dragoons`),
  q('es', 'typo', 'hostigadoers', `${ES_GDB}8-5-b`),
  q('es', 'typo', 'marcadres de reserva', `${ES_OCS}reserve-markers`),
  q('es', 'typo', 'lanseros', `${ES_GDB}8-7-dragoons`),
  // Spanish: English rules terms.
  q('es', 'english', 'overrun', `${ES_OCS}released-reaction`),
  q('es', 'english', 'overruns', `${ES_OCS}released-reaction`),
  q('es', 'english', 'reserve mode', `${ES_OCS}reserve-mode`),
  q('es', 'english', 'exploitation', `${ES_CT}legend-exploit`),
  q('es', 'english', 'tactical march', `${ES_GDB}8-5`),
  q('es', 'english', 'skirmishers', `${ES_GDB}8-5-b`),
  q('es', 'english', 'hedgehog', `${ES_OCS}fortified-hexes`),
  q('es', 'english', 'zone of control', `${ES_OCS}reserve-and-zoc`),
  q('es', 'english', 'transport points', `${ES_OCS}transport-points`),
  q('es', 'english', 'limbered artillery', `${ES_GDB}8-5-b`),
  // Spanish: questions.
  q('es', 'question', '¿qué pasa si me arrollan en reserva?', `${ES_OCS}reserve-removed-when-attacked`),
  q('es', 'question', 'cuanto mueve la caballeria en marcha tactica', `${ES_GDB}8-5-d`),
  q('es', 'question', 'se puede usar el ferrocarril en reserva', `${ES_OCS}no-rail-air-naval`),
  q('es', 'question', 'como se libera una unidad de la reserva', `${ES_OCS}releasing-units`),
  q('es', 'question', 'cuantas brigadas pueden hacer marcha tactica', `${ES_GDB}8-5-commanders`),
  // Spanish: other spellings.
  q('es', 'spelling', 'mitad potencia de combate', `${ES_OCS}reserve-restrictions`),
  q('es', 'spelling', '½ capacidad de movimiento', `${ES_OCS}released-reaction`),
  q('es', 'spelling', '40cm', `${ES_GDB}8-5-d`),
  q('es', 'spelling', '30 cm', `${ES_GDB}8-5-c`),
  q('es', 'spelling', 'moverse media distancia maxima', `${ES_GDB}8-3-c`),
  // Spanish: the other language's terms, and partial matches.
  q('es', 'other-language', 'сминание', `${ES_OCS}released-reaction`),
  q('es', 'other-language', 'тактический марш', `${ES_GDB}8-5`),
  q('es', 'partial', 'reserva ferrocarril tanques', `${ES_OCS}no-rail-air-naval`),
  q('es', 'partial', 'dragones lanceros husares', `${ES_GDB}8-7-dragoons`),
  q('es', 'number', '8.5 д', `${ES_GDB}8-5-e`),

  // Russian: the words of the text.
  q('ru', 'text', 'тактический марш', `${RU_GDB}8-5`),
  q('ru', 'text', 'генерал присоединился', `${RU_GDB}8-2-b`),
  q('ru', 'text', 'драгуны', `${RU_GDB}8-7-dragoons`),
  q('ru', 'text', 'перестроение', `${RU_GDB}8-8`),
  q('ru', 'text', 'застрельщики', `${RU_GDB}8-5-b`),
  q('ru', 'text', 'базовый контакт', `${RU_GDB}8-2-b`),
  q('ru', 'text', 'режим резерва', `${RU_OCS}reserve-mode`),
  q('ru', 'text', 'маркеры резерва', `${RU_OCS}reserve-markers`),
  q('ru', 'text', 'железная дорога', `${RU_OCS}no-rail-air-naval`),
  q('ru', 'text', 'укреплённый гекс', `${RU_OCS}fortified-hexes`),
  q('ru', 'text', 'зона контроля', `${RU_OCS}reserve-and-zoc`),
  q('ru', 'text', 'органические грузовики', `${RU_OCS}transport-points`),
  q('ru', 'text', 'дезорганизованный', `${RU_CT}legend-dg`),
  q('ru', 'text', 'уланы', `${RU_GDB}8-7-dragoons`),
  q('ru', 'text', 'австрийская конная артиллерия', `${RU_GDB}8-7-austrian-horse-artillery`),
  q('ru', 'text', 'инициатива бригадного генерала', `${RU_GDB}8-5-initiative`),
  // Russian: typos.
  q('ru', 'typo', 'тактичиский марш', `${RU_GDB}8-5`),
  q('ru', 'typo', 'драгуни', `${RU_GDB}8-7-dragoons`),
  q('ru', 'typo', 'застрельшики', `${RU_GDB}8-5-b`),
  q('ru', 'typo', 'перестраение', `${RU_GDB}8-8`),
  q('ru', 'typo', 'режим резрва', `${RU_OCS}reserve-mode`),
  q('ru', 'typo', 'железная дорго', `${RU_OCS}no-rail-air-naval`),
  q('ru', 'typo', 'укрепленый гекс', `${RU_OCS}fortified-hexes`),
  q('ru', 'typo', 'австрийскя артиллерия', `${RU_GDB}8-7-austrian-horse-artillery`),
  // Russian: English rules terms.
  q('ru', 'english', 'overrun', `${RU_OCS}reserve-restrictions`),
  q('ru', 'english', 'exploits', `${RU_CT}legend-exploit`),
  q('ru', 'english', 'reserve mode', `${RU_OCS}reserve-mode`),
  q('ru', 'english', 'ZOC', `${RU_OCS}reserve-and-zoc`),
  q('ru', 'english', 'DG', `${RU_CT}legend-dg`),
  q('ru', 'english', 'tactical march', `${RU_GDB}8-5`),
  q('ru', 'english', 'tactical marches', `${RU_GDB}8-5`),
  q('ru', 'english', 'skirmishers', `${RU_GDB}8-5-b`),
  q('ru', 'english', 'formation change', `${RU_GDB}8-8`),
  q('ru', 'english', 'hedgehogs', `${RU_OCS}fortified-hexes`),
  // Russian: questions.
  q('ru', 'question', 'сколько может пройти кавалерия тактическим маршем', `${RU_GDB}8-6`),
  q('ru', 'question', 'может ли резерв пользоваться железной дорогой', `${RU_OCS}no-rail-air-naval`),
  q('ru', 'question', 'что будет если атаковали резерв', `${RU_OCS}reserve-removed-when-attacked`),
  q('ru', 'question', 'когда заканчивается тактический марш', `${RU_GDB}8-5-e`),
  q('ru', 'question', 'сколько бригад могут совершать марш', `${RU_GDB}8-5-commanders`),
  // Russian: other spellings.
  q('ru', 'spelling', 'половина запаса движения', `${RU_OCS}released-reaction`),
  q('ru', 'spelling', '40 см', `${RU_GDB}8-5-d`),
  q('ru', 'spelling', '40 cm', `${RU_GDB}8-5-d`),
  q('ru', 'spelling', '30см', `${RU_GDB}8-5-c`),
  q('ru', 'spelling', '½ боевой силы', `${RU_OCS}reserve-restrictions`),
  // Russian: the other language's terms, and partial matches.
  q('ru', 'other-language', 'arrollamiento', `${RU_OCS}reserve-restrictions`),
  q('ru', 'other-language', 'modo reserva', `${RU_OCS}reserve-mode`),
  q('ru', 'other-language', 'hostigadores', `${RU_GDB}8-5-b`),
  q('ru', 'partial', 'драгуны уланы гусары', `${RU_GDB}8-7-dragoons`),
  q('ru', 'partial', 'резерв железная дорога танки', `${RU_OCS}no-rail-air-naval`),
  q('ru', 'number', '8.5 д', `${RU_GDB}8-5-e`),
];

/**
 * A node search source for a language: the built bundle (served), its vocabulary and the glossary
 * forms read from dist/. It counts the vocabulary fetches, as the browser would make them.
 * @example const source = await bundleSource('es', baseURL)
 */
export async function bundleSource(lang: 'es' | 'ru', baseURL: string): Promise<SearchSource & { bundle: PagefindInstance; vocabularyLoads: number }> {
  const bundle = await loadBundle(lang, baseURL);
  const glossary = JSON.parse(readFileSync(join(DIST, GLOSSARY_SEARCH_FILE), 'utf8')) as GlossarySearchTerm[];
  const source = {
    lang,
    bundle,
    vocabularyLoads: 0,
    search: (query: string) => bundle.search(query),
    vocabulary: async () => {
      source.vocabularyLoads++;
      return JSON.parse(readFileSync(join(DIST, vocabularyPath(lang)), 'utf8')) as SearchVocabulary;
    },
    glossary: async () => glossary,
  };
  return source;
}

/**
 * The clause URLs the site lists for a query, in order (glossary entries and tool links left out):
 * a clause number from `clauses.json`, else the site's search.
 * @example (await listedClauses(source, '8.5 д', records))[0] // '/ru/gdb/movement-phase/#8-5-e'
 */
export async function listedClauses(source: SearchSource, query: string, records: readonly ClauseRecord[]): Promise<string[]> {
  const glossary = await source.glossary();
  records = namedRecords(records);
  const typed = queryExtras(query, records, [source.lang], source.lang, glossary);
  if (typed.numbered.length > 0) return searchListings([], typed).flatMap((listing) => (listing.kind === 'clause' ? [listing.url] : []));
  const result = await siteSearch(query, source);
  // As in the browser: a query not answered as typed also names terms by their English inflections.
  const extras = result.mode === 'exact' ? typed : queryExtras(query, records, [source.lang], source.lang, glossary, termsNamedBy);
  return searchListings(result.hits, extras).flatMap((listing) => (listing.kind === 'clause' ? [listing.url] : []));
}

/**
 * Runs the query set and says how many found their clause in the top three, and which missed.
 * @example const { found, total, misses } = await runQuerySet(sources, records)
 */
export async function runQuerySet(sources: Record<'es' | 'ru', SearchSource>, records: readonly ClauseRecord[], set: readonly ExpectedQuery[] = QUERY_SET) {
  const misses: (ExpectedQuery & { top: string[] })[] = [];
  for (const expected of set) {
    const top = (await listedClauses(sources[expected.lang], expected.query, records)).slice(0, 3);
    if (!top.includes(expected.clause)) misses.push({ ...expected, top });
  }
  return { total: set.length, found: set.length - misses.length, misses };
}
