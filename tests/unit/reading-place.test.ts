import { describe, expect, it } from 'vitest';
import { afterAddress, afterJump, afterStop, carriedHash, placeAtLine, type ReadingPlace } from '../../src/lib/reading-place';

const asWritten = (hash: string) => hash;

describe('the clause a link to another language or view carries', () => {
  it('is the address\'s clause while the reader has stopped at no other', () => {
    const place: ReadingPlace = { hash: '#8-1', stoppedAt: null };
    expect(carriedHash(place, asWritten)).toBe('#8-1');
    expect(carriedHash({ hash: '', stoppedAt: null }, asWritten)).toBe('');
  });

  it('is the clause the reader scrolled to and stopped at, over a clause the address named before', () => {
    const place = afterStop({ hash: '#8-1', stoppedAt: null }, '8-5-b');
    expect(carriedHash(place, asWritten)).toBe('#8-5-b');
    // On the way back to the header, a stop where no clause is (the header, the contents) keeps it.
    expect(carriedHash(afterStop(place, null), asWritten)).toBe('#8-5-b');
    // A later stop at another clause replaces it.
    expect(carriedHash(afterStop(place, '8-6'), asWritten)).toBe('#8-6');
  });

  it('is the address\'s again once the reader follows a link on the page, to a new clause or to the one it named already', () => {
    const stopped = afterStop({ hash: '#8-1', stoppedAt: null }, '8-5-b');
    expect(carriedHash(afterAddress(stopped, '#8-3'), asWritten)).toBe('#8-3');
    expect(carriedHash(afterJump(stopped), asWritten)).toBe('#8-1');
  });

  it('stays where the reader stopped when the address changes only its query (a tool writing its state)', () => {
    const stopped = afterStop({ hash: '', stoppedAt: null }, 'legend-dg');
    expect(afterAddress(stopped, '')).toBe(stopped);
    expect(carriedHash(afterAddress(stopped, ''), asWritten)).toBe('#legend-dg');
  });

  it('reads the address\'s fragment as the page does (a correction\'s mark, which the other text lacks, names its clause)', () => {
    const toClause = (hash: string) => (hash === '#correction-5' ? '#8-5-a' : hash);
    expect(carriedHash({ hash: '#correction-5', stoppedAt: null }, toClause)).toBe('#8-5-a');
  });
});

describe('the place at the reading line', () => {
  const places = [
    { id: '8-5', top: -900 },
    { id: '8-5-c', top: -300 },
    { id: '8-5-d', top: 60 },
    { id: '8-5-e', top: 90 },
  ];

  it('is the last place to start at or above the line: the innermost sub-clause begun, or in a gap the one above', () => {
    expect(placeAtLine(places, 72)).toBe('8-5-d');
    expect(placeAtLine(places, 40)).toBe('8-5-c');
    expect(placeAtLine(places, 90)).toBe('8-5-e');
  });

  it('is none above the first place (the page\'s header and contents)', () => {
    expect(placeAtLine(places.map((place) => ({ ...place, top: place.top + 2000 })), 72)).toBeNull();
    expect(placeAtLine([], 72)).toBeNull();
  });
});
