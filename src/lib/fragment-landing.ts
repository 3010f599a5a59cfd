/**
 * Where a link's fragment lands in a rules document when no element has it as its id: a clause number written
 * otherwise (`#8-5-д`, `#8.5`, read as search reads a typed number), or an id in capitals or with a full stop glued to
 * its end, names its clause; anything else names nothing, and the reader is told so rather than left at the top of the
 * document.
 */
import { clauseIdsForQuery, isClauseId, typedNumberLabel } from './clause-ids';
import { fragmentId, GLUED_PUNCTUATION } from './fragment-id';

/** Where a fragment lands: on the element it names, on a clause it names otherwise, or nowhere (searched as `query`). */
export type FragmentLanding = { kind: 'element' } | { kind: 'clause'; id: string } | { kind: 'missing'; text: string; query: string };

/**
 * Where a fragment (`location.hash`) lands, given which ids the page has; null for no fragment.
 * @example fragmentLanding('#8-5-e', (id) => id === '8-5-e') // { kind: 'element' }
 * @example fragmentLanding('#8-5-%D0%B4', (id) => id === '8-5-e') // { kind: 'clause', id: '8-5-e' }
 * @example fragmentLanding('#8-5-%D0', () => false) // { kind: 'missing', text: '8-5-%D0', query: '8.5' }
 * @example fragmentLanding('#8.5c', (id) => id === '8-5-c') // { kind: 'clause', id: '8-5-c' }
 * @example fragmentLanding('#Releasing-Units.', (id) => id === 'releasing-units') // { kind: 'clause', id: 'releasing-units' }
 */
export function fragmentLanding(hash: string, hasId: (id: string) => boolean): FragmentLanding | null {
  const id = fragmentId(hash);
  if (id === '') return null;
  if (hasId(id)) return { kind: 'element' };
  const clause = clauseIdsOfFragment(id).find(hasId);
  if (clause !== undefined) return { kind: 'clause', id: clause };
  const readable = readableFragment(id);
  return { kind: 'missing', text: id, query: typedNumberLabel(readable) ?? readable };
}

/**
 * The clause ids a fragment may name, most likely first: the fragment as written when it is an id, then as a
 * clause written otherwise (see {@link fragmentLanding}). A long document's page looks these up in its other sections.
 * @example clauseIdsOfFragment('8.5d') // ['8-5-e', '8-5-d']
 * @example clauseIdsOfFragment('Releasing-Units.') // ['releasing-units']
 */
export function clauseIdsOfFragment(id: string): string[] {
  const ids = new Set<string>();
  if (isClauseId(id)) ids.add(id);
  // Ids are lower case: a link capitalised by its writer or a forum, or with the sentence's full stop or bracket
  // glued to its end by a forum's link finder, names the same clause.
  for (const written of new Set([id, id.replace(GLUED_PUNCTUATION, '')])) {
    const lower = written.toLowerCase();
    if (isClauseId(lower)) ids.add(lower);
    // A Latin letter may name its clause by sound or by place: the first reading the page has.
    for (const clause of clauseIdsForQuery(written)) ids.add(clause);
  }
  return [...ids];
}

/**
 * For an error page's address under a document (`/ru/gdb/movement-phase/8.5/`), the document with the clause it names
 * as its fragment, when the address writes a clause otherwise than its page's address does (a dot, its Cyrillic
 * letter, capitals, a bracket or a stop glued to its end): the document page then lands on it. Null for an address that
 * is written as clause pages are (`8-55/`: a clause the document lacks, said so by the error page) or names no clause.
 * @example clauseAddressWrittenOtherwise('/ru/gdb/movement-phase/8.5/', '/ru/gdb/movement-phase/') // '/ru/gdb/movement-phase/#8.5'
 * @example clauseAddressWrittenOtherwise('/ru/gdb/movement-phase/8-55/', '/ru/gdb/movement-phase/') // null
 */
export function clauseAddressWrittenOtherwise(pathname: string, documentPath: string): string | null {
  if (!pathname.startsWith(documentPath)) return null;
  const segment = pathname.slice(documentPath.length).split('/')[0] ?? '';
  if (segment === '' || isClauseId(segment)) return null;
  const readable = readableFragment(segment);
  const unglued = readable.toLowerCase().replace(GLUED_PUNCTUATION, '');
  return isClauseId(unglued) || clauseIdsForQuery(readable).length > 0 ? `${documentPath}#${segment}` : null;
}

/**
 * A fragment as a reader would read it: escapes the browser could not decode (one cut short, as forums shorten long
 * links) decoded as far as they go and the rest left out, and the separators a cut leaves at its end dropped.
 * @example readableFragment('8-5-%D0') // '8-5'
 * @example readableFragment('8-5-%D0%B4%D0') // '8-5-д'
 * @example readableFragment('reserve-markers') // 'reserve-markers'
 */
export function readableFragment(id: string): string {
  const bytes: number[] = [];
  const encoder = new TextEncoder();
  for (const [, escape, other] of id.matchAll(/%([0-9a-f]{2})|(%[0-9a-f]?|[^%]+)/giu)) {
    if (escape !== undefined) bytes.push(Number.parseInt(escape, 16));
    else if (other !== undefined && !other.startsWith('%')) bytes.push(...encoder.encode(other));
  }
  // Bytes that decode to no character (a letter's first byte without its second) are left out.
  return new TextDecoder().decode(new Uint8Array(bytes)).replace(/\uFFFD/gu, '').replace(/[\s.\-]+$/u, '').trim();
}
