/** The budgets `npm run bench` reports against (README, "Performance"), each as a pass/fail line, and the byte budgets the build tests keep. */
import type { PageKind } from './page-weight';

/** A document page transfers less than this before search is opened (60 kB). */
export const DOCUMENT_PAGE_BYTES = 60_000;
/** Lighthouse score every category must reach. */
export const LIGHTHOUSE_SCORE = 100;
/** Build time per page is "flat" when the larger corpus takes at most this much more per page. */
export const FLAT_GROWTH = 1.2;
/** Build CPU per clause of one long document is "flat" when the longest takes at most this much more per clause than the shortest. */
export const FLAT_CLAUSE_GROWTH = 1.5;

/**
 * Byte budgets the built site is tested against (`tests/build/byte-budgets.test.ts`): byte figures are
 * stable from build to build, so a regression fails a test; times are only ever compared in the bench.
 *
 * The gzip-compressed (level 9) HTML of each original document page, at most: the figures reached, each at or
 * under Starlight 0.42.4's page of the same text (`npm run bench -- --compare`: 8.0, 8.0 and 11.8 KiB).
 */
export const ORIGINAL_PAGE_HTML_GZIP: Readonly<Record<string, number>> = {
  // Since 2026-12-02 a note that reserves need not all be marked at the start of the phase (5.4) and one on the side
  // a unit shows as it enters Reserve Mode (5.7a): still 1.2 KiB under Starlight's 8.0 KiB.
  // Later that day «reserva» alone marks Reserve Mode, as the text uses it («Entrar en Reserva»): +3 bytes.
  // In a later session, new glossary entries mark their first uses (Barrage Segment, air transport): +11 bytes. Then
  // the header search's note, when its code cannot load, says to reload once online (a poor connection's review): +6.
  // In a third session of 2026-12-02 the table of contents' entries drop a class no style read (−28 bytes; 8 over what
  // that build measured, as the names of its assets, which the page links, change with their content).
  '/es/ocs/reaction-phase/': 6_850,
  // The note that the Exploit marker is involuntary (5.3, 9.10d), and the one naming the «=» and «....» its lists
  // leave out, are text the page must carry: 0.2 kB over the figure reached, still under Starlight's 8.0 KiB. The
  // first names since 2026-12-01 which units an e# without option marks (Action Rating, the cases of 9.13b): +50 bytes.
  // Since 2026-12-02 two more notes where the fan text reads against the series rules (a retreat's full distance,
  // 9.12; the defender's right, not duty, to ignore his option, 9.10c): +135 bytes, still 0.6 KiB under Starlight's.
  // Later that day the glossary's Retreat entry (9.12) marks its first use in ten clauses: +32 bytes.
  // In a later session, new glossary entries mark their first uses (Combat Phase, Surprise): +6 bytes. Then the tools'
  // place says they are loading, and what to do if they never come, while their script is on its way (a poor
  // connection's review): +26 bytes; the header search's note says to reload once online: +11 bytes.
  // In a third session of 2026-12-02 the table of contents' entries drop a class no style read (−34 bytes; 9 over what
  // that build measured, as the names of its assets change with their content).
  '/es/ocs/combat-table/': 7_680,
  // The figure reached, level with Starlight's page: the bench measured 12,095 bytes against its 12,085 on 2026-12-01
  // (a note in each machine-translated 8.7 paragraph, the tool's «not the chapter's text»), before the scale note was
  // cut by about 25 bytes. The bench's build carries the site's address, so its figure runs about 100 bytes under this one.
  // Since 2026-12-01 (later) the English words of three notes carry lang="en" for screen readers (+13 bytes), less the
  // 6 bytes saved by writing each clause's data-clause empty.
  // Since 2026-12-02 (a later session) the header search's note, when its code cannot load, asks for a reload: a
  // release removes the scripts of the one before, so the next keystroke alone cannot bring search back (+8 bytes).
  // Then the planner's place says it is loading, and what to do if it never comes, instead of only that it needs
  // JavaScript (a poor connection's review): +54 bytes; the header search's note says to reload once online: +11.
  // In a third session of 2026-12-02 the table of contents' entries drop a class no style read (−33 bytes, against the
  // 28 by which the bench last found it over Starlight's page: 12,142 to 12,114, then 12,098), and 8 bytes over what
  // that build measured, as the names of its assets, which the page links, change with their content.
  '/ru/gdb/movement-phase/': 12_240,
};

/**
 * The gzip-compressed CSS a page of each kind loads before the reader acts, at most (the heaviest page of the kind).
 * The clause link buttons' icon is drawn by the stylesheet of pages with the buttons (documents and clause
 * pages), about 0.27 kB once, instead of inline in every clause's HTML.
 */
// Since 2026-12-02 every page's base stylesheet marks, in forced colours, the element a link lands on (+20 bytes); the
// side-by-side view stops focus below its stuck headings (+50), the booklet keeps its table in its column on a wide
// screen (+80), and the combat table's focus ring and printed grid keep 3:1 (+20): a low-vision review.
// In a later session the base stylesheet shows a widget's loading note only where scripts run (+12 to +23 bytes).
// Then a long document's list of sections keeps each number inside its item (+2 to +6 bytes; a long-document review).
// In a third session of 2026-12-02, a print review: on paper a heading, a clause's label, a code or a list's title stays
// with what follows it, no button and no link to a screen-only list prints (+22 to +24 bytes, the base stylesheet's);
// the side-by-side view keeps a pair's label with its texts (+104 with the base's), and the Combat Table prints its
// details and the tool its situation (+54 to +80 with the base's).
// In a fourth session, the glossary prints each term with its definition, without its sections' lists of links (+30 bytes).
export const PAGE_CSS_GZIP: Readonly<Record<PageKind, number>> = {
  // The language picker links the whole site's base stylesheet (header search included), which every next page reuses.
  picker: 3_455,
  home: 3_775,
  document: 8_605,
  // With the rules texts' shared stylesheet, whose citation menu styles this page does not use (0.1 kB).
  parallel: 8_325,
  clause: 8_005,
  search: 4_080,
  tool: 6_600,
  'not-found': 3_550,
  other: 4_040,
};

/** Requests a page of each kind makes before the reader acts, at most: the page, its stylesheets, its scripts and their static imports. */
export const PAGE_REQUESTS: Readonly<Record<PageKind, number>> = {
  picker: 5,
  // The saved-copy record reader is a file of its own (0.3 kB), shared with the search's offline marks, loaded offline only.
  home: 8,
  document: 10,
  parallel: 9,
  clause: 9,
  // The clause-number reader is a file of its own (0.9 kB), shared with a document's landing of a link's fragment.
  search: 14,
  tool: 9,
  'not-found': 7,
  other: 6,
};

/**
 * Each widget's own stylesheet, which a page loads only when it has the widget (names as `widgetsOf` gives
 * them). The combat tools' styles (the tool's scoped by Astro, the official table's under its own classes) come
 * with the document that imports the tools (`tests/build/widget-styles.test.ts`); the pages that render that
 * document's text without the tools (its side-by-side view, the clause page that cuts it, the booklet) still link
 * them, so they are not listed here.
 */
export const WIDGET_STYLESHEETS: Readonly<Record<string, RegExp>> = {
  'tactical march': /^\/_astro\/march-planner\.[\w-]+\.css$/,
};

/** One budget's verdict; `pass` is null when the bench did not measure it this run. */
export interface BudgetVerdict {
  budget: string;
  pass: boolean | null;
  detail: string;
}

/**
 * Document pages: the gzip-compressed HTML, CSS and JS they load before search is opened stay under
 * {@link DOCUMENT_PAGE_BYTES}, and nothing of search (`/pagefind/`) is fetched before then.
 * @example documentWeight([{ path: '/es/ocs/x/', bytes: 41_000, fetched: ['/es/ocs/x/'] }]).pass // true
 */
export function documentWeight(pages: readonly { path: string; bytes: number; fetched: readonly string[] }[]): BudgetVerdict {
  const budget = `document page < ${DOCUMENT_PAGE_BYTES / 1000} kB (gzip HTML, CSS, JS) before search is opened`;
  if (pages.length === 0) return { budget, pass: null, detail: 'no document page measured' };
  const heaviest = pages.reduce((max, page) => (page.bytes > max.bytes ? page : max));
  const over = pages.filter((page) => page.bytes >= DOCUMENT_PAGE_BYTES).map((page) => `${page.path} ${(page.bytes / 1000).toFixed(1)} kB`);
  const early = pages.filter((page) => page.fetched.some((path) => path.startsWith('/pagefind/'))).map((page) => `${page.path} fetches search at load`);
  const problems = [...over, ...early];
  return {
    budget,
    pass: problems.length === 0,
    detail: problems.length ? `over: ${problems.join(', ')}` : `heaviest ${heaviest.path} ${(heaviest.bytes / 1000).toFixed(1)} kB; no search file fetched at load`,
  };
}

/**
 * Pages without widgets run no script at load beyond the allowed ones (the clause-link and search
 * loaders, and the page chrome); `otherScripts` lists what else a page ran.
 * @example widgetlessScripts([{ path: '/es/', widget: false, otherScripts: [] }]).pass // true
 */
export function widgetlessScripts(pages: readonly { path: string; widget: boolean; otherScripts: readonly string[] }[]): BudgetVerdict {
  const budget = 'no JavaScript on pages without widgets beyond the clause-link, search and glossary loaders';
  const checked = pages.filter((page) => !page.widget);
  if (checked.length === 0) return { budget, pass: null, detail: 'no page without widgets measured' };
  const offending = checked.filter((page) => page.otherScripts.length > 0);
  return {
    budget,
    pass: offending.length === 0,
    detail: offending.length
      ? offending.map((page) => `${page.path} runs ${page.otherScripts.join(', ')}`).join('; ')
      : `${checked.length} pages without widgets checked`,
  };
}

/**
 * Every Lighthouse category of every audited page scores {@link LIGHTHOUSE_SCORE}.
 * @example lighthouse([{ path: '/es/', scores: { performance: 100, seo: 92 } }]).detail // 'below: /es/ seo 92'
 */
export function lighthouse(runs: readonly { path: string; scores: Readonly<Record<string, number | null>> }[]): BudgetVerdict {
  const budget = `Lighthouse (mobile) ${LIGHTHOUSE_SCORE} in performance, accessibility, best practices and SEO`;
  if (runs.length === 0) return { budget, pass: null, detail: 'Lighthouse was not run' };
  const below = runs.flatMap((run) =>
    Object.entries(run.scores)
      .filter(([, score]) => score === null || score < LIGHTHOUSE_SCORE)
      .map(([category, score]) => `${run.path} ${category} ${score ?? 'no score'}`),
  );
  return { budget, pass: below.length === 0, detail: below.length ? `below: ${below.join(', ')}` : `${runs.length} pages audited` };
}

/**
 * Build time per page stays flat (within {@link FLAT_GROWTH}) from the smaller corpus to the larger.
 * @example flatBuildTime({ factor: 10, msPerPage: 90 }, { factor: 100, msPerPage: 95 }).pass // true
 */
export function flatBuildTime(smaller: { factor: number; msPerPage: number } | undefined, larger: { factor: number; msPerPage: number } | undefined): BudgetVerdict {
  if (!smaller || !larger) {
    return { budget: 'build time per page flat as the corpus grows', pass: null, detail: 'needs two corpus sizes' };
  }
  const growth = larger.msPerPage / smaller.msPerPage;
  return {
    budget: `build time per page flat from ×${smaller.factor} to ×${larger.factor}`,
    pass: growth <= FLAT_GROWTH,
    detail: `${smaller.msPerPage.toFixed(1)} → ${larger.msPerPage.toFixed(1)} ms CPU per page (×${growth.toFixed(2)}; flat means ≤ ×${FLAT_GROWTH})`,
  };
}

/**
 * The build's extra CPU time per clause of one generated document stays flat (within
 * {@link FLAT_CLAUSE_GROWTH}) from the shortest document measured to the longest.
 * @example flatClauseTime([{ clauses: 100, cpuMsPerClause: 80 }, { clauses: 1000, cpuMsPerClause: 90 }]).pass // true
 */
export function flatClauseTime(runs: readonly { clauses: number; cpuMsPerClause: number }[]): BudgetVerdict {
  const measured = runs.filter((run) => run.clauses > 0 && Number.isFinite(run.cpuMsPerClause)).sort((a, b) => a.clauses - b.clauses);
  if (measured.length < 2) return { budget: 'build CPU per clause flat as a document grows', pass: null, detail: 'needs two document lengths' };
  const [shortest, longest] = [measured[0]!, measured.at(-1)!];
  const growth = longest.cpuMsPerClause / shortest.cpuMsPerClause;
  return {
    budget: `build CPU per clause flat from ${shortest.clauses} to ${longest.clauses} clauses`,
    pass: growth <= FLAT_CLAUSE_GROWTH,
    detail: `${shortest.cpuMsPerClause.toFixed(1)} ms → ${longest.cpuMsPerClause.toFixed(1)} ms per clause (×${growth.toFixed(2)}, budget ≤ ×${FLAT_CLAUSE_GROWTH})`,
  };
}

/**
 * A verdict as the bench prints it.
 * @example verdictLine({ budget: 'x', pass: true, detail: 'y' }) // 'PASS  x — y'
 */
export function verdictLine(verdict: BudgetVerdict): string {
  const mark = verdict.pass === null ? 'N/A ' : verdict.pass ? 'PASS' : 'FAIL';
  return `${mark}  ${verdict.budget} — ${verdict.detail}`;
}
