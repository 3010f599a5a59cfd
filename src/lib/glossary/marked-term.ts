// A module of its own: the popovers' browser script reads marked terms too, and must not load the build's glossary code.

/**
 * The term a marked link names: the fragment of its address, the term's glossary entry (the page writes the id once).
 * @example markedTermId('/es/glossary/#zoc') // 'zoc'
 */
export function markedTermId(href: string): string {
  const hash = href.indexOf('#');
  return hash < 0 ? '' : decodeURIComponent(href.slice(hash + 1));
}
