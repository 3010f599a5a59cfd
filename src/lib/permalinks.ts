import { z } from 'zod';

/** `content/permalinks.json`: every URL the site has published, and where moved ones now live. */
export const permalinkRegistrySchema = z
  .object({
    $comment: z.string().optional(),
    published: z.array(z.string().regex(/^\/[^\s]*$/, 'a site path starting with /')),
    moved: z.record(z.string(), z.string().regex(/^\/[^\s]*$/)),
  })
  .strict();
export type PermalinkRegistry = z.infer<typeof permalinkRegistrySchema>;

/** What became of the registered URLs in a build. */
export interface RegistryCheck {
  /** Registered URLs that no longer resolve and are not mapped to a new place. */
  broken: string[];
  /** Moved URLs whose new place does not resolve either. */
  badTargets: [from: string, to: string][];
  /** Moved page paths that need a redirect page (their old path no longer exists). */
  redirects: [from: string, to: string][];
  /** Moved clause fragments (`page#old-id` → `page#new-id`) that need an alias anchor. */
  aliases: [from: string, to: string][];
  /**
   * Moved clause fragments whose new place is on another page (another document, or a clause's own page): their old
   * page, which must still exist, sends them on.
   */
  fragmentMoves: [from: string, to: string][];
  /** `moved` keys that were never published: a misspelt one would keep nothing working. */
  unknownMoves: string[];
  /** Moved fragments whose old page no longer exists: nothing is left there to send them on. */
  orphanedFragments: string[];
}

/**
 * Checks every registered URL against a build, given a way to tell whether a URL resolves.
 * @example checkRegistry(registry, (url) => built.has(url)).broken
 */
export function checkRegistry(registry: PermalinkRegistry, resolves: (url: string) => boolean): RegistryCheck {
  const result: RegistryCheck = { broken: [], badTargets: [], redirects: [], aliases: [], fragmentMoves: [], unknownMoves: [], orphanedFragments: [] };
  const published = new Set(registry.published);
  result.unknownMoves = Object.keys(registry.moved).filter((url) => !published.has(url));
  for (const url of registry.published) {
    if (resolves(url)) continue;
    const target = registry.moved[url];
    if (target === undefined) result.broken.push(url);
    else if (!resolves(target)) result.badTargets.push([url, target]);
    else if (!url.includes('#')) result.redirects.push([url, target]);
    else if (!resolves(pagePath(url))) result.orphanedFragments.push(url);
    else if (target.includes('#') && pagePath(target) === pagePath(url)) result.aliases.push([url, target]);
    else result.fragmentMoves.push([url, target]);
  }
  return result;
}

/**
 * The page a URL is on, without its fragment.
 * @example pagePath('/es/gdb/movement-phase/#8-5') // '/es/gdb/movement-phase/'
 */
export function pagePath(url: string): string {
  return url.split('#')[0]!;
}

/**
 * Adds the URLs a build publishes to the registry; a published URL is never dropped.
 * @example registerUrls(registry, ['/es/']).published
 */
export function registerUrls(registry: PermalinkRegistry, urls: string[]): PermalinkRegistry {
  const published = [...new Set([...registry.published, ...urls])].sort();
  return { ...registry, published };
}

/**
 * A static page that sends a moved URL on to its new place (for hosts without server redirects).
 * @example redirectPage('https://rules.example/es/ocs/combat-table/8-5/')
 */
export function redirectPage(target: string): string {
  const href = target.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<title>→ ${href}</title>
<link rel="canonical" href="${href}">
<meta http-equiv="refresh" content="0; url=${href}">
</head>
<body>
<p><a href="${href}">${href}</a></p>
<p lang="ru"><a href="${href}">${href}</a></p>
</body>
</html>
`;
}
