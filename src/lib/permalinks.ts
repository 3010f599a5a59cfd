import { z } from 'zod';
import { documentOfSection } from './site-paths';

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
 * Whether a URL names, on one page of a long document (its own or a section's), a clause that another of its sections
 * holds, given every clause's place (`url`). Such a page sends the reader on to the clause
 * (src/scripts/fragment-landing.ts): a link from before the document was split, or before its sections moved, works.
 * @example inOtherSection([{ url: '/ru/gdb/rules/part/3/#20-60' }])('/ru/gdb/rules/#20-60') // true
 * @example inOtherSection([{ url: '/ru/gdb/rules/part/3/#20-60' }])('/ru/gdb/other/#20-60') // false
 */
export function inOtherSection(clauses: readonly { url: string }[]): (url: string) => boolean {
  const placeInDocument = new Map<string, string>();
  for (const { url } of clauses) {
    const [page = '', id] = url.split('#');
    if (id) placeInDocument.set(`${documentOfSection(page)}#${id}`, page);
  }
  return (url) => {
    const [page = '', id] = url.split('#');
    const place = id ? placeInDocument.get(`${documentOfSection(page)}#${id}`) : undefined;
    return place !== undefined && place !== page;
  };
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

/** What a redirect page carries of the page it sends to: its language, and its title and preview tags, as built. */
export interface RedirectPreview {
  lang: string;
  /** The page's `<title>`, description, Open Graph and card tags, as its `<head>` has them. */
  head: string;
}

/**
 * A static page that sends a moved URL on to its new place (for hosts without server redirects). The refresh and the
 * link name the new place by its path, so that the page works wherever the site is served; the canonical link, its
 * full URL. With the new page's `preview`, it also carries that page's title and preview tags: a forum's unfurler
 * reads the page at the address it is given, and follows no refresh.
 * @example redirectPage('/es/ocs/combat-table/legend/', 'https://rules.example/es/ocs/combat-table/legend/', preview)
 */
export function redirectPage(to: string, canonical: string, preview?: RedirectPreview): string {
  const escape = (url: string) => url.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const [path, href] = [escape(to), escape(canonical)];
  return `<!DOCTYPE html>
<html lang="${preview?.lang ?? 'es'}">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
${preview?.head ?? `<title>→ ${href}</title>`}
<link rel="canonical" href="${href}">
<meta http-equiv="refresh" content="0; url=${path}">
</head>
<body>
<p><a href="${path}">${href}</a></p>
${preview ? '' : `<p lang="ru"><a href="${path}">${href}</a></p>
`}</body>
</html>
`;
}
