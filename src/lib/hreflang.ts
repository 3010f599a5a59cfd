import { readBuiltPage } from './built-site';

/** One `<link rel="alternate" hreflang>` of a page: a language (or `x-default`) and its URL. */
export interface HreflangLink {
  lang: string;
  url: string;
}

/**
 * The hreflang alternates a built page declares in its head, so the sitemap says exactly what the page says.
 * @example pageAlternates('<link rel="alternate" hreflang="ru" href="https://x/ru/">') // [{ lang: 'ru', url: 'https://x/ru/' }]
 */
export function pageAlternates(html: string): HreflangLink[] {
  // The head alone, read by the quick parser: the sitemap reads every page, and a body is many times the size of its head.
  const headEnd = html.indexOf('</head>');
  const $ = readBuiltPage(headEnd < 0 ? html : html.slice(0, headEnd + '</head>'.length));
  return $('link[rel="alternate"][hreflang]')
    .map((_, link) => ({ lang: $(link).attr('hreflang') ?? '', url: $(link).attr('href') ?? '' }))
    .get()
    .filter((link) => link.lang && link.url);
}

/**
 * What is wrong with a set of hreflang alternates: a language (or `x-default`) with two targets, no
 * `x-default`, or no link back to the page itself. Empty when the set is sound.
 * @example hreflangProblems('https://x/es/', [{ lang: 'es', url: 'https://x/es/' }]) // ['no x-default']
 */
export function hreflangProblems(url: string, links: HreflangLink[]): string[] {
  const problems: string[] = [];
  const byLang = new Map<string, Set<string>>();
  for (const link of links) byLang.set(link.lang, new Set([...(byLang.get(link.lang) ?? []), link.url]));
  for (const [lang, targets] of byLang) if (targets.size > 1) problems.push(`${lang} has ${targets.size} targets: ${[...targets].join(', ')}`);
  if (!byLang.has('x-default')) problems.push('no x-default');
  if (links.length && !links.some((link) => link.url === url)) problems.push('no link to itself');
  return problems;
}
