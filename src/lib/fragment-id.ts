/**
 * The element id a URL's fragment names (`#8-5-e` → `8-5-e`), its escapes decoded. A fragment that is not valid
 * percent-encoding (cut in the middle of an escape, as a forum that shortens a long link leaves it) names the id as
 * written, as the browser itself reads it: never an error that would stop the page's scripts.
 * @example fragmentId('#8-5-e') // '8-5-e'
 * @example fragmentId('#%D0%B0') // 'а'
 * @example fragmentId('#8-5-%D0') // '8-5-%D0'
 */
export function fragmentId(hash: string): string {
  const id = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    return decodeURIComponent(id);
  } catch {
    return id;
  }
}

/**
 * A sentence's stop or bracket that a forum's or a chat's link finder glues to the end of an address: to its fragment
 * (`#8-5-b.`) or to its path (`…/8-5-b/)`).
 */
export const GLUED_PUNCTUATION = /[.,;:!?»"')\]]+$/u;
