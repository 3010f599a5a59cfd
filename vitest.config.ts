import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // `npm run test:coverage`: what the unit tests (no build) exercise of the site's own code.
    coverage: { provider: 'v8', include: ['src/**/*.ts', 'scripts/**/*.ts', 'scripts/**/*.mjs'], reporter: ['text-summary'] },
    projects: [
      {
        // The unit tests hold no module state between files (no mocks, no stubbed globals; a run with the files
        // shuffled passes): one module cache per worker halves their time.
        // They run first, one worker per core (the default leaves one core free), then the site's tests on two (groupOrder).
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], testTimeout: 20_000, isolate: false, maxWorkers: '100%', sequence: { groupOrder: 0 } },
      },
      {
        test: {
          name: 'site',
          // As for the unit tests: the files share their helpers' modules (cheerio, Playwright), loaded once per worker.
          isolate: false,
          sequence: { groupOrder: 1 },
          include: ['tests/build/**/*.test.ts', 'tests/browser/**/*.test.ts'],
          // One server for dist/ and one Chromium for the whole run.
          globalSetup: ['tests/support/serve-dist.ts', 'tests/support/shared-browser.ts'],
          // Generous: the one fixture build or an axe scan of a long page, on a busy two-core machine.
          testTimeout: 180_000,
          hookTimeout: 120_000,
          // The browser tests share two cores with the server; more files at once only slows each.
          maxWorkers: 2,
          // Tests a file marks concurrent (the every-page scan) run two at a time, one per core.
          maxConcurrency: 2,
        },
      },
    ],
  },
});
