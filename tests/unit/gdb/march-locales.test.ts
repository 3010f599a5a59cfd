import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIELD_LIMITS, parseMarchState, typedFieldError } from '../../../src/lib/gdb/march-state';
import {
  ERROR_CODES,
  INFANTRY_MARCH,
  REASON_CODES,
  brigadesAllowed,
  errorKey,
  interpolationValues,
  marchDistance,
  marchMessageKeys,
  planBrigade,
  planMarch,
  reasonKey,
  type Failure,
  type MarchError,
  type PlanMarchInput,
  type Reason,
} from '../../../src/lib/gdb/march';
import { createTranslator, type Translate } from '../../../src/i18n/translator';

const LOCALES = ['es', 'ru', 'en'] as const;
type Locale = (typeof LOCALES)[number];

function readLocale(locale: Locale): Record<string, string> {
  const url = new URL(`../../../src/i18n/locales/${locale}/march.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as Record<string, string>;
}

const files: Record<Locale, Record<string, string>> = { es: readLocale('es'), ru: readLocale('ru'), en: readLocale('en') };

function placeholders(message: string): string[] {
  return [...message.matchAll(/\{\{\s*([\w-]+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

/** Lets a fixture pass what a form might send, which the types would otherwise refuse. */
function loose<T>(value: unknown): T {
  return value as T;
}

const column: PlanMarchInput = {
  arm: 'infantry',
  formation: 'company-column',
  order: 'attack',
  distanceToEnemy: { value: 100, unit: 'cm' },
};

/** Plans chosen so that, together, they emit every reason code. */
const PLAN_FIXTURES: PlanMarchInput[] = [
  column,
  { ...column, wholeBrigade: false },
  { ...column, order: 'other' },
  { ...column, formation: 'line' },
  { ...column, othersOutOfFormation: [{ position: 2, arm: 'cavalry', formation: 'line' }] },
  { ...column, formation: 'line', movedNormallyThisTurn: 'formation-change-only' },
  { ...column, movedNormallyThisTurn: 'yes' },
  { ...column, distanceToEnemy: { value: 50, unit: 'cm' } },
  { ...column, distanceToEnemy: { value: 8, unit: 'cm' }, movedNormallyThisTurn: 'formation-change-only' },
  { arm: 'general', order: 'move', distanceToEnemy: { value: 30, unit: 'in' } },
  { ...column, arm: 'skirmishers', formation: 'open-order' },
  { ...column, distanceToEnemy: { value: 20.4, unit: 'in' } },
  { ...column, movedNormallyThisTurn: 'formation-change-only' },
  { ...column, movedNormallyThisTurn: 'formation-change-only', distanceToEnemy: { value: 50, unit: 'cm' } },
  { arm: 'general', order: 'move', movedNormallyThisTurn: 'yes', distanceToEnemy: { value: 100, unit: 'cm' } },
  { arm: 'horse-artillery', formation: 'limbered', order: 'move', nation: 'austria', distanceToEnemy: { value: 100, unit: 'cm' } },
];

/** Invalid inputs chosen so that, together, they emit every error code. */
const ERROR_FIXTURES: Failure[] = [
  planMarch(loose(null)),
  planMarch(loose({ ...column, arm: 'dragoons' })),
  planMarch(loose({ ...column, formation: undefined })),
  planMarch(loose({ ...column, formation: 'wedge' })),
  planMarch(loose({ ...column, formation: 'limbered' })),
  planMarch(loose({ ...column, order: 'hold' })),
  planMarch(loose({ ...column, distanceToEnemy: { value: 1, unit: 'mm' } })),
  planMarch(loose({ ...column, distanceToEnemy: { value: -1, unit: 'cm' } })),
  planMarch(loose({ ...column, movedNormallyThisTurn: 'maybe' })),
  planMarch({ arm: 'general', order: 'move', movedNormallyThisTurn: 'formation-change-only', distanceToEnemy: { value: 50, unit: 'cm' } }),
  planMarch(loose({ ...column, wholeBrigade: 'yes' })),
  planMarch(loose({ ...column, othersOutOfFormation: [{ position: 0, arm: 'infantry', formation: 'line' }] })),
  brigadesAllowed(loose({ nation: 'prussia' })),
  brigadesAllowed(loose({ nation: 'france', gifted: 'yes' })),
  brigadesAllowed({ nation: 'france', initiativeSuccesses: -1 }),
  marchDistance(loose('dragoons')),
  planBrigade({ order: 'move', units: [] }),
  planBrigade({ order: 'move', units: Array.from({ length: 21 }, () => column) }),
].filter((result): result is Failure => !result.ok);

const emittedReasons: Reason[] = PLAN_FIXTURES.map((input) => planMarch(input)).flatMap((result) => (result.ok ? [...result.value.reasons] : []));
// Read from a link: units past a gap in their numbers.
const emittedErrors: MarchError[] = [
  ...ERROR_FIXTURES.map((result) => result.error),
  ...parseMarchState('?arm2=cavalry&arm4=artillery').issues,
  // A typed field left empty.
  typedFieldError('invalid-distance', ''),
  typedFieldError('invalid-initiative-successes', ' '),
];

describe('the march locale files (their agreement across languages: tests/unit/i18n/locales.test.ts)', () => {
  it('hold exactly the keys the library can ask for', () => {
    expect(Object.keys(files.es).sort()).toEqual(marchMessageKeys().sort());
  });

  it('avoid key endings that i18next reads as plural forms', () => {
    const plural = /_(zero|one|two|few|many|other)$/;
    expect(marchMessageKeys().filter((key) => plural.test(key))).toEqual([]);
  });

  it('spell the Support order correctly in Russian, unlike the source', () => {
    expect(files.ru['order.support']).toBe('Поддержка');
  });
});

describe('messages for everything the library emits', () => {
  it('the plan fixtures emit every reason code', () => {
    expect(new Set(emittedReasons.map((reason) => reason.code))).toEqual(new Set(REASON_CODES));
  });

  it('the error fixtures emit every error code', () => {
    expect(new Set(emittedErrors.map((error) => error.code))).toEqual(new Set(ERROR_CODES));
  });

  it('every emitted reason has a message whose values it supplies', () => {
    for (const reason of emittedReasons) {
      for (const locale of LOCALES) {
        const message = files[locale][reasonKey(reason.code)];
        expect(message, `${locale} ${reason.code}`).toBeDefined();
        for (const name of placeholders(message ?? '')) expect(reason.params, `${locale} ${reason.code}`).toHaveProperty(name);
      }
    }
  });

  it('every emitted error has a message whose values it supplies', () => {
    for (const error of emittedErrors) {
      for (const locale of LOCALES) {
        const message = files[locale][errorKey(error.code)];
        expect(message, `${locale} ${error.code}`).toBeDefined();
        // A typed field's limits come with the message that refuses its value (describeError).
        const supplied = { ...(FIELD_LIMITS as Record<string, object>)[error.code], ...error.params };
        for (const name of placeholders(message ?? '')) expect(supplied, `${locale} ${error.code}`).toHaveProperty(name);
      }
    }
  });
});

describe('rendering a reason through i18next', () => {
  const cutShort = planMarch({ ...column, distanceToEnemy: { value: 50, unit: 'cm' } });
  const reason = cutShort.ok ? cutShort.value.reasons.find((item) => item.code === 'march-ends-near-enemy') : undefined;

  function translator(locale: Locale): Translate {
    return createTranslator(locale, { march: files[locale] }).composed('march');
  }

  function render(locale: Locale, unit: 'cm' | 'in', item: Reason): string {
    const t = translator(locale);
    return t(reasonKey(item.code), interpolationValues(item.params, unit, locale, (key) => t(key)));
  }

  it('resolves flat dotted keys', () => {
    expect(translator('ru')('formation.limbered')).toBe('На передках');
  });

  it('fills in Russian centimetres', () => {
    expect(reason).toBeDefined();
    expect(render('ru', 'cm', reason!)).toBe(
      'Подразделение проходит лишь 15\u00a0см из 30\u00a0см: его марш заканчивается при приближении к противнику на 35\u00a0см.',
    );
  });

  it('fills in Spanish source distances in inches when the reader prefers them', () => {
    const distance = cutShort.ok ? cutShort.value.reasons.find((item) => item.code === 'march-distance-for-arm') : undefined;
    expect(render('es', 'in', distance!)).toBe('Infantería: marcha 18″ por turno.');
  });

  it('translates a code value inside a message', () => {
    const permits = cutShort.ok ? cutShort.value.reasons.find((item) => item.code === 'formation-permits-march') : undefined;
    expect(render('en', 'cm', permits!)).toBe('A unit in “Company column” may march.');
  });
});

describe('interpolation values', () => {
  const echo = (key: string): string => `<${key}>`;

  it('give a source distance in the reader’s unit', () => {
    expect(interpolationValues({ distance: INFANTRY_MARCH }, 'in', 'en', echo)).toEqual({ distance: '18″' });
  });

  it('give a measure in the unit it was measured in', () => {
    expect(interpolationValues({ reach: { value: 15, unit: 'cm' } }, 'in', 'ru', echo)).toEqual({
      reach: '15\u00a0см',
    });
  });

  it('translate known code values through their label keys', () => {
    expect(interpolationValues({ arm: 'cavalry', order: 'move' }, 'cm', 'es', echo)).toEqual({
      arm: '<arm.cavalry>',
      order: '<order.move>',
    });
  });

  it('leave quoted input as typed', () => {
    expect(interpolationValues({ value: 'dragoons', arm: 'dragoons' }, 'cm', 'es', echo)).toEqual({
      value: 'dragoons',
      arm: 'dragoons',
    });
  });

  it('write numbers the language’s way', () => {
    expect(interpolationValues({ count: 2.5 }, 'cm', 'ru', echo)).toEqual({ count: '2,5' });
  });
});
