/**
 * The address a saved copy keeps a page's file under, from a link to it: the copy holds each page as its
 * `index.html` and serves it whatever the query (a tool's state) or fragment (a clause), so only the path counts.
 * A link to another site is not the copy's to answer: null.
 * @example savedFileOfLink('/es/ocs/reaction-phase/#reserve-mode', 'https://rules.example/es/search/') // 'https://rules.example/es/ocs/reaction-phase/index.html'
 * @example savedFileOfLink('/es/tools/combat/?code=AL1o1', 'https://rules.example/') // 'https://rules.example/es/tools/combat/index.html'
 */
export function savedFileOfLink(href: string, pageUrl: string): string | null {
  const url = new URL(href, pageUrl);
  if (url.origin !== new URL(pageUrl).origin) return null;
  const path = url.pathname.endsWith('/') ? `${url.pathname}index.html` : url.pathname;
  return `${url.origin}${path}`;
}
