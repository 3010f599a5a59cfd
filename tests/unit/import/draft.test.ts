import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { compile, createProcessor } from '@mdx-js/mdx';
import { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { parse } from 'yaml';
import type { Node } from 'unist';
import { draftFromSource, dominantScript, type DraftOptions } from '../../../src/lib/import/draft';
import { remarkClauses, type DeclaredClause } from '../../../src/lib/mdx/remark-clauses';
import { rulesPageSchema } from '../../../src/lib/content-schema';
import { normalizeText, splitSentences } from '../../../src/lib/text';

const SOURCES = [
  { file: '000_9fd39beb8b0e04ff.txt', lang: 'es', game: 'ocs', doc: 'reaction-phase' },
  { file: '001_33f8f751d36aaf4d.txt', lang: 'es', game: 'ocs', doc: 'combat-table' },
  { file: '002_346995670edcfe7c.txt', lang: 'ru', game: 'gdb', doc: 'movement-phase' },
] as const;

const read = (file: string) => readFileSync(`content/sources/${file}`, 'utf8');
const optionsFor = (s: (typeof SOURCES)[number]): DraftOptions => ({ lang: s.lang, game: s.game, doc: s.doc, source: s.file, order: 1 });
const GDB = SOURCES[2];
const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n/;

/** Compiles a page with the real MDX compiler and the site's clause plugin; returns the clauses it declares. */
async function compileDraft(mdx: string): Promise<DeclaredClause[]> {
  const file = new VFile({ path: 'draft.mdx', value: mdx.replace(FRONT_MATTER, '') });
  await compile(file, { remarkPlugins: [remarkClauses] });
  return (file.data as { astro: { frontmatter: { clauses: DeclaredClause[] } } }).astro.frontmatter.clauses;
}

interface JsxNode extends Node {
  name?: string | null;
  value?: string;
  attributes?: { name?: string; value?: unknown }[];
  children?: JsxNode[];
}

/** Components whose content is the site's, not the source's: notes and tools. */
const NOT_SOURCE = new Set(['Note', 'NotPublished', 'MarchPlanner', 'CombatTool']);

/** The words a page (or one of its clauses, with everything nested in it) shows of its source. */
function wordsOf(mdx: string, clauseId?: string): string[] {
  const tree = createProcessor().parse(mdx.replace(FRONT_MATTER, '')) as JsxNode;
  let scope: JsxNode | undefined = tree;
  if (clauseId) {
    scope = undefined;
    visit(tree, (node: JsxNode) => {
      if (node.name === 'Clause' && node.attributes?.some((a) => a.name === 'id' && a.value === clauseId)) scope = node;
    });
  }
  if (!scope) return [];
  const parts: string[] = [];
  const walk = (node: JsxNode) => {
    if (node.name && NOT_SOURCE.has(node.name)) return;
    for (const name of ['term', 'heading']) {
      const value = node.attributes?.find((a) => a.name === name)?.value;
      if (typeof value === 'string') parts.push(value);
    }
    if (node.type === 'text' && node.value) parts.push(node.value);
    node.children?.forEach(walk);
  };
  walk(scope);
  // As in the fidelity check: a result code's leader dots and a legend's "=" are layout, which a page may set as a list.
  return normalizeText(parts.join(' ').replace(/\s+(?:\.{3,}|=)(?=\s)/g, ' ')).split(' ');
}

describe.each(SOURCES)('the draft of $file', (source) => {
  const text = read(source.file);
  const draft = draftFromSource(text, optionsFor(source));

  it('compiles as MDX, with well-formed unique clause ids, and a front matter the schema accepts once its TODO is written', async () => {
    const declared = await compileDraft(draft.mdx);
    expect(declared.map((c) => c.id)).toEqual(draft.clauses.map((c) => c.id));
    const front = parse(FRONT_MATTER.exec(draft.mdx)![1]!) as Record<string, unknown>;
    // The description is the person's to write: the build refuses it as the importer left it.
    expect(rulesPageSchema.safeParse(front).error?.issues.map((issue) => issue.path.join('.'))).toEqual(['description']);
    const written = rulesPageSchema.safeParse({ ...front, description: 'A chapter of the rules, as its source gives it.' });
    expect(written.success, JSON.stringify(written.error?.issues)).toBe(true);
  });

  it('loses no sentence of its source', () => {
    const shown = normalizeText(wordsOf(draft.mdx).join(' '));
    const layoutFree = text.replace(/\s*\.{3,}\s*/g, ' ').replace(/^(\S+) = /gm, '$1 ');
    expect(splitSentences(layoutFree).filter((sentence) => !shown.includes(sentence))).toEqual([]);
  });

  it('holds the same words as the page made by hand, in the same order', () => {
    const page = readFileSync(`content/rules/${source.lang}/${source.game}/${source.doc}.mdx`, 'utf8');
    expect(wordsOf(draft.mdx).join(' ')).toBe(wordsOf(page).join(' '));
  });
});

describe('the draft of the movement chapter, against the page made by hand', () => {
  const draft = draftFromSource(read(GDB.file), optionsFor(GDB));
  const page = readFileSync('content/rules/ru/gdb/movement-phase.mdx', 'utf8');
  const numbered = (clauses: { id: string }[]) => clauses.map((c) => c.id).filter((id) => /^\d/.test(id) && /^[\d-]+(?:-[a-z])?$/.test(id));

  it('has the same ids for all 27 numbered clauses and sub-clauses of 8.1–8.9', async () => {
    const byHand = numbered(await compileDraft(page));
    expect(byHand).toHaveLength(27);
    expect(numbered(draft.clauses)).toEqual(byHand);
  });

  it.each(numbered(draftFromSource(read(GDB.file), optionsFor(GDB)).clauses))('clause %s holds the same words', (id) => {
    expect(wordsOf(draft.mdx, id)).toEqual(wordsOf(page, id));
  });

  it('labels sub-clauses as the chapter does, and marks the tables it does not publish', () => {
    expect(draft.clauses.find((c) => c.id === '8-5-e')?.label).toBe('8.5 д)');
    expect(draft.mdx).toMatch(/heading="8\.7\.[^"]*не публикую\)\.">\n\n<NotPublished \/>/);
    expect(draft.mdx).toMatch(/heading="8\.9\.[^"]*\(не публикую\)">\n\n<NotPublished \/>/);
  });
});

describe('structure found by shape, in any language', () => {
  const options: DraftOptions = { lang: 'es', game: 'ocs', doc: 'test-doc', source: '003_0123456789abcdef.txt', order: 3 };

  it('reads Markdown as published on the web: # headings, **bold** numbers, *** rules, pipe tables', async () => {
    const source = [
      '# Combat',
      '',
      '**9.10c** Defender options',
      '',
      'The defender chooses.',
      '',
      '***',
      '',
      '§ 9.11 Steps',
      '',
      '(a) The first step.',
      '(b) The second step.',
      '',
      '| Odds | Result |',
      '|---|---|',
      '| 1:1 | Ao1 |',
      '| 2:1 | Do1 |',
    ].join('\n');
    const draft = draftFromSource(source, options);
    expect(draft.clauses.map((c) => c.id)).toEqual(['9-10c', '9-11', '9-11-a', '9-11-b']);
    expect(draft.mdx).toContain('<tr><td>1:1</td><td>Ao1</td></tr>');
    expect(draft.mdx).toContain('<hr />');
    await compileDraft(draft.mdx);
  });

  it('sets lines in columns as a table and lists bullets as a list', () => {
    const draft = draftFromSource('1.1 Movement\n\nInfantry\t30 cm\nCavalry\t40 cm\n\n- one\n- two', options);
    expect(draft.mdx).toContain('<tr><td>Infantry</td><td>30 cm</td></tr>');
    expect(draft.mdx).toMatch(/<ul class="plain">\n<li>\\- one<\/li>\n<li>\\- two<\/li>\n<\/ul>/);
  });

  it('keeps a sub-clause letter that is out of sequence as text, and says so', () => {
    const draft = draftFromSource('2.1 Fire\n\nb) out of sequence', options);
    expect(draft.clauses.map((c) => c.id)).toEqual(['2-1']);
    expect(draft.report).toEqual([{ line: 3, message: expect.stringContaining('out of sequence') }]);
  });

  it('gives a clause number met twice an id that reads as no other clause, and says so', () => {
    const draft = draftFromSource('10.2. Fuego\n\n10.2. Fuego otra vez\n\n10.2.1. Alcance', options);
    expect(draft.clauses.map((c) => c.id)).toEqual(['10-2', '10-2-repeat-2', '10-2-1']);
    expect(draft.report).toEqual([{ line: 3, message: 'clause number 10.2 again (first at line 1): its id is 10-2-repeat-2, which the build refuses until one of them is renumbered or this one has an id of its own' }]);
  });

  it('keeps a number the text has passed as its clause\'s text, never as a clause, and names the numbers it skips (a maintainer review)', () => {
    const draft = draftFromSource('10.1. Дистанции.\n\n10.2. Очки.\n1.5 очка за каждого генерала рядом;\n2 очка за атаку во фланг.\n\n10.4. Итог.', options);
    expect(draft.clauses.map((c) => c.id)).toEqual(['10-1', '10-2', '10-4']);
    expect(draft.clauses[1]!.lines).toEqual(['10.2. Очки.', '1.5 очка за каждого генерала рядом;', '2 очка за атаку во фланг.']);
    expect(draft.mdx).toContain('1\\.5 очка за каждого генерала рядом;');
    expect(draft.report).toEqual([
      { line: 4, message: '"1.5" opens a line but comes before 10.2, the clause it is in: kept as that clause\'s text (a value, not a clause number?)' },
      { line: 7, message: 'clause 10.4 follows 10.2: a number between them is not in the text; check that no clause was lost' },
    ]);
  });

  it('marks a table the source leaves out on a line of its own, and says where a sentence stands before the first clause (a maintainer review)', () => {
    const draft = draftFromSource('Глава IX. Потери\n\nВступление перед первым пунктом, которое надо куда-то поместить.\n\n9.1 Потери\nКаждое попадание снимает фигуру.\n\nТаблица потерь - не публикую\n\n9.2 Мораль\nПроверка морали после потерь.\n', { ...options, lang: 'ru' });
    expect(draft.mdx).toMatch(/<h3 class="subheading">Таблица потерь - не публикую<\/h3>\s*<NotPublished \/>/u);
    expect(draft.report).toEqual([{ line: 3, message: "text before the first clause: kept with the source's headings; move it into a clause or a note" }]);
    expect(draftFromSource('Capítulo X. Cargas\n\n10.1 Cargas\nTexto.\n\nTabla de cargas - no la publico\n', options).mdx).toContain('<NotPublished />');
  });

  it('gives unnumbered texts ids from their headings, or from the document', () => {
    const draft = draftFromSource('Title\n\nFirst paragraph, no heading.\n\nReserve Mode:\n\nUnits wait.', options);
    expect(draft.clauses.map((c) => c.id)).toEqual(['test-doc-1', 'reserve-mode']);
  });
});

describe('hostile sources', () => {
  const options: DraftOptions = { lang: 'ru', game: 'gdb', doc: 'hostile', source: '003_0123456789abcdef.txt', order: 3 };
  const gdb = read(GDB.file);
  const ids = (text: string) => draftFromSource(text, options).clauses.map((c) => c.id);

  it('an empty file gets a clear message', () => {
    expect(() => draftFromSource('', options)).toThrow('the source is empty');
    expect(() => draftFromSource('\uFEFF \r\n\n', options)).toThrow('the source is empty');
  });

  it('Windows line ends and a byte-order mark change nothing', () => {
    expect(draftFromSource(`\uFEFF${gdb.replace(/\n/g, '\r\n')}`, options).mdx).toBe(draftFromSource(gdb, options).mdx);
  });

  it('a text with no numbering is a valid draft', async () => {
    const declared = await compileDraft(draftFromSource('Просто текст.\n\nЕщё абзац без номеров.', options).mdx);
    expect(declared.map((c) => c.id)).toEqual(['hostile-1', 'hostile-2']);
  });

  it('mixed scripts and characters MDX would read as code stay text', async () => {
    const source = '1.1 Смешанный "x" & {texto} <b>\n\nPalabras y слова & "quotes" {x} <y> `z` *w* _v_ [u](t)\n\n- 3 < 4 > 2';
    const draft = draftFromSource(source, options);
    await compileDraft(draft.mdx);
    const shown = normalizeText(wordsOf(draft.mdx).join(' '));
    for (const sentence of splitSentences(source)) expect(shown).toContain(sentence);
  });

  it('lines that open with import or export stay text, not code MDX would run', async () => {
    const source = '1.1 Órdenes\n\nimport x from "y"\n\nexport const z = 1';
    const draft = draftFromSource(source, options);
    await compileDraft(draft.mdx);
    const shown = normalizeText(wordsOf(draft.mdx).join(' '));
    expect(shown).toContain('import x from "y"');
    expect(shown).toContain('export const z');
  });

  it('2 MB of text is a valid draft with unique ids', async () => {
    let big = '';
    for (let n = 1; big.length < 2_000_000; n++) big += gdb.replace(/^8\.(\d)/gm, `${n}.$1`) + '\n';
    const draft = draftFromSource(big, options);
    expect(new Set(draft.clauses.map((c) => c.id)).size).toBe(draft.clauses.length);
    await compileDraft(draft.mdx);
  }, 180_000);

  it('warns rather than refuses when the text does not look like its language', () => {
    expect(dominantScript(gdb)).toBe('cyrillic');
    expect(dominantScript(read('000_9fd39beb8b0e04ff.txt'))).toBe('latin');
    expect(ids('8.1 Movement\n\na) Generals.')).toEqual(['8-1', '8-1-a']);
  });
});
