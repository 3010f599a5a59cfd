import { describe, expect, it } from 'vitest';
import { cleanQuery, foldForMatch, hitAnswersTerm, labelWordMatches, MAX_QUERY_LENGTH, pagefindQuery, queryTerms, sharedPrefixLength } from '../../../src/lib/search/query';

describe('foldForMatch', () => {
  it('ignores case, accents and the Russian ё, as readers type', () => {
    expect(foldForMatch('Reacción')).toBe('reaccion');
    expect(foldForMatch('EXPLOTACIÓN')).toBe('explotacion');
    expect(foldForMatch('ещё')).toBe(foldForMatch('еще'));
    expect(foldForMatch('Ёлка')).toBe('елка');
  });
});

describe('queryTerms', () => {
  it('splits on spaces and punctuation, folds, and drops repeats', () => {
    expect(queryTerms('Liberar  la reserva, liberar')).toEqual(['liberar', 'la', 'reserva']);
    expect(queryTerms('«Атака»!')).toEqual(['атака']);
    expect(queryTerms('8.5 д')).toEqual(['8', '5', 'д']);
  });

  it('has no terms for punctuation or space alone', () => {
    expect(queryTerms(' ¿?¡! ')).toEqual([]);
  });
});

describe('cleanQuery', () => {
  it('collapses spaces and trims', () => {
    expect(cleanQuery('  liberar \n  reserva ')).toBe('liberar reserva');
  });

  it(`keeps at most ${MAX_QUERY_LENGTH} characters`, () => {
    expect(cleanQuery('a'.repeat(500))).toHaveLength(MAX_QUERY_LENGTH);
  });

  it('drops the invisible characters a copied text carries, so they are never searched for', () => {
    expect(cleanQuery('\u200B')).toBe('');
    expect(cleanQuery('\uFEFFre\u00ADser\u200Cva\u200D \u2060 8.5\u200B')).toBe('reserva 8.5');
  });

  it('reads full-width digits, letters and punctuation as the usual ones', () => {
    expect(cleanQuery('９．５')).toBe('9.5');
    expect(cleanQuery('ＡＬ１ｏ１　ＤＬ１ｏ２')).toBe('AL1o1 DL1o2');
  });

  it('reads a vulgar fraction as the texts write it, not as its compatibility form with a fraction slash (a search review)', () => {
    expect(cleanQuery('½')).toBe('1/2');
    expect(cleanQuery('на ½ своего')).toBe('на 1/2 своего');
    expect(cleanQuery('1⁄4')).toBe('1/4');
  });

  it('keeps accented Spanish and Russian letters as they are, composing those typed in two parts', () => {
    expect(cleanQuery('Reacción añadir ещё йод Ё')).toBe('Reacción añadir ещё йод Ё');
    expect(cleanQuery('reaccio\u0301n е\u0308')).toBe('reacción ё');
  });

  it('is the same query when cleaned again, an accent once kept from its letter by an invisible character included', () => {
    for (const typed of ['e\u00AD\u0301', 'ｒｅａｃｃｉｏ\u200B\u0301ｎ', '８．５\u3000д']) expect(cleanQuery(cleanQuery(typed))).toBe(cleanQuery(typed));
    expect(cleanQuery('e\u00AD\u0301')).toBe('é');
  });

  it('never splits a character at the limit', () => {
    const cut = cleanQuery(`a${'😀'.repeat(MAX_QUERY_LENGTH)}`);
    expect(Array.from(cut)).toHaveLength(MAX_QUERY_LENGTH);
    expect(() => encodeURIComponent(cut)).not.toThrow();
  });

  it('drops the replacement character a damaged link decodes to', () => {
    expect(cleanQuery('\uFFFD')).toBe('');
    expect(cleanQuery('reserva\uFFFD')).toBe('reserva');
  });
});

describe('sharedPrefixLength', () => {
  it('counts the leading characters two words share', () => {
    expect(sharedPrefixLength('liberar', 'liberacion')).toBe(6);
    expect(sharedPrefixLength('atake', 'reserva')).toBe(0);
    expect(sharedPrefixLength('', 'x')).toBe(0);
  });
});

describe('hitAnswersTerm', () => {
  it('accepts another form of the word typed', () => {
    expect(hitAnswersTerm('присоединился', 'присоединиться')).toBe(true);
    expect(hitAnswersTerm('атака', 'атаки')).toBe(true);
    expect(hitAnswersTerm('de', 'de')).toBe(true);
  });

  it('refuses a stray letter matched inside a longer query word', () => {
    expect(hitAnswersTerm('атака', 'а')).toBe(false);
    expect(hitAnswersTerm('reserva', 'liberar')).toBe(false);
  });
});

describe('labelWordMatches', () => {
  it('matches the same word, a word being typed and an inflection', () => {
    expect(labelWordMatches('reaccion', 'reaccion')).toBe(true);
    expect(labelWordMatches('reac', 'reaccion')).toBe(true);
    expect(labelWordMatches('liberar', 'liberacion')).toBe(true);
    expect(labelWordMatches('атака', 'атакованныи')).toBe(true);
  });

  it('does not match words that merely start alike', () => {
    expect(labelWordMatches('marcha', 'marcadores')).toBe(false);
    expect(labelWordMatches('de', 'defensor')).toBe(false);
    expect(labelWordMatches('modo', 'movimiento')).toBe(false);
  });
});

describe('pagefindQuery', () => {
  it('leaves out quotation marks of every kind, which Pagefind would read as a phrase', () => {
    expect(pagefindQuery('"reserva"')).toBe('reserva');
    expect(pagefindQuery('«modo reserva»')).toBe('modo reserva');
    expect(pagefindQuery('“Modo” „Reserva“')).toBe('Modo Reserva');
    expect(pagefindQuery('8.5 д')).toBe('8.5 д');
  });
});
