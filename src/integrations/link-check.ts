import type { SiteScan } from '../lib/built-site';

/**
 * Post-build step: fails the build on an internal link or `#fragment` that does not resolve, naming
 * each page and link.
 * @example checkLinks(scan) // throws "Broken internal links:\n  /ru/gdb/movement-phase/: #8-11"
 */
export function checkLinks(scan: Pick<SiteScan, 'brokenLinks'>): void {
  if (scan.brokenLinks.length === 0) return;
  throw new Error(`Broken internal links:\n${scan.brokenLinks.map((b) => `  ${b.page}: ${b.href}`).join('\n')}`);
}
