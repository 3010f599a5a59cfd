import { QUOTE_LENGTH } from '../../../src/lib/url-state';
import { describe, expect, it } from 'vitest';
import {
  ARMS,
  FORMATIONS_BY_ARM,
  NATIONS,
  NORMAL_MOVES,
  normalMovesOf,
  ORDERS,
  brigadesAllowed,
  planMarch,
  type Arm,
} from '../../../src/lib/gdb/march';
import {
  DEFAULT_ENEMY_DISTANCE,
  MAX_ENEMY_DISTANCE,
  STATE_PARAMS,
  UNIT_PARAMS,
  brigadesInputOf,
  defaultFormation,
  defaultMarchState,
  defaultUnitState,
  hasMarchState,
  marchStateQuery,
  parseCountText,
  parseLengthText,
  parseMarchState,
  planInputOf,
  withArm,
  withUnitEntry,
  type MarchState,
  type UnitState,
} from '../../../src/lib/gdb/march-state';
import { formatNumber } from '../../../src/lib/gdb/units';

/** The first (or only) unit of a state. */
const first = (state: MarchState): UnitState => state.units[0]!;

/** A one-unit state with the first unit changed. */
const withFirst = (state: MarchState, change: Partial<UnitState>): MarchState => withUnitEntry(state, 0, change);

/** Every combination of the coded choices, with a few distances and both units: the states a form can hold. */
function allStates(): MarchState[] {
  const states: MarchState[] = [];
  for (const arm of ARMS) {
    const formations = FORMATIONS_BY_ARM[arm].length > 0 ? FORMATIONS_BY_ARM[arm] : [undefined];
    for (const formation of formations) {
      for (const [i, order] of ORDERS.entries()) {
        // A general has no formation to change (normalMovesOf): his state never holds that move.
        for (const [j, moved] of normalMovesOf(arm).entries()) {
          const nation = NATIONS[(i + j) % NATIONS.length]!;
          const unit = (i + j) % 2 === 0 ? 'cm' : 'in';
          const entry: UnitState = {
            arm,
            formation,
            movedNormallyThisTurn: moved,
            distanceToEnemy: [0, 12.5, 35, 60.25, MAX_ENEMY_DISTANCE][(i + j) % 5]!,
          };
          // Every other state is a brigade of three: the unit, a general and cavalry, so later units round-trip too.
          const units = (i + j) % 2 === 0 ? [entry] : [entry, { ...defaultUnitState(unit), arm: 'general' as const, formation: undefined }, { ...entry, arm: 'cavalry' as const, formation: 'line' as const }];
          states.push({
            nation,
            gifted: i % 2 === 0,
            initiativeSuccesses: j * 3,
            order,
            wholeBrigade: j !== 1,
            units,
            unit,
          });
        }
      }
    }
  }
  return states;
}

describe('the default state', () => {
  it('is a British commander, not gifted, and infantry in company column under a Move order, 60 cm from the enemy', () => {
    expect(defaultMarchState()).toEqual({
      nation: 'britain',
      gifted: false,
      initiativeSuccesses: 0,
      order: 'move',
      wholeBrigade: true,
      units: [{ arm: 'infantry', formation: 'company-column', movedNormallyThisTurn: 'no', distanceToEnemy: 60 }],
      unit: 'cm',
    });
  });

  it('starts 36″ from the enemy in inches, a figure of its own rather than 60 cm converted', () => {
    expect(defaultMarchState('in')).toMatchObject({ units: [{ distanceToEnemy: 36 }], unit: 'in' });
    expect(DEFAULT_ENEMY_DISTANCE).toEqual({ cm: 60, in: 36 });
  });

  it('can be planned, and marches only part of the way because of the enemy', () => {
    const plan = planMarch(planInputOf(defaultMarchState()));
    expect(plan).toMatchObject({ ok: true, value: { mayMarch: true, reach: { value: 25, unit: 'cm' }  } });
  });
});

describe('the default formation of each arm', () => {
  it.each([
    ['infantry', 'company-column'],
    ['skirmishers', 'open-order'],
    ['cavalry', 'squadron-column'],
    ['foot-artillery', 'limbered'],
    ['horse-artillery', 'limbered'],
    ['general', undefined],
  ] as const)('%s starts in %s, a formation it may march in', (arm, formation) => {
    expect(defaultFormation(arm)).toBe(formation);
  });
});

describe('choosing another arm', () => {
  it('keeps a formation the new arm also has', () => {
    const inLine = { ...defaultUnitState(), formation: 'line' as const };
    expect(withArm(inLine, 'cavalry')).toMatchObject({ arm: 'cavalry', formation: 'line' });
  });

  it('falls back to the new arm’s first marching formation otherwise', () => {
    expect(withArm(defaultUnitState(), 'foot-artillery')).toMatchObject({ arm: 'foot-artillery', formation: 'limbered' });
  });

  it('drops the formation for a general', () => {
    expect(withArm(defaultUnitState(), 'general').formation).toBeUndefined();
  });

  it('gives a general turned infantry a formation again', () => {
    const general = withArm(defaultUnitState(), 'general');
    expect(withArm(general, 'infantry').formation).toBe('company-column');
  });
});

describe('the query string', () => {
  it('writes what differs from the defaults, and always the length unit, in a fixed order, under readable names', () => {
    expect(marchStateQuery(defaultMarchState())).toBe('unit=cm');
    const changed: MarchState = {
      ...withFirst(defaultMarchState('in'), { arm: 'cavalry', formation: 'line', movedNormallyThisTurn: 'yes', distanceToEnemy: 20 }),
      nation: 'france',
      gifted: true,
      initiativeSuccesses: 2,
      order: 'attack',
      wholeBrigade: false,
    };
    expect(marchStateQuery(changed)).toBe('nation=france&gifted=1&initiative=2&arm=cavalry&formation=line&order=attack&moved=yes&brigade=0&enemy=20&unit=in');
  });

  it('still reads links that wrote every parameter, defaults included', () => {
    const everything = 'nation=britain&gifted=0&initiative=0&arm=infantry&formation=company-column&order=move&moved=no&brigade=1&enemy=60&unit=cm';
    expect(parseMarchState(everything, 'in')).toEqual({ state: defaultMarchState('cm'), issues: [] });
  });

  it('leaves out the formation of a general', () => {
    const query = marchStateQuery(withFirst(defaultMarchState(), withArm(defaultUnitState(), 'general')));
    expect(query).not.toContain('formation=');
    expect(query).toContain('arm=general');
  });

  it('writes a fractional distance with a decimal point', () => {
    expect(marchStateQuery(withFirst(defaultMarchState(), { distanceToEnemy: 12.5 }))).toContain('enemy=12.5');
  });

  it('reads back every state a form can hold as written', () => {
    for (const state of allStates()) {
      const query = marchStateQuery(state);
      expect(parseMarchState(query), query).toEqual({ state, issues: [] });
    }
  });

  it('covers every nation, arm, formation, order and normal-move answer in the round trips above', () => {
    const states = allStates();
    expect(new Set(states.map((s) => s.nation))).toEqual(new Set(NATIONS));
    expect(new Set(states.map((s) => `${first(s).arm}/${first(s).formation}`)).size).toBe(
      ARMS.reduce((sum, arm) => sum + Math.max(1, FORMATIONS_BY_ARM[arm].length), 0),
    );
    expect(new Set(states.map((s) => s.order))).toEqual(new Set(ORDERS));
    expect(new Set(states.map((s) => first(s).movedNormallyThisTurn))).toEqual(new Set(NORMAL_MOVES));
  });

  it('accepts a leading "?" and a URLSearchParams alike', () => {
    const query = '?arm=cavalry&enemy=50';
    expect(parseMarchState(query).state).toEqual(parseMarchState(new URLSearchParams(query)).state);
  });
});

describe('reading a link', () => {
  it('gives the defaults for an empty query, without complaint', () => {
    expect(parseMarchState('')).toEqual({ state: defaultMarchState(), issues: [] });
  });

  it('ignores parameters it does not know', () => {
    expect(parseMarchState('?utm_source=forum&fbclid=x')).toEqual({ state: defaultMarchState(), issues: [] });
  });

  it('takes the reader’s stored unit, and that unit’s default distance, when the link names none', () => {
    expect(parseMarchState('', 'in').state).toMatchObject({ unit: 'in', units: [{ distanceToEnemy: 36 }] });
  });

  it('prefers the link’s unit to the stored one, so a forum link shows what its author saw', () => {
    expect(parseMarchState('?unit=cm', 'in').state).toMatchObject({ unit: 'cm', units: [{ distanceToEnemy: 60 }] });
  });

  it('falls back to centimetres when the stored unit is not one', () => {
    expect(parseMarchState('', 'mm' as never).state.unit).toBe('cm');
  });

  it('gives an arm without a formation its default formation, without complaint', () => {
    expect(parseMarchState('?arm=horse-artillery')).toMatchObject({ state: { units: [{ formation: 'limbered' }] }, issues: [] });
  });

  it('accepts a decimal comma, as Spanish and Russian readers type it', () => {
    expect(first(parseMarchState('?enemy=12,5').state).distanceToEnemy).toBe(12.5);
  });

  it('accepts true and false as well as 1 and 0', () => {
    expect(parseMarchState('?gifted=true&brigade=false').state).toMatchObject({ gifted: true, wholeBrigade: false });
  });

  it('reads the first of repeated parameters', () => {
    expect(parseMarchState('?nation=austria&nation=france').state.nation).toBe('austria');
  });

  it('says which units of a link it does not read: those after a gap, and those past the limit', () => {
    const gap = parseMarchState('?arm2=cavalry&arm4=artillery&enemy4=30');
    expect(gap.state.units).toHaveLength(2);
    expect(gap.issues).toEqual([{ code: 'units-not-read', params: { n: 4, read: 2, max: 20 } }]);
    const many = parseMarchState(Array.from({ length: 22 }, (_, index) => `arm${index + 1}=cavalry`).join('&'));
    expect(many.state.units).toHaveLength(20);
    expect(many.issues).toEqual([{ code: 'units-not-read', params: { n: 21, read: 20, max: 20 } }]);
    expect(parseMarchState('?arm2=cavalry&enemy2=30').issues).toEqual([]);
  });

  it('names the unit a value it sets aside belongs to, in a link of several units (a rules review: two errors, no unit)', () => {
    const { issues } = parseMarchState('?arm=infantry&enemy=100&arm2=cavalry&enemy2=abc&arm3=infantry&enemy3=-1&formation3=xyz');
    expect(issues).toEqual([
      { code: 'invalid-distance', params: { value: 'abc', unitNumber: 2 } },
      { code: 'unknown-formation', params: { value: 'xyz', unitNumber: 3 } },
      { code: 'invalid-distance', params: { value: '-1', unitNumber: 3 } },
    ]);
    // One unit alone is the planner's only one: no number to name it by.
    expect(parseMarchState('?enemy=abc').issues).toEqual([{ code: 'invalid-distance', params: { value: 'abc' } }]);
  });

  it('says nothing about the widget for a link without its parameters', () => {
    expect(hasMarchState('?utm_source=forum')).toBe(false);
    expect(hasMarchState('')).toBe(false);
  });

  it.each(Object.values(STATE_PARAMS))('knows a link that carries "%s" is about the widget', (name) => {
    expect(hasMarchState(`?${name}=x`)).toBe(true);
  });
});

describe('a hostile or mistyped link', () => {
  it.each([
    ['nation', 'prussia', 'unknown-nation', 'nation'],
    ['gifted', 'maybe', 'invalid-gifted', 'gifted'],
    ['initiative', '-1', 'invalid-initiative-successes', 'initiativeSuccesses'],
    ['initiative', '100', 'invalid-initiative-successes', 'initiativeSuccesses'],
    ['initiative', '1.5', 'invalid-initiative-successes', 'initiativeSuccesses'],
    ['arm', 'dragoons', 'unknown-arm', 'arm'],
    ['formation', 'wedge', 'unknown-formation', 'formation'],
    ['order', 'hold', 'unknown-order', 'order'],
    ['moved', 'maybe', 'unknown-normal-move', 'movedNormallyThisTurn'],
    ['brigade', 'maybe', 'invalid-whole-brigade', 'wholeBrigade'],
    ['enemy', '-5', 'invalid-distance', 'distanceToEnemy'],
    ['enemy', '1e3', 'invalid-distance', 'distanceToEnemy'],
    ['enemy', 'Infinity', 'invalid-distance', 'distanceToEnemy'],
    ['enemy', 'NaN', 'invalid-distance', 'distanceToEnemy'],
    ['enemy', '10000', 'invalid-distance', 'distanceToEnemy'],
    ['unit', 'mm', 'unknown-length-unit', 'unit'],
    ['arm', '__proto__', 'unknown-arm', 'arm'],
    ['nation', 'constructor', 'unknown-nation', 'nation'],
  ] as const)('%s=%j gives the default and the error %s, quoting the value', (param, value, code, field) => {
    const { state, issues } = parseMarchState(new URLSearchParams([[param, value]]));
    const read = (from: MarchState) => (field in from ? from[field as keyof MarchState] : first(from)[field as keyof UnitState]);
    expect(read(state)).toEqual(read(defaultMarchState()));
    expect(issues).toEqual([{ code, params: { value } }]);
  });

  it('refuses a formation of another arm, naming both', () => {
    const { state, issues } = parseMarchState('?arm=cavalry&formation=limbered');
    expect(first(state).formation).toBe('squadron-column');
    expect(issues).toEqual([{ code: 'formation-not-for-arm', params: { arm: 'cavalry', formation: 'limbered' } }]);
  });

  it('refuses any formation for a general', () => {
    const { state, issues } = parseMarchState('?arm=general&formation=line');
    expect(first(state).formation).toBeUndefined();
    expect(issues).toEqual([{ code: 'formation-not-for-arm', params: { arm: 'general', formation: 'line' } }]);
  });

  it('judges the formation against the default arm when the arm is unusable', () => {
    const { state, issues } = parseMarchState('?arm=dragoons&formation=squadron-column');
    expect(first(state)).toMatchObject({ arm: 'infantry', formation: 'company-column' });
    expect(issues.map((issue) => issue.code)).toEqual(['unknown-arm', 'formation-not-for-arm']);
  });

  it('keeps the usable parameters of a link that also has unusable ones', () => {
    const { state, issues } = parseMarchState('?nation=france&gifted=2&arm=cavalry&enemy=abc');
    expect(state).toMatchObject({ nation: 'france', gifted: false, units: [{ arm: 'cavalry', distanceToEnemy: 60 }] });
    expect(issues.map((issue) => issue.code)).toEqual(['invalid-gifted', 'invalid-distance']);
  });

  it('quotes markup as plain text, for the page to show as text', () => {
    const { issues } = parseMarchState(`?order=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
    expect(issues).toEqual([{ code: 'unknown-order', params: { value: '<img src=x onerror=alert(1)>' } }]);
  });

  it('quotes at most 40 characters of a long value', () => {
    const { issues } = parseMarchState(`?nation=${'x'.repeat(5000)}`);
    expect(issues[0]?.params.value).toBe(`${'x'.repeat(QUOTE_LENGTH)}…`);
  });

  it('uses the stored unit’s default distance when the distance is unusable', () => {
    expect(first(parseMarchState('?enemy=far', 'in').state).distanceToEnemy).toBe(36);
  });

  it('never throws, and always yields a state the rules accept, for random values of every parameter', () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const alphabet = ['0', '1', '9', '.', ',', '-', 'e', 'a', ' ', '%', '&', '=', '<', '>', '"', 'д', '😀', '\u0000', 'line', 'cavalry'];
    const names = [...Object.values(STATE_PARAMS), ...Object.values(UNIT_PARAMS).map((name) => `${name}2`), 'other'];
    for (let run = 0; run < 3000; run++) {
      const params = new URLSearchParams();
      for (const name of names) {
        if (random() < 0.3) continue;
        const length = Math.floor(random() * 6);
        params.append(name, Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join(''));
      }
      const { state } = parseMarchState(params);
      expect(planMarch(planInputOf(state)).ok, params.toString()).toBe(true);
      expect(brigadesAllowed(brigadesInputOf(state)).ok, params.toString()).toBe(true);
      expect(parseMarchState(marchStateQuery(state))).toEqual({ state, issues: [] });
    }
  });
});

describe('typed lengths', () => {
  it.each([
    ['50', 50],
    ['0', 0],
    ['12.5', 12.5],
    ['12,5', 12.5],
    [' 7 ', 7],
    ['0.25', 0.25],
    ['9999', 9999],
    ['0050', 50],
    ['12.', 12],
    ['.5', 0.5],
    [',75', 0.75],
  ])('reads %j as %d', (text, value) => {
    expect(parseLengthText(text)).toBe(value);
  });

  it.each(['', ' ', '.', ',', '-1', '+1', '1e3', 'Infinity', 'NaN', '0.125', '1.2.3', '10000', '1 2', '12 cm', '٣', '0x10', '1,000.5'])(
    'refuses %j',
    (text) => {
      expect(parseLengthText(text)).toBeNull();
    },
  );
});

describe('a distance shown in the form', () => {
  it.each([0.05, 0.5, 12.34, 60.25, 9999.99])('reads back as the same number from how %d is shown in Spanish and Russian', (value) => {
    expect(parseLengthText(formatNumber(value, 'es'))).toBe(value);
    expect(parseLengthText(formatNumber(value, 'ru'))).toBe(value);
  });
});

describe('typed counts of initiative rolls', () => {
  it.each([
    ['0', 0],
    ['2', 2],
    ['99', 99],
    [' 3 ', 3],
  ])('reads %j as %d', (text, value) => {
    expect(parseCountText(text)).toBe(value);
  });

  it.each(['', '-1', '100', '1.5', 'one', '1e1'])('refuses %j', (text) => {
    expect(parseCountText(text)).toBeNull();
  });
});

describe('inputs for the rules', () => {
  const state: MarchState = { ...withFirst(defaultMarchState('in'), withArm(defaultUnitState('in'), 'cavalry')), nation: 'russia', gifted: true, initiativeSuccesses: 2 };

  it('hand the planner the unit, its order and the measured distance', () => {
    expect(planInputOf(state)).toEqual({
      arm: 'cavalry',
      formation: 'squadron-column',
      order: 'move',
      movedNormallyThisTurn: 'no',
      wholeBrigade: true,
      distanceToEnemy: { value: 36, unit: 'in' },
      nation: 'russia',
      othersOutOfFormation: [],
    });
  });

  it('hand the allowance the commander', () => {
    expect(brigadesInputOf(state)).toEqual({ nation: 'russia', gifted: true, initiativeSuccesses: 2 });
    expect(brigadesAllowed(brigadesInputOf(state))).toMatchObject({ ok: true, value: { total: 4  } });
  });

  it.each(ARMS)('plan every arm (%s) from its default state', (arm: Arm) => {
    expect(planMarch(planInputOf(withFirst(defaultMarchState(), withArm(defaultUnitState(), arm)))).ok).toBe(true);
  });
});
