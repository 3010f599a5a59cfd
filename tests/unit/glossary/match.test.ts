import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compilePatterns, findTerms, foldKeepingPositions, formPattern, markingForms, parseForm } from '../../../src/lib/glossary/match';
import { loadGlossary } from '../../../src/lib/glossary/load';
import type { Lang } from '../../../src/i18n/languages';
import type { Game } from '../../../src/lib/documents';

const terms = loadGlossary();
/** The terms a text names, as `words→id`, for one language and game. */
const found = (text: string, lang: Lang, game: Game) =>
  findTerms(text, compilePatterns(terms, lang, game)).map((m) => `${text.slice(m.start, m.end)}→${m.termId}`);

describe('folding for matching', () => {
  it('ignores case, Latin accents, ё and the kind of quotation mark, one unit for one', () => {
    expect(foldKeepingPositions('FASE DE REACCIÓN')).toBe('fase de reaccion');
    expect(foldKeepingPositions('Укреплённом')).toBe('укрепленном');
    expect(foldKeepingPositions('«базовый» “x”')).toBe('"базовый" "x"');
    for (const text of ['Ñandú ÁÉÍÓÚ ü', 'ЁЛКА «Й»', 'İstanbul 𝒜']) expect(foldKeepingPositions(text)).toHaveLength(text.length);
  });

  it('keeps Cyrillic letters apart (й is not и)', () => {
    expect(foldKeepingPositions('Й')).toBe('й');
  });
});

describe('forms', () => {
  it('split their required context from the words they mark', () => {
    expect(parseForm('[la ]orden')).toEqual({ before: 'la ', core: 'orden', after: '' });
    expect(parseForm('marcha táctica')).toEqual({ before: '', core: 'marcha táctica', after: '' });
    expect(() => parseForm('la [orden] x')).toThrow(/brackets/);
  });

  it('leave out a name that some form gives only in context', () => {
    expect(markingForms({ term: 'orden', forms: ['[la ]orden', 'órdenes'] })).toEqual(['[la ]orden', 'órdenes']);
    expect(markingForms({ term: 'brigada', forms: ['brigadas'] })).toEqual(['brigada', 'brigadas']);
  });

  it('match whole words, across any white space', () => {
    const pattern = formPattern('t', 'modo reserva', false);
    expect(findTerms('el modo\n  reserva.', [pattern])).toEqual([{ termId: 't', abbr: false, start: 3, end: 17 }]);
    expect(findTerms('el modo reservado', [pattern])).toEqual([]);
    expect(findTerms('elmodo reserva', [pattern])).toEqual([]);
    // A match inside a longer word does not hide a whole one right after it.
    expect(findTerms('modo reservamodo reserva modo reserva', [pattern])).toEqual([{ termId: 't', abbr: false, start: 25, end: 37 }]);
    // Nor one that starts inside it.
    expect(findTerms('xmodo modo modo', [formPattern('t', 'modo modo', false)])).toEqual([{ termId: 't', abbr: false, start: 6, end: 15 }]);
  });
});

describe('finding terms in Spanish', () => {
  it('whatever the case and the accents the text typed', () => {
    expect(found('la FASE DE REACCIÓN', 'es', 'ocs')).toEqual(['FASE DE REACCIÓN→reaction-phase']);
    expect(found('en la fase de reaccion', 'es', 'ocs')).toEqual(['fase de reaccion→reaction-phase']);
    expect(found('esta OPCION se aplica', 'es', 'ocs')).toEqual(['OPCION→combat-option']);
  });

  it('by the longest form where forms overlap', () => {
    expect(found('tirada de iniciativa del general de brigada', 'es', 'gdb')).toEqual(['iniciativa del general de brigada→brigadier-initiative']);
    expect(found('Un general de brigada y los generales', 'es', 'gdb')).toEqual(['general de brigada→brigadier', 'generales→general']);
    expect(found('los puntos de transporte', 'es', 'ocs')).toEqual(['puntos de transporte→transport-points']);
  });

  it('only where the context says it is the term', () => {
    expect(found('manteniendo el orden y la formación', 'es', 'gdb')).toEqual(['formación→formation']);
    const [order] = findTerms('debe tener la orden «Ataque»', compilePatterns(terms, 'es', 'gdb'));
    expect(order).toMatchObject({ termId: 'orders', start: 14, end: 19 });
    expect(found('formada en orden cerrado', 'es', 'gdb')).toEqual(['orden cerrado→close-order']);
  });

  it('in the game of the page only', () => {
    expect(found('en la Fase de Movimiento', 'es', 'ocs')).toEqual(['Fase de Movimiento→ocs-movement-phase']);
    expect(found('en la Fase de Movimiento', 'es', 'gdb')).toEqual(['Fase de Movimiento→gdb-movement-phase']);
    expect(found('la Fase de Movimientos Obligatorios', 'es', 'gdb')).toEqual([]);
    expect(found('la brigada', 'es', 'ocs')).toEqual([]);
  });

  it('by the English names the texts keep', () => {
    expect(found('con un Action Rating de 4', 'es', 'ocs')).toEqual(['Action Rating→action-rating']);
  });
});

describe('finding terms in Russian', () => {
  it('in every inflected form the glossary lists, whatever the case and ё', () => {
    expect(found('находящихся в режиме резерва', 'ru', 'ocs')).toEqual(['режиме резерва→reserve-mode']);
    expect(found('из РЕЖИМА РЕЗЕРВА', 'ru', 'ocs')).toEqual(['РЕЖИМА РЕЗЕРВА→reserve-mode']);
    expect(found('в укрепленном гексе', 'ru', 'ocs')).toEqual(['укрепленном гексе→hedgehog']);
    expect(found('«Внефазового» игрока', 'ru', 'gdb')).toEqual(['«Внефазового» игрока→non-phasing-player']);
  });

  it('not in a form it does not list, nor inside a longer word', () => {
    expect(found('резервный режим', 'ru', 'ocs')).toEqual([]);
    expect(found('бригадного генерала', 'ru', 'gdb')).toEqual(['бригадного генерала→brigadier']);
    expect(found('нефазовый игрок', 'ru', 'gdb')).toEqual(['нефазовый игрок→non-phasing-player']);
  });

  it('by an abbreviation only as it is written', () => {
    expect(found('во вражеские ЗК', 'ru', 'ocs')).toEqual(['ЗК→zoc']);
    expect(found('во вражеские зк', 'ru', 'ocs')).toEqual([]);
    expect(findTerms('Defensor DG', compilePatterns(terms, 'es', 'ocs'))).toEqual([{ termId: 'disorganized', abbr: true, start: 9, end: 11 }]);
  });
});

/**
 * Where each pattern matches as a whole-word regular expression would (look-arounds for letters and digits on
 * both sides), longer forms first at one place: the plain reading of a form, to compare {@link findTerms} with.
 */
function wholeWordTerms(text: string, patterns: ReturnType<typeof compilePatterns>) {
  const folded = foldKeepingPositions(text);
  const candidates = patterns.flatMap((pattern) =>
    [...(pattern.abbr ? text : folded).matchAll(new RegExp(`(?<![\\p{L}\\p{N}])(?:${pattern.regex.source})(?![\\p{L}\\p{N}])`, 'gdu'))].map((match) => {
      const [start, end] = match.indices![1]!;
      return { termId: pattern.termId, abbr: pattern.abbr, start, end };
    }),
  );
  candidates.sort((a, b) => a.start - b.start || b.end - b.start - (a.end - a.start));
  let reached = 0;
  return candidates.filter((candidate) => (candidate.start < reached ? false : ((reached = candidate.end), true)));
}

describe('looking for a form\'s longest word before its pattern', () => {
  const texts = readdirSync('content/sources').filter((name) => name.endsWith('.txt')).map((name) => readFileSync(join('content/sources', name), 'utf8'));
  const cases = (['es', 'ru'] as const).flatMap((lang) => (['ocs', 'gdb'] as const).map((game) => ({ lang, game, patterns: compilePatterns(loadGlossary(), lang, game) })));

  it.each(cases)('finds in $lang ($game) exactly what whole-word patterns alone find, in every source paragraph and in random text', ({ patterns }) => {
    const unfiltered = patterns.map((pattern) => ({ ...pattern, needle: '' }));
    const paragraphs = texts.flatMap((text) => text.split(/\n\s*\n/));
    for (const paragraph of paragraphs) {
      expect(findTerms(paragraph, patterns)).toEqual(findTerms(paragraph, unfiltered));
      expect(findTerms(paragraph, patterns)).toEqual(wholeWordTerms(paragraph, patterns));
    }
    const words = [...new Set(paragraphs.join(' ').split(/\s+/))].slice(0, 400);
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom(...words), fc.string({ maxLength: 4 })), { maxLength: 30 }), fc.constantFrom(' ', '  ', '\n', '«', ' »'), (parts, gap) => {
        const text = parts.join(gap);
        expect(findTerms(text, patterns)).toEqual(findTerms(text, unfiltered));
        expect(findTerms(text, patterns)).toEqual(wholeWordTerms(text, patterns));
      }),
      { numRuns: 150 },
    );
  });

  it('takes the form\'s longest word, folded unless it is an abbreviation', () => {
    expect(formPattern('t', '[el ]Modo Reserva', false).needle).toBe('reserva');
    expect(formPattern('t', 'ZOC', true).needle).toBe('ZOC');
  });
});
