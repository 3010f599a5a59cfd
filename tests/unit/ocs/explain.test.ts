import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMBAT_TABLE_CLAUSES, REACTION_PHASE_CLAUSES, SOURCE_DOCS, TABLE_NOTE_RULES } from '../../../src/lib/ocs/resolve';
import { parseCombatResult, type CombatParseError } from '../../../src/lib/ocs/combat-result';
import {
  CITED_CLAUSES,
  EXCERPT_CONTEXT,
  RESULT_PART_SOURCES,
  citedClauseLabels,
  errorExcerpt,
  explainCombatResult,
  ruleLinks,
  tableNoteId,
  tableNoteNumber,
} from '../../../src/lib/ocs/explain';
import { valueOf } from './helpers';

/** The clauses a rules page declares, read from its MDX the way the build's plugin records them. */
function declaredClauses(lang: string, doc: string): { id: string; label: string }[] {
  const text = readFileSync(new URL(`../../../content/rules/${lang}/${doc}.mdx`, import.meta.url), 'utf8');
  return [...text.matchAll(/<Clause\s+id="([^"]+)"\s+label="([^"]*)"/g)].map((match) => ({ id: match[1]!, label: match[2]! }));
}

function parseError(input: string): CombatParseError {
  const parsed = parseCombatResult(input);
  if (parsed.ok) throw new Error(`expected "${input}" not to parse`);
  return parsed.error;
}

describe('explainCombatResult', () => {
  it('splits "Ae3 DL2o2DG" into its printed tokens, each with its side and clause', () => {
    expect(explainCombatResult(valueOf('Ae3 DL2o2DG')).map(({ token, side, code, source }) => ({ token, side, code, clause: source.clause }))).toEqual([
      { token: 'e3', side: 'attacker', code: 'exploit', clause: 'legend-exploit' },
      { token: 'L2', side: 'defender', code: 'defenderLoss', clause: 'loss-or-option' },
      { token: 'o2', side: 'defender', code: 'defenderOption', clause: 'defender-may-ignore' },
      { token: 'DG', side: 'defender', code: 'dg', clause: 'legend-dg' },
    ]);
  });

  it('explains an e# beside the attacker\'s option by the clause and note that tie it to the option taken as losses', () => {
    const exploit = explainCombatResult(valueOf('Ao1 e4 DL1o2')).find((part) => part.token === 'e4');
    expect(exploit).toMatchObject({ code: 'exploitAfterOption', side: 'attacker', source: { doc: 'ocs/combat-table', clause: 'exploit-takes-losses', rule: '9.9 note 1' } });
  });

  it('keeps the numbers the explanation sentences need', () => {
    expect(explainCombatResult(valueOf('AL1o1 Do1')).map((part) => [part.token, part.params])).toEqual([
      ['L1', { count: 1 }],
      ['o1', { count: 1 }],
      ['o1', { count: 1 }],
    ]);
  });

  it('cites only clauses of the combat-table document that the conclusions cite too', () => {
    for (const source of Object.values(RESULT_PART_SOURCES)) {
      expect(source.doc).toBe(SOURCE_DOCS.combatTable);
      expect(COMBAT_TABLE_CLAUSES).toContain(source.clause);
    }
  });
});

describe('links to what a conclusion rests on', () => {
  const source = { doc: 'ocs/combat-table', clause: 'defender-may-ignore', rule: '9.9 note 2' };

  it('links a clause of the page it is on by fragment, and the table note by fragment', () => {
    expect(ruleLinks(source, { lang: 'es', currentDoc: 'ocs/combat-table' })).toEqual([
      { kind: 'clause', doc: 'ocs/combat-table', clause: 'defender-may-ignore', href: '#defender-may-ignore' },
      { kind: 'note', note: 2, href: '#table-note-2' },
    ]);
  });

  it('links a clause of another page by its path in the page\'s language', () => {
    expect(ruleLinks(source, { lang: 'ru', currentDoc: null })[0]?.href).toBe('/ru/ocs/combat-table/#defender-may-ignore');
    expect(ruleLinks({ doc: 'ocs/reaction-phase', clause: 'reserve-removed-when-attacked' }, { lang: 'es', currentDoc: 'ocs/combat-table' })).toEqual([
      { kind: 'clause', doc: 'ocs/reaction-phase', clause: 'reserve-removed-when-attacked', href: '/es/ocs/reaction-phase/#reserve-removed-when-attacked' },
    ]);
  });

  it('links a note-only source to the rendered note', () => {
    expect(ruleLinks({ doc: 'ocs/combat-table', rule: '9.9 note 4' }, { lang: 'es', currentDoc: null })).toEqual([{ kind: 'note', note: 4, href: '#table-note-4' }]);
  });

  it('reads the note number of every table note rule, and nothing else', () => {
    expect(TABLE_NOTE_RULES.map(tableNoteNumber)).toEqual([1, 2, 3, 4]);
    expect(tableNoteNumber('9.10')).toBeNull();
    expect(tableNoteNumber('9.9 note 5')).toBeNull();
    expect(tableNoteId(3)).toBe('table-note-3');
  });
});

describe('citedClauseLabels', () => {
  it.each(['es', 'ru'])('finds every cited clause in the %s documents, labelled as they label it', (lang) => {
    const labels = citedClauseLabels({
      [SOURCE_DOCS.combatTable]: declaredClauses(lang, SOURCE_DOCS.combatTable),
      [SOURCE_DOCS.reactionPhase]: declaredClauses(lang, SOURCE_DOCS.reactionPhase),
    });
    expect(Object.keys(labels[SOURCE_DOCS.combatTable]).sort()).toEqual([...COMBAT_TABLE_CLAUSES].sort());
    expect(Object.keys(labels[SOURCE_DOCS.reactionPhase])).toEqual([...REACTION_PHASE_CLAUSES]);
    for (const label of Object.values(labels[SOURCE_DOCS.combatTable])) expect(label.trim()).not.toBe('');
  });

  it('labels the Spanish clauses with their Spanish labels', () => {
    const labels = citedClauseLabels({
      [SOURCE_DOCS.combatTable]: declaredClauses('es', SOURCE_DOCS.combatTable),
      [SOURCE_DOCS.reactionPhase]: declaredClauses('es', SOURCE_DOCS.reactionPhase),
    });
    expect(labels[SOURCE_DOCS.combatTable]['defender-may-ignore']).toBe('El defensor puede ignorar su opción');
  });

  it('fails naming every cited clause a document lacks', () => {
    const withoutTwo = declaredClauses('es', SOURCE_DOCS.combatTable).filter((clause) => !['legend-dg', 'option-number'].includes(clause.id));
    expect(() => citedClauseLabels({ [SOURCE_DOCS.combatTable]: withoutTwo, [SOURCE_DOCS.reactionPhase]: [] })).toThrow(
      /ocs\/combat-table#option-number, ocs\/combat-table#legend-dg, ocs\/reaction-phase#reserve-removed-when-attacked/,
    );
  });

  it('covers every clause the conclusions and result parts can cite', () => {
    expect(CITED_CLAUSES[SOURCE_DOCS.combatTable]).toEqual(COMBAT_TABLE_CLAUSES);
    expect(CITED_CLAUSES[SOURCE_DOCS.reactionPhase]).toEqual(REACTION_PHASE_CLAUSES);
  });
});

describe('errorExcerpt', () => {
  it('splits the input around the bad token', () => {
    expect(errorExcerpt('AL1 X9 Do1', parseError('AL1 X9 Do1'))).toEqual({ before: 'AL1 ', token: 'X9', after: ' Do1' });
    expect(errorExcerpt('AL0', parseError('AL0'))).toEqual({ before: 'A', token: 'L0', after: '' });
  });

  it('shows a hostile token as it was typed, for the page to render as text', () => {
    const input = '<img src=x onerror=alert(1)>';
    expect(errorExcerpt(input, parseError(input))).toEqual({ before: '', token: '<img', after: ' src=x onerror=alert(1)>' });
  });

  it('cuts long context and long tokens with an ellipsis', () => {
    const input = `AL1 Do1 ${'x'.repeat(60)}`;
    const excerpt = errorExcerpt(input, parseError(input));
    expect(excerpt).toEqual({ before: 'AL1 Do1 ', token: `${'x'.repeat(EXCERPT_CONTEXT)}…`, after: '' });
    const late = `DL1${' '.repeat(40)}AL1 Q`;
    const before = late.slice(late.length - 1 - EXCERPT_CONTEXT, late.length - 1);
    expect(errorExcerpt(late, parseError(late))).toEqual({ before: `…${before}`, token: 'Q', after: '' });
    const early = `Q ${'AL1 '.repeat(20)}`;
    expect(errorExcerpt(early, parseError(early))?.after).toBe(`${early.slice(1, 1 + EXCERPT_CONTEXT)}…`);
  });

  it('has nothing to show for an empty input or a token that is not where the error says', () => {
    expect(errorExcerpt('', parseError(''))).toBeNull();
    expect(errorExcerpt('AL1 X9', { code: 'unexpected-token', token: 'X9', index: 0 })).toBeNull();
  });
});
