import { describe, expect, it } from 'vitest';
import { documentWeight, flatBuildTime, flatClauseTime, lighthouse, verdictLine, widgetlessScripts } from '../../../scripts/bench/budgets';

describe('the bench budgets', () => {
  it('fails a document page at 60 kB or more, or one that fetches search at load, naming it', () => {
    const pages = [{ path: '/es/a/', bytes: 41_000, fetched: ['/es/a/', '/_astro/a.js'] }, { path: '/ru/b/', bytes: 60_000, fetched: [] }];
    expect(documentWeight(pages)).toMatchObject({ pass: false, detail: 'over: /ru/b/ 60.0 kB' });
    expect(documentWeight(pages.slice(0, 1))).toMatchObject({ pass: true, detail: 'heaviest /es/a/ 41.0 kB; no search file fetched at load' });
    expect(documentWeight([{ path: '/es/a/', bytes: 1000, fetched: ['/pagefind/es/pagefind.js'] }])).toMatchObject({ pass: false, detail: 'over: /es/a/ fetches search at load' });
    expect(documentWeight([]).pass).toBeNull();
  });

  it('fails a page without widgets that runs more than the loaders, and exempts pages with widgets', () => {
    const pages = [
      { path: '/es/', widget: false, otherScripts: [] },
      { path: '/es/tools/combat/', widget: true, otherScripts: ['/_astro/CombatTool.js'] },
    ];
    expect(widgetlessScripts(pages)).toMatchObject({ pass: true, detail: '1 pages without widgets checked' });
    expect(widgetlessScripts([...pages, { path: '/es/x/', widget: false, otherScripts: ['/pagefind/es/pagefind.js'] }])).toMatchObject({
      pass: false,
      detail: '/es/x/ runs /pagefind/es/pagefind.js',
    });
  });

  it('wants 100 in every Lighthouse category, and says which fell short', () => {
    expect(lighthouse([{ path: '/es/', scores: { performance: 100, seo: 100 } }]).pass).toBe(true);
    expect(lighthouse([{ path: '/es/', scores: { performance: 99, seo: null } }])).toMatchObject({ pass: false, detail: 'below: /es/ performance 99, /es/ seo no score' });
    expect(lighthouse([]).pass).toBeNull();
  });

  it('calls build time per page flat up to 20 % more per page', () => {
    expect(flatBuildTime({ factor: 10, msPerPage: 100 }, { factor: 100, msPerPage: 119 }).pass).toBe(true);
    expect(flatBuildTime({ factor: 10, msPerPage: 100 }, { factor: 100, msPerPage: 121 })).toMatchObject({ pass: false, budget: 'build time per page flat from ×10 to ×100' });
    expect(flatBuildTime(undefined, { factor: 10, msPerPage: 1 }).pass).toBeNull();
  });

  it('prints a verdict as one line', () => {
    expect(verdictLine({ budget: 'b', pass: false, detail: 'd' })).toBe('FAIL  b — d');
    expect(verdictLine({ budget: 'b', pass: null, detail: 'd' })).toBe('N/A   b — d');
  });

  it('wants build CPU per clause flat within 1.5× from the shortest generated document to the longest', () => {
    const runs = [{ clauses: 0, cpuMsPerClause: Number.NaN }, { clauses: 1000, cpuMsPerClause: 140 }, { clauses: 100, cpuMsPerClause: 100 }];
    expect(flatClauseTime(runs)).toMatchObject({ pass: true, budget: 'build CPU per clause flat from 100 to 1000 clauses', detail: '100.0 ms → 140.0 ms per clause (×1.40, budget ≤ ×1.5)' });
    expect(flatClauseTime([...runs, { clauses: 3000, cpuMsPerClause: 151 }]).pass).toBe(false);
    expect(flatClauseTime(runs.slice(0, 2)).pass).toBeNull();
  });
});
