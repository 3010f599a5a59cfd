import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pageMessages } from '../../../src/i18n';
import { createTranslator } from '../../../src/i18n/translator';
import {
  ENEMY_MARCH_STOP,
  INFANTRY_MARCH,
  MARCH_CLAUSES,
  MOUNTED_MARCH,
  brigadesAllowed,
  planBrigade,
  planMarch,
  type BrigadeAllowance,
  type MarchPlan,
  type PlanMarchInput,
} from '../../../src/lib/gdb/march';
import {
  commanderRows,
  describeAllowance,
  describeBrigade,
  describeError,
  describePlan,
  distanceRows,
  formationRows,
  linkLabel,
  marchClauseLinks,
  marchMessage,
  reasonKind,
  toolMessage,
} from '../../../src/lib/gdb/march-view';

const NBSP = '\u00a0';
const es = createTranslator('es', pageMessages('es', ['march', 'tactical-march'])).composed('march');
const ru = createTranslator('ru', pageMessages('ru', ['march', 'tactical-march'])).composed('march');

/** The clauses a movement-chapter page declares, read from its MDX as the build reads them. */
function declaredClauses(lang: 'es' | 'ru'): { id: string; label: string }[] {
  const mdx = readFileSync(`content/rules/${lang}/gdb/movement-phase.mdx`, 'utf8');
  return [...mdx.matchAll(/<Clause id="([^"]+)" label="([^"]+)"/g)].map(([, id, label]) => ({ id: id!, label: label! }));
}

function plan(input: PlanMarchInput): MarchPlan {
  const result = planMarch(input);
  if (!result.ok) throw new Error(result.error.code);
  return result.value;
}

function allowance(input: Parameters<typeof brigadesAllowed>[0]): BrigadeAllowance {
  const result = brigadesAllowed(input);
  if (!result.ok) throw new Error(result.error.code);
  return result.value;
}

const column: PlanMarchInput = { arm: 'infantry', formation: 'company-column', order: 'move', distanceToEnemy: { value: 60, unit: 'cm' } };

describe('links to the clauses the march rules cite', () => {
  it.each(['es', 'ru'] as const)('find every cited clause in the %s chapter, labelled as it labels them', (lang) => {
    const links = marchClauseLinks(declaredClauses(lang), '');
    expect(Object.keys(links).sort()).toEqual([...MARCH_CLAUSES].sort());
    expect(links['8-5-e']).toEqual({ href: '#8-5-e', label: '8.5 д)' });
  });

  it('lead to the chapter from another page', () => {
    const links = marchClauseLinks(declaredClauses('es'), '/es/gdb/movement-phase/');
    expect(links['8-5-commanders']).toEqual({ href: '/es/gdb/movement-phase/#8-5-commanders', label: '8.5 Procedimiento' });
  });

  it('fail, naming the clauses, when the chapter lacks some', () => {
    const withoutStop = declaredClauses('ru').filter((clause) => clause.id !== '8-5-e' && clause.id !== '8-6');
    expect(() => marchClauseLinks(withoutStop, '')).toThrow('8-5-e, 8-6');
  });
});

describe('clause labels in links', () => {
  it('keep the number with the letter after it', () => {
    expect(linkLabel('8.5 д)')).toBe(`8.5${NBSP}д)`);
  });

  it('let a long label break after its first word', () => {
    expect(linkLabel('8.5 Инициатива бригадного генерала')).toBe(`8.5${NBSP}Инициатива бригадного генерала`);
  });

  it('leave a label without a space alone', () => {
    expect(linkLabel('8.6')).toBe('8.6');
  });
});

describe('the planner’s answer in Spanish', () => {
  it('says a march cut short by the enemy stops on the 35 cm ring', () => {
    const view = describePlan(plan(column), column.distanceToEnemy, 'es', es);
    expect(view.mayMarch).toBe(true);
    expect(view.headline).toBe(`Sí, pero solo 25${NBSP}cm de sus 30${NBSP}cm: se detiene a 35${NBSP}cm del enemigo.`);
    expect(view.sketchText).toBe(
      `El enemigo está a 60${NBSP}cm; la unidad marcha 25${NBSP}cm de sus 30${NBSP}cm y se detiene en el círculo de 35${NBSP}cm alrededor del enemigo.`,
    );
  });

  it('says a full march is full, in inches when measured in inches', () => {
    const input = { ...column, arm: 'cavalry', formation: 'squadron-column', distanceToEnemy: { value: 50, unit: 'in' } } as const;
    const view = describePlan(plan(input), input.distanceToEnemy, 'es', es);
    expect(view.headline).toBe('Sí: marcha 24″, su marcha completa.');
    expect(view.sketch).toMatchObject({ enemyX: 50, reachX: 24, ringRadius: 20, fullX: null });
  });

  it('says no, and shows why, when the order forbids the march', () => {
    const view = describePlan(plan({ ...column, order: 'other' }), column.distanceToEnemy, 'es', es);
    expect(view.headline).toBe('No puede hacer marcha táctica este turno.');
    const unmet = view.reasons.filter((reason) => reason.kind === 'unmet');
    expect(unmet).toEqual([
      { kind: 'unmet', text: 'Solo las órdenes «Ataque», «Apoyo» o «Movimiento» permiten la marcha táctica.', clause: '8-5-a' },
    ]);
    expect(view.sketch).toMatchObject({ reachX: 0, arrow: null });
  });

  it('lists every reason of the plan, in its order, with its clause', () => {
    const result = plan(column);
    const view = describePlan(result, column.distanceToEnemy, 'es', es);
    expect(view.reasons.map((reason) => reason.clause)).toEqual(result.reasons.map((reason) => reason.clause));
    expect(view.reasons.map((reason) => reason.kind)).toEqual(['met', 'met', 'met', 'note', 'met', 'met', 'note', 'note', 'note', 'note']);
    expect(view.reasons[3]?.text).toBe(`Infantería: marcha 30${NBSP}cm por turno.`);
  });
});

describe('the planner’s answer in Russian', () => {
  it('writes Russian centimetres in the headline', () => {
    const view = describePlan(plan(column), column.distanceToEnemy, 'ru', ru);
    expect(view.headline).toBe(`Да, но лишь 25${NBSP}см из 30${NBSP}см: марш заканчивается в 35${NBSP}см от противника.`);
  });

  it('says the unit inside the ring does not march at all toward the enemy', () => {
    const input = { ...column, distanceToEnemy: { value: 20, unit: 'in' } } as const;
    const view = describePlan(plan(input), input.distanceToEnemy, 'ru', ru);
    expect(view.headline).toBe('Если подразделение идёт к противнику, в этот ход оно не может совершить тактический марш: оно уже в 20″ от него или ближе.');
    expect(view.sketchText).toBe('Подразделение не идёт маршем; до противника 20″, вокруг него круг радиусом 20″.');
    expect(view.reasons.find((reason) => reason.kind === 'unmet')?.clause).toBe('8-5-e');
  });
});

describe('kinds of reasons', () => {
  it('tell a broken rule, a kept rule and a note apart', () => {
    expect(reasonKind({ code: 'order-forbids-march', ok: false, params: {}, clause: '8-5-a' })).toBe('unmet');
    expect(reasonKind({ code: 'order-permits-march', ok: true, params: {}, clause: '8-5-a' })).toBe('met');
    expect(reasonKind({ code: 'rest-of-brigade-continues', ok: true, params: {}, clause: '8-5-e' })).toBe('note');
  });
});

describe('the brigade allowance', () => {
  it('gives the total and the base alone for a plain commander', () => {
    const view = describeAllowance(allowance({ nation: 'austria' }), 'austria', 'es', es);
    expect(view).toEqual({
      total: 'Brigadas que pueden hacer marcha táctica este turno: 1',
      lines: [{ text: 'Comandante (Austria): 1', clause: '8-5-commanders' }],
    });
  });

  it('adds the gifted bonus and the initiative rolls, each with its clause', () => {
    const view = describeAllowance(allowance({ nation: 'france', gifted: true, initiativeSuccesses: 2 }), 'france', 'ru', ru);
    expect(view.total).toBe('Бригад, которые могут совершить тактический марш в этот ход: 5');
    expect(view.lines).toEqual([
      { text: 'Командующий (Франция): 2', clause: '8-5-commanders' },
      { text: 'Одарённый командующий: +1', clause: '8-5-commanders' },
      { text: 'Успешные броски Инициативы Бригадного генерала: +2', clause: '8-5-initiative' },
    ]);
  });
});

describe('input errors', () => {
  it('quote the value as typed', () => {
    expect(describeError({ code: 'unknown-nation', params: { value: '<b>prussia</b>' } }, 'es', es)).toBe('Nación desconocida: «<b>prussia</b>».');
  });

  it('name the unit of a brigade a linked value was set aside for', () => {
    expect(describeError({ code: 'invalid-distance', params: { value: 'abc', unitNumber: 2 } }, 'es', es)).toBe(
      'Unidad 2: la distancia al enemigo debe ser un número de 0 a 9999,99, con 2 decimales como mucho, no «abc».',
    );
    expect(describeError({ code: 'unknown-formation', params: { value: 'xyz', unitNumber: 3 } }, 'ru', ru)).toBe('Подразделение 3: неизвестное построение: «xyz».');
  });

  it('name the limits a typed number is refused for, not just that it must be a number', () => {
    expect(describeError({ code: 'invalid-distance', params: { value: '12.555' } }, 'es', es)).toBe(
      'La distancia al enemigo debe ser un número de 0 a 9999,99, con 2 decimales como mucho, no «12.555».',
    );
    expect(describeError({ code: 'invalid-initiative-successes', params: { value: '100' } }, 'ru', ru)).toBe(
      'Число успешных бросков Инициативы Бригадного генерала — целое число от 0 до 99, а не «100».',
    );
  });

  it('name a formation and an arm in the reader’s language', () => {
    const error = { code: 'formation-not-for-arm', params: { arm: 'cavalry', formation: 'limbered' } } as const;
    expect(describeError(error, 'ru', ru)).toBe('Построение «На передках» не существует для рода войск «Кавалерия».');
  });
});

describe('messages with formatted values', () => {
  it('format a source distance in the reader’s unit', () => {
    expect(marchMessage(es, 'reason.march-distance-for-arm', { arm: 'cavalry', distance: MOUNTED_MARCH }, 'in', 'es')).toBe(
      'Caballería: marcha 24″ por turno.',
    );
  });

  it('format the ring of the sketch legend with the source’s own inch figure', () => {
    expect(toolMessage(ru, 'legend.ring', { stop: ENEMY_MARCH_STOP }, 'in', 'ru')).toBe('Круг радиусом 20″: здесь марш заканчивается');
  });
});

describe('the tables', () => {
  it('give each nation’s commander 2 or 1 brigades, and one more when gifted', () => {
    expect(commanderRows()).toEqual([
      { nation: 'britain', plain: 2, gifted: 3 },
      { nation: 'france', plain: 2, gifted: 3 },
      { nation: 'late-prussia', plain: 2, gifted: 3 },
      { nation: 'austria', plain: 1, gifted: 2 },
      { nation: 'russia', plain: 1, gifted: 2 },
      { nation: 'other', plain: 1, gifted: 2 },
    ]);
  });

  it('give the source’s own centimetre and inch pairs, with their clauses', () => {
    expect(distanceRows()).toEqual([
      { key: 'foot', distance: INFANTRY_MARCH },
      { key: 'mounted', distance: MOUNTED_MARCH },
      { key: 'stop', distance: ENEMY_MARCH_STOP },
    ]);
    expect(distanceRows().map(({ distance }) => [distance.cm, distance.in, distance.clause])).toEqual([
      [30, 18, '8-5-c'],
      [40, 24, '8-5-d'],
      [35, 20, '8-5-e'],
    ]);
  });

  it('list the marching formations of every arm that has formations', () => {
    expect(formationRows()).toEqual([
      { arm: 'infantry', formations: ['company-column', 'division-column'] },
      { arm: 'skirmishers', formations: ['open-order'] },
      { arm: 'cavalry', formations: ['squadron-column', 'half-squadron-column'] },
      { arm: 'foot-artillery', formations: ['limbered'] },
      { arm: 'horse-artillery', formations: ['limbered'] },
    ]);
  });
});

describe('answers a player acts on', () => {
  it('never calls the march after a formation change full: "at most", less what the change takes', () => {
    const input = { ...column, movedNormallyThisTurn: 'formation-change-only', distanceToEnemy: { value: 100, unit: 'cm' } } as const;
    const view = describePlan(plan(input), input.distanceToEnemy, 'es', es);
    expect(view.headline).toBe(`Sí, con el cambio de formación: como mucho 30${NBSP}cm; el cambio ocupa una parte del turno (tabla 8.9, no publicada), y la marcha puede ser más corta.`);
    expect(view.headline).not.toContain('completa');
  });

  it('says "no" inside the ring, never "yes, but 0 cm", and only for a unit heading toward the enemy (8.5 д says nothing of marching away)', () => {
    const input = { ...column, distanceToEnemy: { value: 35.004, unit: 'cm' } } as const;
    const view = describePlan(plan(input), input.distanceToEnemy, 'es', es);
    expect(view.headline).toBe(`Si marcha hacia el enemigo, no puede hacer marcha táctica este turno: ya está a 35${NBSP}cm o menos de él.`);
    expect(view.mayMarch).toBe(false);
    const ruInput = { ...column, distanceToEnemy: { value: 10, unit: 'in' } } as const;
    expect(describePlan(plan(ruInput), ruInput.distanceToEnemy, 'ru', ru).headline).toBe(
      'Если подразделение идёт к противнику, в этот ход оно не может совершить тактический марш: оно уже в 20″ от него или ближе.',
    );
    // Anything else that rules the march out makes the "no" unconditional.
    const other = { ...input, order: 'other' } as const;
    expect(describePlan(plan(other), other.distanceToEnemy, 'es', es).headline).toBe('No puede hacer marcha táctica este turno.');
  });

  it('names the option for a unit that moved normally as no march, and the formation change as the only thing combined', () => {
    expect(es('march:normalMove.yes')).toBe('Otro movimiento normal (sin marcha)');
    expect(es('march:normalMove.formation-change-only')).toBe('Solo un cambio de formación');
    // 8.5 е) read literally undoes itself; "only a formation change" is the chapter note's probable sense, and is said to be.
    expect(es('tactical-march:hint.moved')).toBe(
      'Según el sentido probable de 8.5 е) (véase la nota del traductor en la cláusula), solo un cambio de formación se puede combinar con la marcha táctica; cualquier otro movimiento normal la impide.',
    );
    expect(ru('tactical-march:hint.moved')).toBe(
      'По вероятному смыслу 8.5 е) (см. примечание редакции к пункту) с тактическим маршем можно совместить только перестроение; любое другое обычное Передвижение его исключает.',
    );
    for (const code of ['formation-change-then-march', 'normal-move-forbids-march']) {
      expect(es(`march:reason.${code}`)).toContain('según el sentido probable de 8.5 е) (véase la nota del traductor en la cláusula)');
      expect(ru(`march:reason.${code}`)).toContain('по вероятному смыслу 8.5 е) (см. примечание редакции к пункту)');
    }
    expect(ru('march:normalMove.yes')).toBe('Другое обычное Передвижение (без марша)');
    expect(ru('march:normalMove.formation-change-only')).toBe('Только перестроение');
  });

  it('calls an unformed unit «Sin formar» in Spanish, as the chapter and the glossary do, not «Desordenada» (disordered is another state)', () => {
    expect(es('march:formation.unformed')).toBe('Sin formar');
    expect(readFileSync('content/rules/es/gdb/movement-phase.mdx', 'utf8')).toMatch(/sin formar/u);
  });

  it('does not say the formation change is taken off the march: only that the march may be shorter', () => {
    const upTo = { reach: { value: 30, unit: 'cm' } } as const;
    expect(toolMessage(ru, 'answer.upTo', upTo, 'cm', 'ru')).toBe(
      `Да, вместе с перестроением: не более 30${NBSP}см; перестроение занимает долю хода (таблица 8.9 не опубликована), и марш может оказаться короче.`,
    );
    expect(toolMessage(es, 'answer.upTo', upTo, 'cm', 'es')).not.toMatch(/menos la parte/u);
  });

  it('calls skirmishers "Hostigadores" in Spanish, as the chapter does', () => {
    expect(es('march:arm.skirmishers')).toBe('Hostigadores');
    const chapter = readFileSync('content/rules/es/gdb/movement-phase.mdx', 'utf8');
    expect(chapter).toContain('Hostigadores');
    const tool = JSON.stringify([readFileSync('src/i18n/locales/es/march.json', 'utf8'), readFileSync('src/i18n/locales/es/tactical-march.json', 'utf8')]);
    expect(tool).not.toMatch(/[Tt]iradores/);
  });

  it('keeps the tool\'s title in step with its two parts (the printed sheet shows the first alone)', () => {
    for (const t of [es, ru]) expect(t('tactical-march:title')).toBe(`${t('tactical-march:title.tables')}${t('tactical-march:title.andPlanner')}`);
  });

  it('speaks to the Spanish reader with «tú», as the rest of the site does', () => {
    const tool = JSON.stringify([readFileSync('src/i18n/locales/es/march.json', 'utf8'), readFileSync('src/i18n/locales/es/tactical-march.json', 'utf8')]);
    expect(tool.match(/\b(?:Corrija|Elija|Añada|añada|vuelva a|mida en|use|escriba|pulse)\b/gu)).toBeNull();
    expect(es('tactical-march:answer.fix')).toBe('Corrige la distancia al enemigo para ver la respuesta.');
  });

  it('sums up a brigade: how many of its units march, citing 8.5 ж)', () => {
    const far = { value: 100, unit: 'cm' } as const;
    const brigade = planBrigade({ order: 'move', units: [{ ...column, distanceToEnemy: far }, { ...column, movedNormallyThisTurn: 'yes', distanceToEnemy: far }] });
    if (!brigade.ok) throw new Error(brigade.error.code);
    const view = describeBrigade(brigade.value, [far, far], 'es', es);
    expect(view.summary).toBe('Unidades de la brigada que marchan: 1 de 2; las demás pueden moverse a velocidad normal.');
    expect(view.clause).toBe('8-5-g');
    expect(view.units.map((unit) => unit.mayMarch)).toEqual([true, false]);
  });

  it('says so when every unit of a brigade marches, not that «the others» move at normal speed, citing 8.5', () => {
    const far = { value: 100, unit: 'cm' } as const;
    const brigade = planBrigade({ order: 'move', units: [{ ...column, distanceToEnemy: far }, { ...column, distanceToEnemy: far }] });
    if (!brigade.ok) throw new Error(brigade.error.code);
    const view = describeBrigade(brigade.value, [far, far], 'es', es);
    expect(view.summary).toBe('Marchan todas las unidades de la brigada: 2.');
    expect(view.clause).toBe('8-5');
    expect(describeBrigade(brigade.value, [far, far], 'ru', ru).summary).toBe('Тактический марш совершают все подразделения Бригады: 2.');
  });

  it('does not say a full march ending exactly on the 35 cm (20″) ring ends beyond it: «no closer than»', () => {
    for (const [value, unit] of [[65, 'cm'], [38, 'in']] as const) {
      const plan = planMarch({ ...column, distanceToEnemy: { value, unit } });
      if (!plan.ok) throw new Error(plan.error.code);
      const ruView = describePlan(plan.value, { value, unit }, 'ru', ru);
      const esView = describePlan(plan.value, { value, unit }, 'es', es);
      const stop = unit === 'cm' ? `35${NBSP}см` : `20″`;
      expect(ruView.reasons.map((reason) => reason.text)).toContain(`Подразделение проходит полные ${unit === 'cm' ? `30${NBSP}см` : '18″'} и не подходит к противнику ближе чем на ${stop}.`);
      expect(esView.reasons.map((reason) => reason.text)).toContain(`Marcha sus ${unit === 'cm' ? `30${NBSP}cm` : '18″'} completos y no se acerca al enemigo a menos de ${unit === 'cm' ? `35${NBSP}cm` : '20″'}.`);
      expect(ruView.sketchText).not.toMatch(/вне круга/u);
      expect(esView.sketchText).not.toMatch(/fuera del círculo/u);
    }
  });

  it('says so when no unit of a brigade marches, and tells none of them that «the rest» marches on', () => {
    // Both moved normally, or both are inside the 35 cm stop: 8.5 ж) speaks of a part that marches, and there is none.
    for (const units of [
      [{ ...column, movedNormallyThisTurn: 'yes', distanceToEnemy: { value: 100, unit: 'cm' } }, { arm: 'cavalry', formation: 'squadron-column', movedNormallyThisTurn: 'yes', distanceToEnemy: { value: 90, unit: 'cm' } }],
      [{ ...column, distanceToEnemy: { value: 20, unit: 'cm' } }, { arm: 'cavalry', formation: 'squadron-column', distanceToEnemy: { value: 30, unit: 'cm' } }],
    ] as const) {
      const brigade = planBrigade({ order: 'move', units });
      if (!brigade.ok) throw new Error(brigade.error.code);
      const distances = units.map((unit) => unit.distanceToEnemy);
      const view = describeBrigade(brigade.value, distances, 'ru', ru);
      expect(view.summary).toBe('Ни одно подразделение Бригады не совершает тактический марш в этот ход.');
      expect(view.clause).toBe('8-5');
      expect(describeBrigade(brigade.value, distances, 'es', es).summary).toBe('Ninguna unidad de la brigada hace marcha táctica este turno.');
      for (const unit of brigade.value.units) {
        expect(unit.reasons.map((reason) => reason.code)).not.toContain('rest-of-brigade-continues');
        expect(unit.reasons.map((reason) => reason.code)).not.toContain('unit-may-move-at-normal-speed');
      }
    }
    // One unit alone is the one the reader entered, not the whole brigade: the rest may still march.
    const alone = planBrigade({ order: 'move', units: [{ ...column, distanceToEnemy: { value: 20, unit: 'cm' } }] });
    if (!alone.ok) throw new Error(alone.error.code);
    expect(alone.value.units[0]!.reasons.map((reason) => reason.code)).toContain('rest-of-brigade-continues');
  });

  it('says a brigade with a unit out of formation cannot march, naming that unit, citing 8.5 б)', () => {
    const far = { value: 100, unit: 'cm' } as const;
    const units = [{ ...column, distanceToEnemy: far }, { arm: 'infantry', formation: 'line', distanceToEnemy: far }, { arm: 'cavalry', formation: 'unformed', distanceToEnemy: far }] as const;
    const brigade = planBrigade({ order: 'move', units });
    if (!brigade.ok) throw new Error(brigade.error.code);
    const view = describeBrigade(brigade.value, [far, far, far], 'ru', ru);
    expect(view.summary).toBe(
      'Бригада не может совершить тактический марш в этот ход: не все её подразделения в построениях, в которых можно совершать тактический марш. Не в таком построении: подразделение 2, подразделение 3.',
    );
    expect(view.clause).toBe('8-5-b');
    expect(view.units.map((unit) => unit.mayMarch)).toEqual([false, false, false]);
    const first = view.units[0]!.reasons;
    expect(first.filter((reason) => reason.kind === 'unmet').map((reason) => reason.text)).toEqual([
      'Подразделение 2 этой Бригады (Пехота, «Линия») не в построении, в котором можно совершать тактический марш (8.5 б), а тактический марш совершается только всей Бригадой и ВСЕМИ входящими в её состав подразделениями: в этот ход вся Бригада не может совершить тактический марш.',
      'Подразделение 3 этой Бригады (Кавалерия, «Непостроенное») не в построении, в котором можно совершать тактический марш (8.5 б), а тактический марш совершается только всей Бригадой и ВСЕМИ входящими в её состав подразделениями: в этот ход вся Бригада не может совершить тактический марш.',
    ]);
    expect(first.some((reason) => reason.kind === 'met' && reason.text.includes('ВСЕМИ'))).toBe(false);
  });
});

describe('what the rules leave open, in words (a rules expert’s review)', () => {
  const en = createTranslator('en', pageMessages('en', ['march', 'tactical-march'])).composed('march');

  it('asks for the formation the unit marches in, before or after its formation change', () => {
    expect(es('tactical-march:hint.formation')).toBe(
      'La formación en la que marcha: si cambia de formación antes de marchar, la de después del cambio; si marcha primero y cambia después, aquella en la que marcha.',
    );
    expect(ru('tactical-march:hint.formation')).toBe(
      'Построение, в котором подразделение идёт маршем: если оно перестраивается до марша — построение после перестроения; если сначала идёт маршем, а потом перестраивается, — то, в котором идёт маршем.',
    );
    expect(en('tactical-march:hint.formation')).toBe(
      'The formation it marches in: if it changes formation before marching, the one after the change; if it marches first and changes after, the one it marches in.',
    );
    expect(es('march:reason.formation-after-change-forbids-march', { formation: 'Línea' })).toContain('una columna que marcha y luego forma en línea');
    expect(ru('march:reason.formation-after-change-forbids-march', { formation: 'Линия' })).toContain('колонна, которая проходит маршем, а потом разворачивается в линию');
    expect(en('march:reason.formation-after-change-forbids-march', { formation: 'Line' })).toContain('a column that marches and then forms line');
    expect(es('march:reason.formation-change-takes-part-of-turn')).toContain('la marcha que se combina con él puede ser más corta');
  });

  it('says a unit may move at normal speed while the rest marches, and that this is the site’s reading', () => {
    expect(es('march:reason.unit-may-move-at-normal-speed')).toMatch(/^Esta unidad puede moverse a velocidad normal .*lectura del sitio/u);
    expect(ru('march:reason.unit-may-move-at-normal-speed')).toMatch(/^Это подразделение может передвигаться с обычной скоростью.*прочтение сайта/u);
    expect(en('march:reason.unit-may-move-at-normal-speed')).toMatch(/^This unit may move at normal speed .*the site’s reading/u);
    expect(es('march:reason.brigade-stop-is-reading')).toContain('lectura del sitio');
    expect(ru('march:reason.brigade-stop-is-reading')).toContain('прочтение сайта');
    expect(en('march:reason.brigade-stop-is-reading')).toContain('the site’s reading');
  });

  it('says what the answer assumes of the Attack Phase, which 8.3 в) bears on and 8.5 leaves unsaid', () => {
    expect(es('march:reason.assumes-no-fire-in-attack-phase')).toContain('no tomó parte en la Fase de Ataque: 8.3 в)');
    expect(ru('march:reason.assumes-no-fire-in-attack-phase')).toContain('не участвовало в Фазе Атак: 8.3 в)');
  });

  it('says «at most» of a march cut short after a formation change, and how a general’s normal move is read', () => {
    expect(es('march:reason.march-ends-near-enemy-at-most', { reach: '25 cm', distance: '40 cm', stop: '35 cm' })).toMatch(/^Marcha como mucho 25 cm de sus 40 cm/u);
    expect(ru('march:reason.march-ends-near-enemy-at-most', { reach: '25 см', distance: '40 см', stop: '35 см' })).toMatch(/^Подразделение проходит не больше 25 см из 40 см/u);
    const general = es('march:reason.general-normal-move-assumed');
    expect(general).toContain('8.2 б)');
    expect(general).toContain('lectura del sitio');
    // The general is not called a unit.
    expect(general).toMatch(/^El general /u);
    expect(ru('march:reason.general-normal-move-assumed')).toMatch(/^Генерал /u);
  });
});

