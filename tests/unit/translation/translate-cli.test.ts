import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runStatus, runTranslate } from '../../../scripts/translate.mjs';
import { runImport } from '../../../scripts/import.mjs';
import { parseRulesSource } from '../../../src/lib/translation-skeleton';
import { readKeptHashes } from '../../../src/lib/translation-hashes';
import { translationProgress } from '../../../src/lib/translation-progress';
import { compileRulesPage } from '../../support/mdx';
import { rulesPageSchema } from '../../../src/lib/content-schema';

const RU = 'content/rules/ru/gdb/movement-phase.mdx';
const ES = 'content/rules/es/gdb/movement-phase.mdx';
let root: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'translate-'));
  cpSync('content/rules', join(root, 'content/rules'), { recursive: true });
  cpSync('content/translations', join(root, 'content/translations'), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const read = (path: string) => readFileSync(join(root, path), 'utf8');
const translate = (...extra: string[]) => runTranslate(['--doc', 'gdb/movement-phase', '--to', 'es', ...extra], root);
const progress = () =>
  translationProgress(parseRulesSource(read(RU)).clauses, parseRulesSource(read(ES)).clauses, readKeptHashes('es', 'gdb', 'movement-phase', root));
/** The source text of one clause of a page's text. */
const sliceOf = (text: string, id: string) => {
  const clause = parseRulesSource(text).clauses.find((c) => c.id === id)!;
  return text.slice(clause.start, clause.end);
};
const clauseText = (path: string, id: string) => sliceOf(read(path), id);

describe('npm run translate', () => {
  it('writes a skeleton: every clause of the original with its id, its wording in a comment, none translated', async () => {
    rmSync(join(root, ES));
    rmSync(join(root, 'content/translations/es'), { recursive: true });
    const { code, lines } = translate();
    expect(code, lines.join('\n')).toBe(0);
    const skeleton = read(ES);
    expect(parseRulesSource(skeleton).clauses.map((c) => c.id)).toEqual(parseRulesSource(read(RU)).clauses.map((c) => c.id));
    expect(skeleton).toContain('<Clause id="8-5-e" label="8.5 д)" as="li">\n{/* д) ');
    expect(skeleton).toContain('{/* 8.5. Тактические марши.');
    expect(skeleton).toContain('translatedFrom: ru');
    // Its title and description are the translator's to write: the build refuses them until then (a maintainer review:
    // a skeleton built as it was published the original's Russian title as the Spanish page's).
    const refused = rulesPageSchema.safeParse(parseRulesSource(skeleton).frontmatter).error?.issues.map((issue) => issue.path.join('.'));
    expect(refused).toEqual(['title', 'description']);
    expect(parseRulesSource(skeleton).frontmatter.title).toBe('TODO: translate «Глава VIII. Фаза передвижений»');
    expect(progress()).toMatchObject({ total: 32, translated: [], stale: [], unhashed: [], extra: [] });
    // The build's own plugins accept it as it is.
    const compiled = await compileRulesPage(join(root, ES));
    expect(compiled.frontmatter.clauses?.every((c) => c.empty)).toBe(true);
    expect(runStatus([], root).lines.find((line) => line.startsWith('gdb/movement-phase'))).toMatch(/^gdb\/movement-phase\s+0 \/ 32\s+original$/);
  });

  it('adds the clauses a translation lacks where the original has them, and leaves the translated ones untouched', () => {
    const full = read(ES);
    const without = (text: string, id: string) => text.replace(sliceOf(text, id), '');
    writeFileSync(join(root, ES), without(without(full, '8-5-c'), '8-9'));
    expect(progress().untranslated).toEqual(['8-5-c', '8-9']);
    const { code, lines } = translate();
    expect(code, lines.join('\n')).toBe(0);
    expect(lines).toContain('clauses to translate added: 8-5-c, 8-9');
    const ids = parseRulesSource(read(ES)).clauses.map((c) => c.id);
    expect(ids).toEqual(parseRulesSource(read(RU)).clauses.map((c) => c.id));
    for (const id of ['8-5', '8-5-b', '8-5-d', '8-8']) expect(clauseText(ES, id).replace(/\n<Clause id="8-5-c"[\s\S]*?<\/Clause>/, '')).toBe(sliceOf(without(full, '8-5-c'), id));
    expect(clauseText(ES, '8-5-c')).toMatch(/^<Clause id="8-5-c" label="8.5 в\)" as="li">\n\{\/\* в\) /);
    expect(progress()).toMatchObject({ untranslated: ['8-5-c', '8-9'], stale: [], unhashed: [] });
    // Run again: nothing more to add, the page stays as it is.
    const once = read(ES);
    expect(translate().code).toBe(0);
    expect(read(ES)).toBe(once);
  });

  it('names the clauses the original no longer has, which the translation keeps and the build refuses', () => {
    // The original renames 8.9's id: the translation's 8-9 is left, named, with what to do.
    writeFileSync(join(root, RU), read(RU).replace('<Clause id="8-9"', '<Clause id="8-9-formations"'));
    const { code, lines } = translate();
    expect(code, lines.join('\n')).toBe(0);
    expect(lines).toContain(`clauses ${RU} no longer has, left in ${ES}: 8-9 (the build refuses them: remove each, or give it the id the original now uses)`);
    expect(lines).toContain('clauses to translate added: 8-9-formations');
  });

  it('reports a clause whose original changed after it was translated, until it is revised and accepted', () => {
    expect(progress().stale).toEqual([]);
    writeFileSync(join(root, RU), read(RU).replace('со скорость 30см', 'со скоростью 30см'));
    const changed = progress().stale;
    expect(changed).toHaveLength(1);
    const status = runStatus([], root).lines;
    expect(status.find((line) => line.startsWith('gdb/movement-phase'))).toContain('32 / 32 (1 stale)');
    expect(status).toContain(`es gdb/movement-phase: original changed since translated: ${changed[0]}`);
    const before = read(ES);
    expect(translate().code).toBe(0);
    expect(read(ES)).toBe(before);
    expect(progress().stale).toEqual(changed);
    expect(translate('--accept', changed[0]!).lines).toContain(`translated clauses recorded as current: ${changed[0]}`);
    expect(progress().stale).toEqual([]);
    expect(runStatus([], root).lines.at(-1)).toBe('every translated clause is current with its original');
  });

  it('shows an untranslated clause the original’s new wording', () => {
    const placeholder = clauseText(ES, '8-6').replace(/>[\s\S]*<\/Clause>$/, '>\n{/* old */}\n</Clause>').replace(/ heading="[^"]*"/, '');
    writeFileSync(join(root, ES), read(ES).replace(clauseText(ES, '8-6'), placeholder));
    writeFileSync(join(root, RU), read(RU).replace('8.6. ', '8.6.  Новое: '));
    const { lines } = translate();
    expect(lines).toContain('untranslated clauses whose original changed (comment updated): 8-6');
    expect(clauseText(ES, '8-6')).toContain('Новое:');
    expect(clauseText(ES, '8-6')).not.toContain('old');
  });

  it('reads a page saved with a byte order mark and Windows line ends, as the build does (a maintainer review)', () => {
    writeFileSync(join(root, ES), `\uFEFF${read(ES).replace(/\n/gu, '\r\n')}`);
    expect(runStatus([], root).lines.find((line) => line.startsWith('gdb/movement-phase'))).toMatch(/^gdb\/movement-phase\s+32 \/ 32\s/u);
    const { code, lines } = translate();
    expect(code, lines.join('\n')).toBe(0);
    expect(progress()).toMatchObject({ total: 32, stale: [], extra: [] });
  });

  it('shows a translated clause whose original changed the new wording to revise from, its translation untouched (a maintainer review)', () => {
    rmSync(join(root, ES));
    rmSync(join(root, 'content/translations/es'), { recursive: true });
    expect(translate().code).toBe(0);
    // 8.4 а) translated below its comment, and recorded as current.
    const skeletonClause = clauseText(ES, '8-4-a');
    const translated = skeletonClause.replace(/\*\/\}\n/u, '*/}\nTexto traducido de 8.4 a).\n');
    writeFileSync(join(root, ES), read(ES).replace(skeletonClause, translated));
    expect(translate('--accept', '8-4-a').lines).toContain('translated clauses recorded as current: 8-4-a');
    // The original changes; the translator runs translate again.
    const [before, after] = ['10см', '12см'];
    expect(clauseText(RU, '8-4-a')).toContain(before);
    writeFileSync(join(root, RU), read(RU).replace(clauseText(RU, '8-4-a'), clauseText(RU, '8-4-a').replace(before, after)));
    const { lines } = translate();
    expect(lines).toContain('translated clauses whose original changed (comment updated to the new wording; revise, then --accept): 8-4-a');
    const revised = clauseText(ES, '8-4-a');
    expect(revised).toContain(after);
    expect(revised).not.toContain(before);
    expect(revised).toContain('Texto traducido de 8.4 a).');
    expect(progress().stale).toEqual(['8-4-a']);
    // Accepting a clause not translated yet records nothing, and says so.
    expect(translate('--accept', '8-5-e').lines).toContain('--accept names clauses not translated yet, so nothing was recorded for them: 8-5-e');
  });

  it('refuses bad input with a clear message', () => {
    expect(runTranslate(['--doc', 'movement-phase', '--to', 'es'], root).lines[0]).toMatch(/^translate: --doc must be <game>\/<doc>/);
    expect(runTranslate(['--doc', 'gdb/movement-phase', '--to', 'fr'], root).lines[0]).toBe('translate: --to must be one of es, ru (got fr)');
    expect(runTranslate(['--doc', 'gdb/fire-phase', '--to', 'es'], root).lines[0]).toBe('translate: no original page for gdb/fire-phase in content/rules/<lang>/gdb/fire-phase.mdx');
    expect(runTranslate(['--doc', 'gdb/movement-phase', '--to', 'ru'], root).code).toBe(1);
    expect(translate('--accept', '9-9').lines[0]).toBe(`translate: --accept names clauses ${RU} does not have: 9-9`);
    expect(runTranslate(['--bogus'], root).code).toBe(1);
  });

  it('says in one line, and the status too, that a kept hash does not read, and how to write it anew (a maintainer review)', () => {
    const file = join(root, 'content/translations/es/gdb/movement-phase.yaml');
    writeFileSync(file, read('content/translations/es/gdb/movement-phase.yaml').replace(/^8-5: [0-9a-f]+$/mu, '8-5: 12ab'));
    const refused = `content/translations/es/gdb/movement-phase.yaml: the hash of 8-5 must be 16 hex digits; \`npm run translate -- --doc <game>/<doc> --to <lang> --accept 8-5\` writes it anew`;
    expect(runStatus([], root)).toEqual({ code: 1, lines: [`translate:status: ${refused}`] });
    expect(translate().lines).toEqual([`translate: ${refused}`]);
  });

  it('reports a clause as stale when its source is edited and re-imported after it was translated', () => {
    mkdirSync(join(root, 'content/sources'), { recursive: true });
    cpSync('content/sources/sources.yaml', join(root, 'content/sources/sources.yaml'));
    const lines = readFileSync('content/sources/002_346995670edcfe7c.txt', 'utf8').split('\n');
    const chapter = lines.slice(0, lines.findIndex((line) => line.startsWith('8.4.'))).join('\n').replace(/^8\.(\d)/gm, '9.$1');
    const source = join(root, 'chapter.txt');
    writeFileSync(source, `${chapter}\n`);
    const importChapter = () => runImport([source, '--lang', 'ru', '--game', 'gdb', '--doc', 'chapter-ix'], root);
    expect(importChapter().code).toBe(0);
    expect(runTranslate(['--doc', 'gdb/chapter-ix', '--to', 'es'], root).code).toBe(0);
    // 9.3 and 9.3 а) are translated below their comments.
    const page = 'content/rules/es/gdb/chapter-ix.mdx';
    writeFileSync(
      join(root, page),
      read(page)
        .replace(/<Clause id="9-3" label="9.3">(\n\{\/\*[\s\S]*?\*\/\})/, '<Clause id="9-3" label="9.3" heading="9.3. Velocidad normal de movimiento de las unidades.">$1\nLa velocidad normal de movimiento representa las maniobras en el campo de batalla.')
        .replace(/(<Clause id="9-3-a" label="9.3 а\)" as="li">\n\{\/\*[^\n]*\*\/\})/, '$1\nа) En la Fase de Movimiento las unidades pueden desplazarse hasta la distancia máxima.'),
    );
    const status = () => runStatus([], root).lines.join('\n');
    expect(status()).toMatch(/gdb\/chapter-ix\s+2 \/ 12\s+original/);
    // The source's 9.3 is corrected and imported again: the translation of 9.3 is now stale, 9.3 а) is not.
    writeFileSync(source, readFileSync(source, 'utf8').replace('ограничено способность', 'ограничено способностью'));
    expect(importChapter().code).toBe(0);
    expect(status()).toMatch(/gdb\/chapter-ix\s+2 \/ 12 \(1 stale\)\s+original/);
    expect(status()).toContain('es gdb/chapter-ix: original changed since translated: 9-3');
  });

  it.each([
    ['ocs/reaction-phase', 'ru'],
    ['ocs/combat-table', 'ru'],
  ])('writes a skeleton of %s the build accepts, with every clause of the original', async (doc, to) => {
    const [game, name] = doc.split('/') as [string, string];
    const target = `content/rules/${to}/${game}/${name}.mdx`;
    rmSync(join(root, target));
    expect(runTranslate(['--doc', doc, '--to', to], root).code).toBe(0);
    const compiled = await compileRulesPage(join(root, target));
    const original = parseRulesSource(read(`content/rules/es/${game}/${name}.mdx`)).clauses;
    expect(compiled.frontmatter.clauses?.map((c) => [c.id, c.parent])).toEqual(original.map((c) => [c.id, c.parent]));
  });

  it('puts a clause back before its next sibling, and sub-clauses into their parent’s list when it has none of them', () => {
    const full = read(ES);
    const list = /<ol class="lettered">\n<Clause id="8-2-a"[\s\S]*?<\/ol>\n/.exec(full)![0];
    writeFileSync(join(root, ES), full.replace(sliceOf(full, '8-1'), '').replace(list, ''));
    const { code, lines } = translate();
    expect(code, lines.join('\n')).toBe(0);
    expect(lines).toContain('clauses to translate added: 8-1, 8-2-a, 8-2-b, 8-2-c');
    const page = parseRulesSource(read(ES));
    expect(page.clauses.slice(0, 5).map((c) => [c.id, c.parent])).toEqual([['8-1', undefined], ['8-2', undefined], ['8-2-a', '8-2'], ['8-2-b', '8-2'], ['8-2-c', '8-2']]);
    expect(sliceOf(read(ES), '8-2')).toMatch(/<ol class="lettered">\n<Clause id="8-2-a" label="8.2 а\)" as="li">\n\{\/\* а\) /);
  });
});
