import { clauseIdFor } from '../clause-ids';
import { looksLikeHeading, shapeOf } from './lines';
import { slugify, uniqueIds } from './slug';
import { numberOrder } from './number-order';

/** What the importer knows of the document it drafts. */
export interface DraftOptions {
  lang: string;
  game: string;
  doc: string;
  /** The file name under `content/sources/`. */
  source: string;
  /** Place among the game's documents (front matter `order`). */
  order: number;
}

/** A clause of the draft, with the source lines it holds (its own, then its sub-clauses'). */
export interface DraftClause {
  id: string;
  label: string;
  /** 1-based line of the source where the clause starts. */
  line: number;
  /** Whether the clause has a number in the source (`8.5`, `8.5 д)`), not a slug. */
  numbered: boolean;
  parent?: string;
  lines: string[];
}

/** A line the importer kept but could not place with confidence, for a person to look at. */
export interface ReportLine {
  line: number;
  message: string;
}

/** The result of drafting a source: the MDX page, its clauses, and what a person should check. */
export interface Draft {
  title: string;
  mdx: string;
  clauses: DraftClause[];
  report: ReportLine[];
}

type Block =
  | { type: 'source-heading'; lines: string[] }
  | { type: 'para'; text: string }
  | { type: 'subheading'; text: string }
  | { type: 'bullets'; items: string[] }
  | { type: 'table'; rows: string[][] }
  | { type: 'not-published' }
  | { type: 'caption'; text: string }
  | { type: 'rule' }
  | { type: 'lettered'; items: ClauseBlock[] }
  | ClauseBlock;

interface ClauseBlock {
  type: 'clause';
  clause: DraftClause;
  heading?: string;
  children: Block[];
}

/** A sentence that says the source leaves a table out: the page marks it `<NotPublished />`. */
const NOT_PUBLISHED = /не\s+публику|не\s+приводится|no\s+(?:se\s+)?(?:la\s+|lo\s+)?public|sin\s+publicar|not\s+(?:published|reproduced)/iu;
/** A caption names a picture the text does not carry: `Figura 3 …`, `Рис. 2 …`, or a short line dated in brackets. */
const CAPTION = /^(?:fig(?:ura|ure)?\.?|рис(?:унок|\.)|imagen|foto|photo|image)\s|^.{10,140}\([^()]*\b\d{4}\)\.?$/iu;
const LATIN = 'abcdefghijklmnopqrstuvwxyz';
/** Hard line ends of every platform, and a byte-order mark, are read alike. */
const LINE_END = /\r\n|\r|\n/;

/**
 * Escapes what MDX would read as markup, so a source line renders as the same text; a line that opens with `import` or
 * `export`, which MDX would run as JavaScript, has its first letter as a character reference.
 * @example escapeMdxText('A {b} <c> *d*') // 'A \\{b\\} \\<c\\> \\*d\\*'
 * @example escapeMdxText('import x from "y"') // '&#105;mport x from "y"'
 */
export function escapeMdxText(text: string): string {
  return text
    .replace(/[\\`*_{}[\]<>#|~&]/g, '\\$&')
    .replace(/^(\s*)([-+=]|\d+[.)])/, (_, space: string, lead: string) => `${space}${lead.replace(/([-+=.)])$/, '\\$1')}`)
    .replace(/^(\s*)(import|export)\b/gmu, (_, space: string, word: string) => `${space}&#${word.charCodeAt(0)};${word.slice(1)}`);
}

/**
 * Quotes an attribute value of a JSX tag: `&` and `"` as character references, which MDX decodes.
 * @example attribute('a "b"') // '"a &quot;b&quot;"'
 */
export function attribute(value: string): string {
  return `"${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`;
}

/**
 * Which script a text is mostly written in, to warn when it does not look like the language it is imported as.
 * @example dominantScript('Тактические марши') // 'cyrillic'
 */
export function dominantScript(text: string): 'cyrillic' | 'latin' | 'none' {
  let cyrillic = 0;
  let latin = 0;
  for (const char of text.slice(0, 200_000)) {
    if (/\p{Script=Cyrillic}/u.test(char)) cyrillic++;
    else if (/\p{Script=Latin}/u.test(char)) latin++;
  }
  if (cyrillic + latin === 0) return 'none';
  return cyrillic >= latin ? 'cyrillic' : 'latin';
}

/**
 * Drafts a structured MDX page from a plain-text (or Markdown-ish) rules chapter. Structure is found by the
 * shape of lines, not by language; no line of the source is dropped. Throws only on an empty source.
 * @example draftFromSource('8.1. Movement.\n\na) Generals move.', { lang: 'en', game: 'gdb', doc: 'movement', source: '003_0123456789abcdef.txt', order: 2 }).clauses.map((c) => c.id) // ['8-1', '8-1-a']
 */
export function draftFromSource(source: string, options: DraftOptions): Draft {
  const lines = source.replace(/^\uFEFF/, '').split(LINE_END);
  if (lines.every((line) => line.trim() === '')) throw new Error('the source is empty: there is no text to import');
  const shapes = lines.map(shapeOf);
  const numberedDocument = shapes.some((shape) => shape.kind === 'numbered');
  const report: ReportLine[] = [];
  const clauses: DraftClause[] = [];
  const nextId = uniqueIds();
  /** The line of each clause number's first clause. */
  const firstLineOf = new Map<string, number>();
  const root: Block[] = [];
  const title = (shapes.find((shape) => shape.kind !== 'blank') as { text: string }).text.replace(/^#+\s*|\*\*/g, '').trim();

  let clause: ClauseBlock | undefined;
  let list: { type: 'lettered'; items: ClauseBlock[] } | undefined;
  let sub: ClauseBlock | undefined;
  let table: { type: 'table'; rows: string[][] } | undefined;
  let unnumberedCount = 0;
  /** Position of the last sub-clause letter in the open clause (-1: none yet). */
  let lastLetter = -1;
  let firstLineSeen = false;
  /** The number of the last numbered clause, which the next must follow. */
  let lastNumber: string | undefined;

  const container = (): Block[] => (sub ?? clause)?.children ?? root;
  const holder = (): DraftClause | undefined => (sub ?? clause)?.clause;
  const closeSub = () => {
    sub = undefined;
    list = undefined;
  };
  const openClause = (block: Omit<ClauseBlock, 'type' | 'children'>) => {
    closeSub();
    lastLetter = -1;
    clause = { type: 'clause', children: [], ...block };
    clauses.push(clause.clause);
    root.push(clause);
  };
  const addText = (text: string, lineNumber: number) => {
    container().push({ type: 'para', text });
    holder()?.lines.push(text);
    if (NOT_PUBLISHED.test(text)) container().push({ type: 'not-published' });
    if (!holder()) report.push({ line: lineNumber, message: 'text outside any clause: kept as a paragraph before the first clause' });
  };

  for (let index = 0; index < lines.length; index++) {
    const shape = shapes[index]!;
    const lineNumber = index + 1;
    const previous = shapes[index - 1];
    const next = shapes[index + 1];
    const startsParagraph = previous === undefined || previous.kind === 'blank';
    const alone = startsParagraph && (next === undefined || next.kind === 'blank');
    if (shape.kind !== 'cells') table = undefined;
    if (shape.kind === 'blank') continue;

    // The first line names the document; before the first clause, lines are the source's own headings.
    const isTitle = !firstLineSeen && (shape.kind === 'heading' || (shape.kind === 'text' && looksLikeHeading(shape.text)));
    firstLineSeen = true;
    if (isTitle || (numberedDocument && !clause && shape.kind !== 'numbered')) {
      const text = 'text' in shape ? shape.text : lines[index]!.trim();
      // A sentence there is no heading: it is kept with them, but a person must place it.
      if (!isTitle && shape.kind === 'text' && !looksLikeHeading(text)) {
        report.push({ line: lineNumber, message: 'text before the first clause: kept with the source\'s headings; move it into a clause or a note' });
      }
      const last = root.at(-1);
      if (!startsParagraph && last?.type === 'source-heading') last.lines.push(text);
      else root.push({ type: 'source-heading', lines: [text] });
      continue;
    }

    switch (shape.kind) {
      case 'numbered': {
        const label = shape.number;
        const order = numberOrder(lastNumber, label);
        // A number the text has passed opens a line of the clause it is in (a value: «1.5 очка…» inside 10.2): kept as
        // its text, never made a clause, whose number and permalink the importer would have invented.
        if (order === 'back' && clause) {
          report.push({ line: lineNumber, message: `"${label}" opens a line but comes before ${lastNumber}, the clause it is in: kept as that clause's text (a value, not a clause number?)` });
          addText(shape.text, lineNumber);
          break;
        }
        if (order === 'gap') {
          report.push({ line: lineNumber, message: `clause ${label} follows ${lastNumber}: a number between them is not in the text; check that no clause was lost` });
        }
        lastNumber = label;
        const wanted = clauseIdFor(label);
        const id = nextId(wanted, '-repeat-');
        // A number the text gives twice: its second clause's id must not read as another clause's number.
        if (id !== wanted) report.push({ line: lineNumber, message: `clause number ${label} again (first at line ${firstLineOf.get(wanted)}): its id is ${id}, which the build refuses until one of them is renumbered or this one has an id of its own` });
        else firstLineOf.set(wanted, lineNumber);
        openClause({ clause: { id, label, line: lineNumber, numbered: true, lines: [] }, heading: shape.text.replace(/^#+\s*|\*\*/g, '').trim() });
        clause!.clause.lines.push(clause!.heading!);
        if (NOT_PUBLISHED.test(shape.rest)) clause!.children.push({ type: 'not-published' });
        break;
      }
      case 'lettered': {
        if (shape.position !== lastLetter + 1) {
          report.push({ line: lineNumber, message: `"${shape.letter})" looks like a sub-clause but is out of sequence: kept as text` });
          addText(shape.text, lineNumber);
          break;
        }
        if (!clause) openUnnumbered(shape.text);
        const parent = clause!.clause;
        const separator = parent.numbered ? ' ' : ': ';
        const block: ClauseBlock = {
          type: 'clause',
          clause: { id: nextId(`${parent.id}-${LATIN[shape.position]}`), label: `${parent.label}${separator}${shape.letter})`, line: lineNumber, numbered: parent.numbered, parent: parent.id, lines: [shape.text] },
          children: [{ type: 'para', text: shape.text }],
        };
        if (!list) {
          list = { type: 'lettered', items: [] };
          clause!.children.push(list);
        }
        list.items.push(block);
        clauses.push(block.clause);
        sub = block;
        lastLetter = shape.position;
        if (NOT_PUBLISHED.test(shape.text)) block.children.push({ type: 'not-published' });
        break;
      }
      case 'bullet': {
        const last = container().at(-1);
        // A list goes on across blank lines: sources often space their bullets out.
        if (last?.type === 'bullets') last.items.push(shape.text);
        else container().push({ type: 'bullets', items: [shape.text] });
        holder()?.lines.push(shape.text);
        break;
      }
      case 'cells': {
        if (shape.cells.length === 0) {
          report.push({ line: lineNumber, message: 'a Markdown table divider: read as layout, not text' });
          break;
        }
        const continues = table !== undefined;
        const following = next?.kind === 'cells';
        if (!continues && !following) {
          report.push({ line: lineNumber, message: 'one line set out in columns: kept as text (a table needs two rows or more)' });
          addText(shape.text, lineNumber);
          break;
        }
        if (!table) {
          table = { type: 'table', rows: [] };
          container().push(table);
        }
        table.rows.push(shape.cells);
        holder()?.lines.push(shape.cells.join(' '));
        break;
      }
      case 'rule':
        closeSub();
        container().push({ type: 'rule' });
        break;
      case 'heading':
      case 'text': {
        const text = shape.text;
        const heading = shape.kind === 'heading' || (alone && looksLikeHeading(text)) || (startsParagraph && isCapitals(text) && next?.kind === 'lettered');
        if (CAPTION.test(text) && alone) {
          // A caption between untitled paragraphs stands on its own; inside a titled clause it stays there.
          if (clause && clause.heading === undefined && !numberedDocument) clause = undefined;
          container().push({ type: 'caption', text });
          holder()?.lines.push(text);
          break;
        }
        if (heading && numberedDocument) {
          closeSub();
          container().push({ type: 'subheading', text });
          holder()?.lines.push(text);
          // «Таблица потерь - не публикую» on a line of its own: a table the source leaves out, as in a paragraph.
          if (NOT_PUBLISHED.test(text)) container().push({ type: 'not-published' });
          break;
        }
        if (heading) {
          const id = slugify(text) || `${options.doc}-${++unnumberedCount}`;
          openClause({ clause: { id: nextId(id), label: text.replace(/[\s:.]+$/u, ''), line: lineNumber, numbered: false, lines: [text] }, heading: text });
          if (NOT_PUBLISHED.test(text)) clause!.children.push({ type: 'not-published' });
          break;
        }
        if (startsParagraph && sub && shape.kind === 'text') closeSub();
        if (!numberedDocument && startsParagraph && (!clause || clause.heading === undefined)) openUnnumbered(text);
        addText(text, lineNumber);
        break;
      }
    }
  }

  function openUnnumbered(text: string) {
    const label = text.split(/\s+/).slice(0, 4).join(' ').replace(/[\s,;:.]+$/u, '');
    openClause({ clause: { id: nextId(`${options.doc}-${++unnumberedCount}`), label: `${label}…`, line: 0, numbered: false, lines: [] } });
  }

  const frontMatter = [
    '---',
    `title: ${JSON.stringify(title)}`,
    `description: ${JSON.stringify('TODO: one sentence on what this document covers (20 to 200 characters).')}`,
    `game: ${options.game}`,
    `doc: ${options.doc}`,
    `lang: ${options.lang}`,
    `source: ${options.source}`,
    'original: true',
    `order: ${options.order}`,
    '---',
  ].join('\n');
  return { title, mdx: `${frontMatter}\n\n${renderBlocks(root).join('\n')}\n`, clauses, report };
}

function isCapitals(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '');
  return letters.length > 3 && letters === letters.toUpperCase() && letters !== letters.toLowerCase();
}

function renderBlocks(blocks: Block[]): string[] {
  return blocks.flatMap((block): string[] => {
    switch (block.type) {
      case 'source-heading':
        return [`<p class="source-heading">${block.lines.map(escapeMdxText).join('<br />')}</p>`, ''];
      case 'para':
        return [escapeMdxText(block.text), ''];
      case 'subheading':
        return [`<h3 class="subheading">${escapeMdxText(block.text)}</h3>`, ''];
      case 'bullets':
        return ['<ul class="plain">', ...block.items.map((item) => `<li>${escapeMdxText(item)}</li>`), '</ul>', ''];
      case 'table':
        return [
          '<div class="table-wrap">',
          '<table>',
          '<tbody>',
          ...block.rows.map((row) => `<tr>${row.map((cell) => `<td>${escapeMdxText(cell)}</td>`).join('')}</tr>`),
          '</tbody>',
          '</table>',
          '</div>',
          '',
        ];
      case 'not-published':
        return ['<NotPublished />', ''];
      case 'caption':
        return [`<Caption>${escapeMdxText(block.text)}</Caption>`, ''];
      case 'rule':
        return ['<hr />', ''];
      case 'lettered':
        return ['<ol class="lettered">', ...block.items.flatMap((item) => renderClause(item, ' as="li"')), '</ol>', ''];
      case 'clause':
        return [...renderClause(block, ''), ''];
    }
  });
}

function renderClause(block: ClauseBlock, as: string): string[] {
  const { id, label } = block.clause;
  const heading = block.heading === undefined ? '' : ` heading=${attribute(block.heading)}`;
  const open = `<Clause id=${attribute(id)} label=${attribute(label)}${heading}${as}>`;
  const body = renderBlocks(block.children);
  if (as && body.length === 2 && block.children[0]?.type === 'para') return [open, body[0]!, '</Clause>'];
  return [open, '', ...body, '</Clause>'];
}
