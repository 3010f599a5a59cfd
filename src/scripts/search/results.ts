/**
 * `<rules-search-results>`: the results of a Component UI instance, clause by clause. It registers
 * with the instance as its results component (so `↓` in a Pagefind input lands here, and the
 * instance leaves announcements to it), ranks the clauses of Pagefind's page results, and puts a
 * clause typed by number, or the explainer of a typed combat result, first.
 */
import type { TFunction } from 'i18next';
import type { SearchClientConfig } from '../../lib/search/client-config';
import { clauseHitsOf, type PagefindSearchResponse } from '../../lib/search/rank';
import { needsClauseRecords, searchListings, type Listing, type QueryExtras } from '../../lib/search/listing';
import type { SiteSearchResult } from '../../lib/search/site-search';
import { answeredAsTyped } from '../../lib/search/spellings';
import { combatCodeOfQuery } from '../../lib/search/result-code';
import type { ComponentInstance } from './pagefind-components';
import { loadQueryExtras } from './extras';

/** What the results need from their page: its configuration, its strings, and how they are shown. */
export interface ResultsOptions {
  config: SearchClientConfig;
  t: TFunction<'search'>;
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
  /** Whether the reader asked for the words exactly as typed (`exact=1`). */
  exactOnly?: () => boolean;
}

let nextId = 0;

/** A small label on a result (its language, or that it is a translation). */
function tag(text: string, lang?: string): HTMLSpanElement {
  const span = document.createElement('span');
  span.className = 'search-hit-tag';
  if (lang) span.lang = lang;
  span.textContent = text;
  return span;
}

/** The results element; its owner calls `setup` once, then `attach` to the instance it searches with. */
export class SearchResults extends HTMLElement {
  private options?: ResultsOptions;
  private instance?: ComponentInstance;
  private langs: readonly string[] = [];
  private statusEl = document.createElement('p');
  private readingEl = document.createElement('p');
  private listEl = document.createElement('ol');
  private moreEl = document.createElement('p');
  private renderToken = 0;
  /** The forgiving search, once a query has needed it: it also says how such a query was read. */
  private forgiving?: typeof import('./forgiving');
  private readonly idPrefix = `search-hit-${++nextId}`;

  /** Sets the results up once; later calls are ignored. */
  setup(options: ResultsOptions): void {
    if (this.options) return;
    this.options = options;
    this.statusEl.className = 'search-status';
    this.statusEl.setAttribute('role', 'status');
    this.listEl.className = 'search-hits';
    this.listEl.setAttribute('aria-label', options.t('panel.label'));
    this.moreEl.className = 'search-more';
    this.moreEl.hidden = true;
    this.readingEl.className = 'search-reading';
    this.readingEl.hidden = true;
    this.replaceChildren(this.statusEl, this.readingEl, this.listEl, this.moreEl);
    this.addEventListener('keydown', (event) => this.onKeydown(event));
  }

  /** Shows the results of this instance (searching these languages), from now on. */
  attach(instance: ComponentInstance, langs: readonly string[]): void {
    this.instance = instance;
    this.langs = langs;
    instance.registerResults(this, { keyboardNavigation: true, announcements: true });
    instance.on('loading', () => this.instance === instance && this.listEl.setAttribute('aria-busy', 'true'), this);
    instance.on('results', (response) => this.instance === instance && void this.show(instance.searchTerm, response), this);
    instance.on('error', () => this.instance === instance && this.showError(), this);
  }

  /** Empties the results (the field was cleared). */
  clear(): void {
    this.renderToken++;
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
    this.listEl.removeAttribute('aria-busy');
    this.listEl.replaceChildren();
    this.moreEl.hidden = true;
    this.readingEl.hidden = true;
    this.statusEl.textContent = this.options?.t('status.error') ?? '';
  }

  private async show(query: string, response: PagefindSearchResponse): Promise<void> {
    const token = ++this.renderToken;
    const options = this.options;
    if (!options) return;
    if (!query.trim()) {
      this.clear();
      return;
    }
    const instance = this.instance;
    // A clause number or a combat result is answered as typed; so is a search the reader asked to be exact.
    const exactOnly = !instance?.__pagefind__ || options.exactOnly?.() === true || needsClauseRecords(query) || combatCodeOfQuery(query) !== null;
    let result: SiteSearchResult;
    let extras: QueryExtras;
    try {
      const [hits, typedExtras] = await Promise.all([clauseHitsOf(query, response), loadQueryExtras(query, this.langs, options.config.lang)]);
      if (exactOnly || answeredAsTyped(query, hits)) {
        result = { mode: 'exact', hits, corrections: [], notFound: [], concepts: [] };
        extras = typedExtras;
      } else {
        // Only a query not answered as typed loads the forgiving search and the vocabulary.
        const forgiving = await import('./forgiving');
        this.forgiving = forgiving;
        [result, extras] = await Promise.all([
          forgiving.searchForgivingly(query, instance!, options.config.lang),
          loadQueryExtras(query, this.langs, options.config.lang, forgiving.termsNamedBy),
        ]);
      }
    } catch {
      if (token === this.renderToken) this.showError();
      return;
    }
    if (token !== this.renderToken) return;
    this.render(query, result, extras, options);
  }

  private render(query: string, result: SiteSearchResult, extras: QueryExtras, options: ResultsOptions): void {
    const { t } = options;
    const listings = searchListings(result.hits, extras);
    const total = listings.filter((listing) => listing.kind === 'clause').length;
    const shown = options.limit === undefined ? listings : listings.slice(0, options.limit);
    this.listEl.replaceChildren(...shown.map((listing, index) => this.item(listing, index, options)));
    this.listEl.removeAttribute('aria-busy');

    const notes: string[] = [];
    if (extras.missingNumber) notes.push(t('hit.missingNumber', { query }));
    notes.push(total === 0 ? t('status.none', { query }) : t('status.found', { count: total, query }));
    this.statusEl.textContent = notes.join(' ');
    const reading = result.mode === 'forgiving' && this.forgiving ? this.forgiving.readingOf(query, result, total > 0, options) : [];
    this.readingEl.replaceChildren(...reading);
    this.readingEl.hidden = reading.length === 0;

    const more = options.moreHref && shown.length < listings.length ? options.moreHref(query) : undefined;
    this.moreEl.hidden = more === undefined;
    if (more) {
      const link = document.createElement('a');
      link.href = more;
      link.textContent = t('panel.all');
      this.moreEl.replaceChildren(link);
    }
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
