import { quotesOwnWords, type CitationBlock } from './citations';
import { normalizeText } from './text';

const BLOCKS = new Set(['P', 'DIV', 'SECTION', 'ARTICLE', 'ASIDE', 'BLOCKQUOTE', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'UL', 'OL', 'LI', 'DL', 'DT', 'DD', 'TABLE', 'FIGURE', 'FIGCAPTION']);
const HEADINGS = new Set(['H1', 'H2', 'H3', 'H4', 'H5', 'H6']);

/** Text of an inline run, a `<br>` kept as a line break. */
function inlineText(node: Node): string {
  if (node.nodeType === 3) return node.textContent ?? '';
  if (node.nodeType !== 1) return '';
  const element = node as Element;
  if (element.tagName === 'BR') return '\n';
  const inner = [...element.childNodes].map(inlineText).join('');
  // A block inside a list item or cell still stands apart from the words around it.
  return BLOCKS.has(element.tagName) ? ` ${inner} ` : inner;
}

/** The lines of an inline run, each with its white space folded; empty lines dropped. */
function lines(text: string): string[] {
  return text.split('\n').map(normalizeText).filter(Boolean);
}

/** Cells of a table row. */
function cells(row: Element): string[] {
  return [...row.children].filter((c) => c.tagName === 'TD' || c.tagName === 'TH').map((c) => normalizeText(inlineText(c)));
}

function tableBlock(table: Element): CitationBlock {
  const rows = [...table.querySelectorAll('tr')];
  const headRows = rows.filter((r) => r.parentElement?.tagName === 'THEAD' || (r.children.length > 0 && [...r.children].every((c) => c.tagName === 'TH')));
  const header = headRows[0] ? cells(headRows[0]) : null;
  return { kind: 'table', header, rows: rows.filter((r) => r !== headRows[0]).map(cells).filter((c) => c.length > 0) };
}

function listBlock(list: Element): CitationBlock {
  const items = [...list.children].filter((c) => c.tagName === 'LI').map((li) => normalizeText(inlineText(li))).filter(Boolean);
  // Lettered sub-clause lists carry their labels (`A)`, `б)`) in the text and show no marker.
  const marker = list.classList.contains('lettered') || list.classList.contains('plain') ? 'none' : list.tagName === 'OL' ? 'number' : 'bullet';
  return { kind: 'list', marker, items };
}

/**
 * A term and its explanation (a result code and its meaning) as one line, as the contents name such a clause:
 * `DG — Defensor Desorganizado`.
 */
function definitionLine(term: Element): string {
  const explanation = term.nextElementSibling?.tagName === 'DD' ? term.nextElementSibling : null;
  return [term, explanation].map((part) => (part ? normalizeText(inlineText(part)) : '')).filter(Boolean).join(' — ');
}

/**
 * A clause's text as blocks (paragraphs with their line breaks, headings, lists, tables; a term with its explanation on
 * one line), read from its rendered element. Controls and editorial notes (`[data-ui]`) are left out, and nested clauses too
 * unless asked for.
 * @example clauseBlocks(document.getElementById('8-5-b')!, false)
 * // [{ kind: 'paragraph', lines: ['б) Подразделения…'] }, { kind: 'list', marker: 'bullet', items: ['Пехота – …', …] }]
 */
export function clauseBlocks(clause: Element, withSubClauses: boolean): CitationBlock[] {
  const copy = clause.cloneNode(true) as Element;
  copy.querySelectorAll(withSubClauses ? '[data-ui]' : '[data-ui], [data-clause]').forEach((e) => e.remove());
  const blocks: CitationBlock[] = [];
  let run = '';
  const flush = () => {
    const text = lines(run);
    if (text.length) blocks.push({ kind: 'paragraph', lines: text });
    run = '';
  };
  const walk = (node: Node) => {
    if (node.nodeType !== 1) {
      run += inlineText(node);
      return;
    }
    const element = node as Element;
    if (!BLOCKS.has(element.tagName)) {
      run += inlineText(element);
      return;
    }
    flush();
    if (HEADINGS.has(element.tagName)) {
      const text = normalizeText(inlineText(element));
      if (text) blocks.push({ kind: 'heading', text });
    } else if (element.tagName === 'UL' || element.tagName === 'OL') {
      const list = listBlock(element);
      if (list.kind === 'list' && list.items.length) blocks.push(list);
    } else if (element.tagName === 'TABLE') {
      blocks.push(tableBlock(element));
    } else if (element.tagName === 'DL') {
      const items = [...element.querySelectorAll('dt')].map(definitionLine).filter(Boolean);
      if (items.length) blocks.push({ kind: 'list', marker: 'none', items });
    } else if (element.tagName === 'DT') {
      const line = definitionLine(element);
      if (line) blocks.push({ kind: 'paragraph', lines: [line] });
    } else if (element.tagName === 'DD' && element.previousElementSibling?.tagName === 'DT') {
      // Read with its term, above.
    } else {
      element.childNodes.forEach(walk);
      flush();
    }
  };
  // A clause that is itself a list item or a definition walks its children, not itself.
  copy.childNodes.forEach(walk);
  flush();
  return blocks;
}

/**
 * The plain text of blocks, for measuring how much a clause says.
 * @example blocksText([{ kind: 'heading', text: 'A' }, { kind: 'paragraph', lines: ['b', 'c'] }]) // 'A b c'
 */
export function blocksText(blocks: CitationBlock[]): string {
  return blocks
    .map((b) => (b.kind === 'paragraph' ? b.lines.join(' ') : b.kind === 'heading' ? b.text : b.kind === 'list' ? b.items.join(' ') : [b.header ?? [], ...b.rows].flat().join(' ')))
    .join(' ');
}

/**
 * Whether a citation of a clause whose own blocks are `own` quotes its sub-clauses too: when its own say little
 * besides headings (see {@link quotableBlocks}).
 * @example quotesSubClauses([{ kind: 'heading', text: '8.7 Distancias' }]) // true
 */
export function quotesSubClauses(own: CitationBlock[]): boolean {
  return !quotesOwnWords(blocksText(own.filter((block) => block.kind !== 'heading')));
}

/**
 * The blocks that stand for a clause in a citation: its own, unless its own say little besides headings (then with its
 * sub-clauses), and never ending on a heading, which would announce what the quote leaves out ("8.5 … REQUISITOS…"
 * with the requirements in sub-clauses). A clause that is only a heading keeps it.
 * @example quotableBlocks([{ kind: 'heading', text: '8.7 Distancias' }], [{ kind: 'heading', text: '8.7 Distancias' }, { kind: 'paragraph', lines: ['Dragones…'] }]) // the second
 */
export function quotableBlocks(own: CitationBlock[], withSubClauses: CitationBlock[]): CitationBlock[] {
  const chosen = quotesSubClauses(own) ? withSubClauses : own;
  let end = chosen.length;
  while (end > 0 && chosen[end - 1]?.kind === 'heading') end -= 1;
  return end === 0 ? chosen : chosen.slice(0, end);
}
