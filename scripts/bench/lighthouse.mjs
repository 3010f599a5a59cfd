// Lighthouse (mobile, its default settings) against the served site, in Debian's Chromium, offline.
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * Scores of each page (0–100 per category), its main metrics and the audits that cost points. The
 * site's canonical links name `localhost`, so pages are opened there (the loopback server) for the SEO
 * audits to agree.
 */
export async function lighthouseScores(baseURL, paths) {
  const origin = baseURL.replace('127.0.0.1', 'localhost');
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  const runs = [];
  try {
    for (const path of paths) {
      const audit = () => lighthouse(`${origin}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
      let result = await audit();
      // On a busy machine the trace of a page load is now and then lost (NO_NAVSTART): one more try.
      if (CATEGORIES.some((id) => result.lhr.categories[id]?.score == null)) result = await audit();
      const { categories, audits } = result.lhr;
      const scores = Object.fromEntries(CATEGORIES.map((id) => [id, categories[id]?.score == null ? null : Math.round(categories[id].score * 100)]));
      const lost = CATEGORIES.flatMap((id) =>
        (categories[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && audits[ref.id]?.score < 1)
          .map((ref) => `${id}: ${audits[ref.id].id} (${audits[ref.id].score})`),
      );
      const metric = (id) => audits[id]?.numericValue;
      runs.push({ path, scores, lost, metrics: { fcpMs: metric('first-contentful-paint'), lcpMs: metric('largest-contentful-paint'), tbtMs: metric('total-blocking-time'), cls: metric('cumulative-layout-shift') } });
    }
  } finally {
    chrome.kill();
  }
  return runs;
}
