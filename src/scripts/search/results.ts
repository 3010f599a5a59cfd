/**
 * `<rules-search-results>`: the results of a search, clause by clause. It ranks the clauses of
 * Pagefind's page results as their fragments arrive: the first results show as soon as the first
 * page that answers the query is loaded, and the other pages load, below them, when the end of the list scrolls
 * into view. A clause typed by number, or the explainer of a typed combat result, comes first.
 */
import type { SearchClientConfig } from '../../lib/search/client-config';
import { clauseHitsOfPages, type ClauseHit, type PagefindPage, type PagefindSearchResponse } from '../../lib/search/rank';
import { extrasWithin, keepShownFirst, listingKey, needsClauseRecords, searchListings, type Listing, type QueryExtras } from '../../lib/search/listing';
import type { SiteSearchResult } from '../../lib/search/site-search';
import { answeredAsTyped } from '../../lib/search/spellings';
import { codeSearchWords, combatCodeOfQuery } from '../../lib/search/result-code';
import type { SearchTranslate } from '../../lib/search/translate';
import { loadQueryExtras } from './extras';

/** Pagefind's search of one term, with whatever filters the page applies. */
export type Searcher = (term: string) => Promise<PagefindSearchResponse>;

/** What the results need from their page: its configuration, its strings, and how they are shown. */
export interface ResultsOptions {
  config: SearchClientConfig;
  t: SearchTranslate;
  /** At most this many clause results (the header panel); the rest are behind `moreHref`. */
  limit?: number;
  /** Where all results of a query are (the search page), for a link after a cut list. */
  moreHref?: (query: string) => string;
  /** Called on `Esc` and on `↑` from the first result: the owner puts focus back in its field. */
  returnFocus?: (reason: 'escape' | 'up') => void;
  /** Say how to search while the field is empty (the search page; the header panel is closed then). */
  showIdle?: boolean;
  /** Where a query is searched exactly as typed (the link after "showing results for …"). */
  exactHref: (query: string) => string;
  /** Where a query that finds nothing is searched in the texts of every language (the search page, unless it already is). */
  widerHref?: (query: string) => string | undefined;
  /** Whether the reader asked for the words exactly as typed (`exact=1`). */
  exactOnly?: () => boolean;
}

let nextId = 0;

/** How long a search runs before its results' status says it is searching. */
const SEARCHING_NOTE_MS = 400;

/** Resolves once the browser has painted what the page shows now (the frame after this one has begun). */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** A small label on a result (its language, or that it is a translation). */
function tag(text: string, lang?: string): HTMLSpanElement {
  const span = document.createElement('span');
  span.className = 'search-hit-tag';
  if (lang) span.lang = lang;
  span.textContent = text;
  return span;
}

/** The page results of one search, their fragments loaded in Pagefind's order, a few at a time. */
class ResultPages {
  private readonly loaded: PagefindPage[] = [];
  private readonly pending: PagefindSearchResponse['results'];

  constructor(
    private readonly query: string,
    response: PagefindSearchResponse,
    private readonly stopWords: ReadonlySet<string>,
  ) {
    this.pending = [...response.results];
  }

  /** Pages taken off `pending` whose data has not arrived yet. */
  private arriving = 0;

  /** Whether every page is loaded: none waiting, none on its way (a list drawn meanwhile is not the whole list). */
  get complete(): boolean {
    return this.pending.length === 0 && this.arriving === 0;
  }

  /** Whether some page is still to be asked for (the list's end, or its button, asks). */
  get waiting(): boolean {
    return this.pending.length > 0;
  }

  /** Loads the next `count` pages; returns the clauses of every page loaded so far, ranked together. */
  async load(count: number): Promise<ClauseHit[]> {
    const batch = this.pending.splice(0, count);
    this.arriving += batch.length;
    try {
      this.loaded.push(...(await Promise.all(batch.map(async (result) => ({ score: result.score, data: await result.data() })))));
    } catch (error) {
      // Pages that did not arrive are still to load: the list stays partial, and says so, until they do.
      this.pending.unshift(...batch);
      throw error;
    } finally {
      this.arriving -= batch.length;
    }
    return clauseHitsOfPages(this.query, this.loaded, this.stopWords);
  }
}

/** A search as listed: what is known of its results so far, and how many loads are still under way. */
interface Listed {
  token: number;
  query: string;
  result: SiteSearchResult;
  extras: QueryExtras;
  /** The page results, for a query answered as typed (the rest load as the list's end comes into view). */
  pages?: ResultPages;
  loading: number;
  /** What the list showed, in its order, when the reader scrolled to its end for more: it stays first, as it was. */
  kept?: string[];
  /** What the list shows now, in its order. */
  showing?: string[];
  /** The last load of more results failed: the list says so, and loads more only when asked (its button). */
  restFailed?: boolean;
}

/** The results element; its owner calls `setup` once, then `search` for each query. */
export class SearchResults extends HTMLElement {
  private options?: ResultsOptions;
  private statusEl = document.createElement('p');
  private readingEl = document.createElement('p');
  private listEl = document.createElement('ol');
  /** Just after the list: when it scrolls into view, the next page of results loads. */
  private restEl = document.createElement('div');
  private moreEl = document.createElement('p');
  private renderToken = 0;
  /** The clauses the status line last counted: the panel may show only its first few. */
  private clausesFound = 0;
  /** The last search whose results (or failure) are listed: until then, a slow one says it is searching. */
  private answeredToken = 0;
  private restObserver?: IntersectionObserver;
  /** The forgiving search, once a query has needed it: it also says how such a query was read. */
  private forgiving?: typeof import('./forgiving');
  private readonly idPrefix = `search-hit-${++nextId}`;
  /** The stop words of the configuration, made a set once. */
  private stopWords?: ReadonlySet<string>;
  /** The filters of the search listed: the clauses of the terms it names, and those its number names, keep to them too. */
  private filters: Readonly<Record<string, readonly string[]>> = {};

  /** Sets the results up once; later calls are ignored. */
  setup(options: ResultsOptions): void {
    if (this.options) return;
    this.options = options;
    this.statusEl.className = 'search-status';
    this.statusEl.setAttribute('role', 'status');
    this.listEl.className = 'search-hits';
    this.listEl.setAttribute('aria-label', options.t('panel.label'));
    this.restEl.className = 'search-rest';
    this.restEl.hidden = true;
    // The rest also loads on request: a reader who does not scroll (or cannot) is not left with part of the list.
    const loadRest = document.createElement('button');
    loadRest.type = 'button';
    loadRest.className = 'search-rest-button';
    loadRest.dataset.loadRest = '';
    this.restEl.append(loadRest);
    this.moreEl.className = 'search-more';
    this.moreEl.hidden = true;
    this.readingEl.className = 'search-reading';
    this.readingEl.hidden = true;
    this.replaceChildren(this.statusEl, this.readingEl, this.listEl, this.restEl, this.moreEl);
    this.addEventListener('keydown', (event) => this.onKeydown(event));
    for (const event of ['online', 'offline']) window.addEventListener(event, () => void this.markUnsaved());
  }

  /** Empties the results (the field was cleared). */
  clear(): void {
    this.renderToken++;
    this.stopWatchingRest();
    this.listEl.replaceChildren();
    this.listEl.removeAttribute('aria-busy');
    this.moreEl.hidden = true;
    this.readingEl.hidden = true;
    this.statusEl.textContent = this.options?.showIdle ? this.options.t('status.idle') : '';
  }

  /** Focuses the first result link, if any; returns whether it did. */
  focusFirst(): boolean {
    const first = this.links()[0];
    first?.focus();
    return first !== undefined;
  }

  private links(): HTMLAnchorElement[] {
    return [...this.querySelectorAll<HTMLAnchorElement>('a[href]')];
  }

  private onKeydown(event: KeyboardEvent): void {
    const link = (event.target as Element | null)?.closest('a');
    if (event.key === 'Escape') {
      event.preventDefault();
      this.options?.returnFocus?.('escape');
      return;
    }
    if (!link || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    event.preventDefault();
    const links = this.links();
    const at = links.indexOf(link);
    const next = links[at + (event.key === 'ArrowDown' ? 1 : -1)];
    if (next) next.focus();
    else if (event.key === 'ArrowUp') this.options?.returnFocus?.('up');
  }

  /** Says that search is unavailable. */
  showError(): void {
    this.renderToken++;
    this.stopWatchingRest();
    this.listEl.removeAttribute('aria-busy');
    this.listEl.replaceChildren();
    this.moreEl.hidden = true;
    this.readingEl.hidden = true;
    this.statusEl.textContent = this.options?.t('status.error') ?? '';
  }

  /**
   * Searches a query in these languages and lists its results, within the reader's filters (those `search` applies
   * to Pagefind); a newer search supersedes it.
   * @example await results.search('reserva', (term) => engine.search(term), ['es'])
   */
  async search(query: string, search: Searcher, langs: readonly string[], filters: Readonly<Record<string, readonly string[]>> = {}): Promise<void> {
    const token = ++this.renderToken;
    this.filters = filters;
    this.stopWatchingRest();
    const options = this.options;
    if (!options) return;
    if (!query.trim()) {
      this.clear();
      return;
    }
    this.listEl.setAttribute('aria-busy', 'true');
    // A search that takes a while (a slow connection) says so, instead of the hint to type or an empty panel; a quick
    // one goes straight to its results, with no note flashing by.
    setTimeout(() => {
      if (token === this.renderToken && this.answeredToken !== token) this.statusEl.textContent = options.t('status.searching', { query });
    }, SEARCHING_NOTE_MS);
    const lang = options.config.lang;
    // A clause number or a combat result is answered as typed; so is a search the reader asked to be exact.
    const code = combatCodeOfQuery(query);
    const exactOnly = options.exactOnly?.() === true || needsClauseRecords(query) || code !== null;
    try {
      const extrasLoading = loadQueryExtras(query, langs, lang);
      // A combat result is searched as the texts write its parts: «e4» is the «Ae4» of their examples, «DL2o3DG» their
      // «DL2o3» and «DG».
      const searched = code === null ? query : codeSearchWords(code);
      const pages = new ResultPages(searched, await search(searched), (this.stopWords ??= new Set(options.config.stopWords)));
      // The first page with a clause is enough to list a query answered as typed; only one that is
      // not needs every page before the forgiving search is called for.
      let hits = await pages.load(1);
      while (hits.length === 0 && !pages.complete) hits = await pages.load(1);
      if (!exactOnly && !answeredAsTyped(query, hits) && !pages.complete) {
        // Most likely a query for the forgiving search: its code and vocabulary load meanwhile.
        void import('./forgiving').then((forgiving) => forgiving.prefetchVocabulary(lang), () => undefined);
        hits = await pages.load(Number.POSITIVE_INFINITY);
      }
      if (exactOnly || answeredAsTyped(query, hits)) {
        const { now, complete } = await extrasLoading;
        if (token !== this.renderToken) return;
        const listed: Listed = { token, query, result: { mode: 'exact', hits, corrections: [], notFound: [], concepts: [] }, extras: now, pages, loading: complete ? 1 : 0 };
        this.render(listed, options);
        // The clauses that use a term the query names join the list when they arrive: fetched once the first results
        // are on screen, so that they never compete with them.
        (complete ? afterPaint().then(complete) : undefined)?.then(
          (extras) => Object.assign(listed, { extras }),
          () => undefined,
        ).finally(() => {
          listed.loading--;
          if (token === this.renderToken) this.render(listed, options);
        });
        return;
      }
      // Only a query not answered as typed loads the forgiving search and the vocabulary.
      const forgiving = await import('./forgiving');
      this.forgiving = forgiving;
      const extrasOf = (words: string) => loadQueryExtras(words, langs, lang, forgiving.termsNamedBy).then(({ now, complete }) => complete?.() ?? now);
      const [result, typed] = await Promise.all([forgiving.searchForgivingly(query, search, lang), extrasOf(query)]);
      // A query read with a typo corrected («reserba») names the terms its corrected reading names («reserva»).
      const corrected = 'correctedQuery' in result && result.correctedQuery && !typed.terms?.length ? await extrasOf(result.correctedQuery) : undefined;
      const extras = corrected?.terms ? { ...typed, terms: corrected.terms } : typed;
      if (token !== this.renderToken) return;
      this.render({ token, query, result, extras, loading: 0 }, options);
    } catch {
      if (token === this.renderToken) this.showError();
    }
  }

  /** Loads the next page of results when the end of the list is in view, now or once scrolled to. */
  private watchRest(listed: Listed, pages: ResultPages, options: ResultsOptions): void {
    this.restEl.hidden = false;
    const button = this.restEl.querySelector<HTMLButtonElement>('[data-load-rest]')!;
    button.textContent = options.t('status.loadRest');
    // Scrolling brings the next page of results; the button, all the rest at once.
    // Results the reader asked for by scrolling or by the button go below what is listed; those that load while the
    // whole list is still in view, before the reader has moved, take their rank in it.
    const loadNext = async (count = 1, asked = true) => {
      if (asked || listed.kept) listed.kept = listed.showing;
      // The button goes as the results come: the focus it had stays in the list, below the results it had, on the first
      // one it brought, or else on the last.
      const focused = this.restEl.contains(document.activeElement);
      const before = new Set(this.links().map((link) => link.getAttribute('href')));
      this.stopWatchingRest();
      listed.loading++;
      this.listEl.setAttribute('aria-busy', 'true');
      try {
        const hits = await pages.load(count);
        listed.result = { ...listed.result, hits };
        listed.restFailed = false;
      } catch {
        // The pages listed stay listed, and the list says the rest did not come.
        listed.restFailed = true;
      }
      listed.loading--;
      if (listed.token !== this.renderToken) return;
      this.render(listed, options);
      if (focused) (this.links().find((link) => !before.has(link.getAttribute('href'))) ?? this.links().at(-1))?.focus();
    };
    button.onclick = () => void loadNext(Number.POSITIVE_INFINITY);
    // Reached by the keyboard, the button scrolls into view: it waits to be pressed rather than vanish under the focus.
    const byKeyboard = () => this.restEl.contains(document.activeElement);
    // After a failed load, only the button tries again: a list end in view would otherwise ask again and again.
    if (listed.restFailed) return;
    if (this.restInView() && !byKeyboard()) {
      void loadNext(1, false);
      return;
    }
    this.restObserver = new IntersectionObserver((entries) => {
      if (listed.token === this.renderToken && !byKeyboard() && entries.some((entry) => entry.isIntersecting)) void loadNext();
    });
    this.restObserver.observe(this.restEl);
  }

  private stopWatchingRest(): void {
    this.restObserver?.disconnect();
    this.restObserver = undefined;
    this.restEl.hidden = true;
  }

  /** Whether the end of the list is on screen (and inside the panel that scrolls it). */
  private restInView(): boolean {
    const rect = this.restEl.getBoundingClientRect();
    if (rect.width === 0 && rect.height === 0) return false;
    const box = this.closest('[data-search-panel]')?.getBoundingClientRect();
    return rect.top <= Math.min(innerHeight, box?.bottom ?? innerHeight) && rect.bottom >= Math.max(0, box?.top ?? 0);
  }

  /** Lists what is known of a search's results; more pages or a term's clauses may follow. */
  private render(listed: Listed, options: ResultsOptions): void {
    const { query, result, pages } = listed;
    this.answeredToken = listed.token;
    // What the query names by number or as a term, kept to the reader's filters as the word matches are.
    const extras = extrasWithin(listed.extras, this.filters);
    const { t } = options;
    this.stopWatchingRest();
    const ranked = searchListings(result.hits, extras);
    const listings = listed.kept ? keepShownFirst(ranked, listed.kept) : ranked;
    const clauses = listings.filter((listing) => listing.kind === 'clause');
    const total = clauses.length;
    const shown = options.limit === undefined ? listings : listings.slice(0, options.limit);
    // A list ranked again as pages arrive keeps the reader's place: the link in focus stays in focus.
    const focused = this.contains(document.activeElement) ? document.activeElement?.getAttribute('href') : null;
    this.listEl.replaceChildren(...shown.map((listing, index) => this.item(listing, index, options)));
    listed.showing = shown.map(listingKey);
    if (focused) this.links().find((link) => link.getAttribute('href') === focused)?.focus();
    if (listed.loading > 0) this.listEl.setAttribute('aria-busy', 'true');
    else this.listEl.removeAttribute('aria-busy');

    const notes: string[] = [];
    if (extras.ruleNumber) notes.push(t('hit.ruleNumber', { number: extras.ruleNumber }));
    else if (extras.missingNumber) notes.push(t('hit.missingNumber', { number: extras.missingNumber }));
    else if (extras.numberFiltered) notes.push(t('hit.numberFiltered', { label: extras.numberFiltered }));
    const rest = pages !== undefined && !pages.complete && extras.numbered.length === 0 && extras.numberFiltered === undefined;
    // While documents with results are still to load, the count is what is listed so far, and says so.
    // A panel that shows only its first few says where the rest are, not that they load below.
    const soFar = options.limit === undefined ? 'status.foundSoFar' : 'status.foundSoFarElsewhere';
    const found = rest ? t(listed.restFailed ? 'status.foundSoFarFailed' : soFar, { count: total, query }) : t('status.found', { count: total, query });
    // A number no clause has is said once, by that note: «try another word» and the other languages' texts (which
    // number their clauses alike) would not help.
    const numberNoted = extras.ruleNumber !== undefined || extras.missingNumber !== undefined || extras.numberFiltered !== undefined;
    // A result that no clause cites lists only its codes' legends: the explainer reads it, and that is what is said.
    const legendsOnly = extras.combat !== undefined && clauses.every((clause) => extras.legends?.some((legend) => legend.url === clause.url));
    if ((total > 0 && !legendsOnly) || rest) notes.push(found);
    else if (extras.combat && !numberNoted) notes.push(t('hit.combatOnly'));
    else if (!numberNoted) notes.push(t('status.none', { query }));
    this.statusEl.textContent = notes.join(' ');
    this.clausesFound = total;
    const reading = result.mode === 'forgiving' && this.forgiving ? this.forgiving.readingOf(query, result, clauses.map((clause) => clause.url), options) : [];
    this.readingEl.replaceChildren(...reading);
    this.readingEl.hidden = reading.length === 0;

    const more = options.moreHref && (shown.length < listings.length || rest) ? options.moreHref(query) : undefined;
    // A query in one language's words finds nothing in the other's texts: say where it would (a language switch from a
    // search carries its query over).
    const wider = more === undefined && total === 0 && listed.loading === 0 && !numberNoted && !extras.combat ? options.widerHref?.(query) : undefined;
    this.moreEl.hidden = more === undefined && wider === undefined;
    if (more ?? wider) {
      const link = document.createElement('a');
      link.href = (more ?? wider)!;
      link.textContent = more ? t('panel.all') : t('status.otherLanguages', { query });
      this.moreEl.replaceChildren(link);
    }
    // The header panel lists only its first few: more pages are loaded only to fill it.
    if (rest && pages.waiting && shown.length === listings.length) this.watchRest(listed, pages, options);
    void this.markUnsaved();
  }

  /**
   * Offline, tags each result whose page the saved copy does not hold, and says how many there are: following one
   * opens only the browser's error page. They stay listed, where they rank: their excerpts come from the saved search
   * index and can be read, and a reader who sees them knows the rule exists in the other game or language. Online,
   * every link opens, and the tags go.
   */
  private async markUnsaved(): Promise<void> {
    const options = this.options;
    if (!options) return;
    // Whether the marks match the list shown, for whoever waits on them.
    this.dataset.offlineChecked = 'false';
    const links = [...this.listEl.querySelectorAll<HTMLAnchorElement>(':scope > .search-hit > a[href]')];
    let saved: boolean[];
    try {
      // The cache lookup loads only offline: online, no page pays for it.
      saved = navigator.onLine || !('caches' in window)
        ? links.map(() => true)
        : await (await import('./offline-marks')).savedInOfflineCopy(links.map((link) => link.href));
    } catch {
      // Storage that cannot be read says nothing either way: no result is marked.
      saved = links.map(() => true);
    }
    // A newer listing marks itself.
    if (links.some((link) => !link.isConnected)) return;
    links.forEach((link, index) => {
      const previous = link.querySelector('[data-offline-unsaved]');
      // A box of tags that held only this one goes with it.
      if (previous?.parentElement?.childElementCount === 1) previous.parentElement.remove();
      else previous?.remove();
      if (saved[index]) return;
      let box = link.querySelector('.search-hit-tags');
      if (!box) {
        box = document.createElement('span');
        box.className = 'search-hit-tags';
        link.append(box);
      }
      const mark = tag(options.t('hit.notSaved'), options.config.lang);
      mark.dataset.offlineUnsaved = '';
      box.append(mark);
    });
    this.statusEl.querySelector('[data-offline-note]')?.remove();
    // Counted as the status line counts its results: clauses (a glossary entry or the explainer is marked, not counted).
    // A panel that shows only its first few counts among those, and says so: «6 on unsaved pages» under «10 results»
    // read as if the other 4 were saved.
    const unsaved = saved.filter((each, index) => !each && links[index]?.dataset.clause !== undefined).length;
    const shownClauses = links.filter((link) => link.dataset.clause !== undefined).length;
    if (unsaved > 0) {
      const note = document.createElement('span');
      note.dataset.offlineNote = '';
      const count = shownClauses < this.clausesFound ? options.t('status.notSavedShown', { count: unsaved, shown: shownClauses }) : options.t('status.notSaved', { count: unsaved });
      note.textContent = ` ${count}`;
      this.statusEl.append(note);
    }
    this.dataset.offlineChecked = 'true';
  }

  private item(listing: Listing, index: number, { config, t }: ResultsOptions): HTMLLIElement {
    const li = document.createElement('li');
    const link = document.createElement('a');
    if (listing.kind === 'combat') {
      li.className = 'search-hit search-hit-tool';
      link.href = listing.href;
      link.dataset.combatCode = listing.code;
      link.textContent = t('hit.combatCode', { code: listing.code });
      li.append(link);
      return li;
    }
    const term = listing.kind === 'term';
    li.className = term ? 'search-hit search-hit-term' : listing.byNumber ? 'search-hit search-hit-number' : 'search-hit';
    if (listing.lang !== config.lang) li.lang = listing.lang;
    link.href = listing.url;
    if (term) link.dataset.glossaryTerm = listing.url.split('#')[1] ?? '';
    else if (listing.id) link.dataset.clause = listing.id;
    const label = document.createElement('span');
    label.className = 'search-hit-label';
    label.textContent = !term && listing.byNumber ? t('hit.byNumber', { label: listing.label }) : listing.label;
    const doc = document.createElement('span');
    doc.className = 'search-hit-doc';
    doc.textContent = term ? t('hit.glossary') : listing.docTitle;
    if (term && listing.lang !== config.lang) doc.lang = config.lang;
    link.append(label, doc);

    const tags: HTMLSpanElement[] = [];
    if (listing.lang !== config.lang) tags.push(tag(config.languages.find((l) => l.lang === listing.lang)?.name ?? listing.lang));
    if (!term && !listing.original) tags.push(tag(t('hit.translation'), config.lang));
    if (tags.length > 0) {
      const box = document.createElement('span');
      box.className = 'search-hit-tags';
      box.append(...tags);
      link.append(box);
    }
    li.append(link);

    const text = document.createElement('p');
    text.className = 'search-hit-excerpt';
    text.id = `${this.idPrefix}-${index}`;
    // A named term shows what it is called elsewhere: in the English original and the other language.
    if (term) {
      listing.others.forEach((other, i) => {
        const name = document.createElement('span');
        name.lang = other.lang;
        name.textContent = other.text;
        text.append(...(i > 0 ? [' · '] : []), name);
      });
    }
    for (const segment of term ? [] : listing.excerpt) {
      if (segment.marked) {
        const mark = document.createElement('mark');
        mark.textContent = segment.text;
        text.append(mark);
      } else text.append(segment.text);
    }
    if (text.textContent) {
      link.setAttribute('aria-describedby', text.id);
      li.append(text);
    }
    const words = listing.kind === 'clause' ? this.forgiving?.heldWords(listing, t) : undefined;
    if (words) li.append(words);
    return li;
  }
}

if (!customElements.get('rules-search-results')) customElements.define('rules-search-results', SearchResults);
