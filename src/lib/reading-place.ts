/**
 * Which clause a reader is on, for the links that open the same text in another language or view: the clause the
 * address names (a link followed, a jump through the contents), unless the reader has since scrolled to another and
 * stopped there to read it. The header that holds the language links sits at the page's top, so a reader scrolls back
 * past other clauses to reach it: where they stopped, not where the page was when they clicked, is the clause they read.
 */

/** What the page knows of the reader's place: the address's fragment when last seen, and the clause stopped at since. */
export interface ReadingPlace {
  readonly hash: string;
  /** The clause the reader stopped at after scrolling, since the address last changed its fragment; null for none. */
  readonly stoppedAt: string | null;
}

/**
 * How long a reader stays still, after scrolling, before the clause at the reading line counts as the one read:
 * a scroll past clauses, on the way back to the header, stops at none of them for this long.
 */
export const READING_STOP_MS = 1200;

/**
 * How far down the viewport the reading line is, as a fraction of its height, below where a link leaves the clause it
 * names: the clause at the line is the one at the top of the screen, which the other text then shows at its top.
 */
export const READING_LINE = 0.1;

/**
 * The place once the address is `hash`: a new fragment (a link followed, a jump, back or forward) names the clause
 * read, and forgets where the reader stopped before it; the same fragment (a tool writing its state) changes nothing.
 * @example afterAddress({ hash: '#8-1', stoppedAt: '8-5-b' }, '#8-3') // { hash: '#8-3', stoppedAt: null }
 * @example afterAddress({ hash: '#8-1', stoppedAt: '8-5-b' }, '#8-1') // { hash: '#8-1', stoppedAt: '8-5-b' }
 */
export function afterAddress(place: ReadingPlace, hash: string): ReadingPlace {
  return hash === place.hash ? place : { hash, stoppedAt: null };
}

/**
 * The place once the reader has followed a link to a place on the page: the address names the clause read, even when
 * it named it already (a second click on the same clause's link).
 * @example afterJump({ hash: '#8-1', stoppedAt: '8-5-b' }) // { hash: '#8-1', stoppedAt: null }
 */
export function afterJump(place: ReadingPlace): ReadingPlace {
  return { ...place, stoppedAt: null };
}

/**
 * The place once the reader has stopped, after scrolling, with `clause` at the reading line; a stop where no clause
 * is (the page's header and contents, on the way to the language links) leaves the place as it was.
 * @example afterStop({ hash: '#8-1', stoppedAt: null }, '8-5-b') // { hash: '#8-1', stoppedAt: '8-5-b' }
 * @example afterStop({ hash: '', stoppedAt: '8-5-b' }, null) // { hash: '', stoppedAt: '8-5-b' }
 */
export function afterStop(place: ReadingPlace, clause: string | null): ReadingPlace {
  return clause === null ? place : { ...place, stoppedAt: clause };
}

/**
 * The fragment a link to another language or view of the text carries: the clause stopped at, or else the
 * address's fragment as `fromAddress` reads it.
 * @example carriedHash({ hash: '#8-1', stoppedAt: '8-5-b' }, (hash) => hash) // '#8-5-b'
 * @example carriedHash({ hash: '#8-1', stoppedAt: null }, (hash) => hash) // '#8-1'
 */
export function carriedHash(place: ReadingPlace, fromAddress: (hash: string) => string): string {
  return place.stoppedAt === null ? fromAddress(place.hash) : `#${place.stoppedAt}`;
}

/** A place on the page a reader may be at (a clause, or a tool between clauses): its id and its top in the viewport. */
export interface PlaceOnScreen {
  readonly id: string;
  readonly top: number;
}

/**
 * The place at the reading line: of the places in the page's order, the last to start at or above it (inside a clause,
 * its innermost sub-clause begun; between two, the one above), or null above the first (the header, the contents).
 * @example placeAtLine([{ id: '8-5', top: -900 }, { id: '8-5-c', top: -300 }, { id: '8-5-d', top: 90 }], 72) // '8-5-c'
 * @example placeAtLine([{ id: '8-1', top: 400 }], 72) // null
 */
export function placeAtLine(places: readonly PlaceOnScreen[], line: number): string | null {
  let found: string | null = null;
  for (const place of places) if (place.top <= line) found = place.id;
  return found;
}
