/**
 * Pagefind's search API (`pagefind.js` of a language's bundle), loaded the first time a reader reaches
 * for search. It runs on the page's own thread: the index is small, and a worker would cost another
 * script. No UI of Pagefind's is loaded; the site lists the results itself (`results.ts`).
 */
import type { PagefindSearchResponse } from '../../lib/search/rank';
import { bundlePath } from '../../lib/site-paths';
import { pagefindQuery } from '../../lib/search/query';

/** Filters as Pagefind takes them (`{ game: ['ocs'] }`). */
export type SearchFilters = Record<string, string[]>;

/** A search over the bundles of some languages. */
export interface SearchEngine {
  /** Pagefind's answer for a term, with these filters. */
  search(term: string, filters?: SearchFilters): Promise<PagefindSearchResponse>;
  /** Fetches the index words a term will need, while the reader is still typing. */
  preload(term: string, filters?: SearchFilters): void;
  /**
   * Fetches the index of the language's commonest word before anything is typed. The index of texts
   * this size is one file: once it is here, typing fetches only the fragment of the first result.
   */
  warm(): void;
}

/** The part of a Pagefind instance (`createInstance`) the site calls. */
interface PagefindInstance {
  init(): Promise<void>;
  mergeIndex(path: string): Promise<void>;
  search(term: string, options?: { filters?: SearchFilters }): Promise<PagefindSearchResponse | null>;
  preload(term: string, options?: { filters?: SearchFilters }): Promise<void>;
}

interface PagefindModule {
  createInstance(options: { basePath: string; baseUrl: string; excerptLength: number; noWorker: boolean }): PagefindInstance;
}

/** The commonest word of each language's texts: the part of the index it is in is loaded first. */
const COMMONEST_WORD: Record<string, string> = { es: 'de', ru: 'и', en: 'the' };

/** How many words of context an excerpt has. */
const EXCERPT_WORDS = 24;

const engines = new Map<string, Promise<SearchEngine>>();

/** Index and filter chunks that could not be fetched since the page loaded. */
let lostChunks = 0;
let watchingChunks = false;

/**
 * Counts the index and filter chunks that fail to arrive. Pagefind searches on without a chunk it could not fetch (and
 * asks for it again on the next search), so its answer reads as if the words were not in the texts; a search that lost
 * one is reported as failed instead (`searchEngine`).
 */
function watchChunkFetches(): void {
  if (watchingChunks) return;
  watchingChunks = true;
  const fetchOf = globalThis.fetch.bind(globalThis);
  globalThis.fetch = async (input, init) => {
    const chunk = /\.pf_(?:index|filter)(?:\?|$)/u.test(input instanceof Request ? input.url : String(input));
    try {
      const response = await fetchOf(input, init);
      if (chunk && !response.ok) lostChunks++;
      return response;
    } catch (error) {
      if (chunk) lostChunks++;
      throw error;
    }
  };
}

/**
 * The search over a language's bundle, with the other languages' bundles merged in when given; one per
 * set of languages and page. A failed load is tried again on the next call; so is a search that lost part of the index
 * on the way, which fails rather than answer with less.
 * @example const engine = await searchEngine(['es']); await engine.search('reserva')
 */
export function searchEngine(langs: readonly string[]): Promise<SearchEngine> {
  const key = langs.join(' ');
  let engine = engines.get(key);
  if (!engine) {
    engine = (async () => {
      watchChunkFetches();
      const [primary, ...others] = langs;
      if (!primary) throw new Error('searchEngine needs a language');
      // Built with the index, after the site's scripts are bundled: loaded from the built site, not bundled.
      const module = (await import(/* @vite-ignore */ `${bundlePath(primary)}pagefind.js`)) as PagefindModule;
      const pagefind = module.createInstance({ basePath: bundlePath(primary), baseUrl: '/', excerptLength: EXCERPT_WORDS, noWorker: true });
      await pagefind.init();
      for (const other of others) await pagefind.mergeIndex(bundlePath(other));
      return {
        search: async (term, filters = {}) => {
          const lost = lostChunks;
          const response = await pagefind.search(pagefindQuery(term), { filters });
          if (lostChunks > lost) throw new Error(`Part of the search index did not arrive for «${term}»`);
          return response ?? { results: [] };
        },
        preload: (term, filters = {}) => void pagefind.preload(pagefindQuery(term), { filters }).catch(() => undefined),
        warm: () => {
          const word = COMMONEST_WORD[primary];
          if (word) void pagefind.preload(word).catch(() => undefined);
        },
      };
    })();
    engine.catch(() => engines.delete(key));
    engines.set(key, engine);
  }
  return engine;
}
