import { load, type Cheerio, type CheerioAPI } from 'cheerio';
import { cloneNode, Document, Element as DomElement, isTag, type AnyNode, type Element } from 'domhandler';
import { readableText } from './built-site';
import { correctionNumberOf } from './correction-ids';

/** One clause of one version, cut out of its rendered page (for the side-by-side view and the clause pages). */
export interface ClauseFragment {
  id: string;
  label: string;
  depth: number;
  /** The clause's own content (its nested clauses are rows of their own), as trusted site HTML. */
  html: string;
  /**
   * For own content that follows the clause's n-th nested clause (a note on the paragraphs above it): n.
   * Such a part is read after that nested clause, not above it.
   */
  continues?: number;
  /**
   * For the document's text outside every clause (its source's headings, a note on the whole text, a caption): where
   * it is read. Its id is then `text-start`, `before-<the clause it precedes>` or `text-end`, and its label empty.
   */
  outside?: 'start' | 'between' | 'end';
}

/** What a rules page holds outside its clauses that is not its text: the tools it carries, its scripts and styles. */
const NOT_TEXT = 'section[data-ui], script, style, link';

/** One clause of a document as its own page shows it. */
export interface ClauseOfDocument extends ClauseFragment {
  /** The clause with its sub-clauses, as trusted site HTML (no ids, self-links or correction marks). */
  html: string;
  /** The text a reader sees in the clause alone, the same without its headings, and with its sub-clauses. */
  ownText: string;
  ownWords: string;
  fullText: string;
  /** The ids of the clauses nested in it, in the order of their elements (`.clause`) in `html`. */
  subClauses: string[];
  /** How many editorial notes the clause holds itself (not its sub-clauses'): the site's comments on its reading. */
  editorialNotes: number;
}

/** Stands for a nested clause while a clause's own content is cut into the parts between them. */
const SPLIT = 'clause-split';

/** Keeps, under `root`, only what lies between the `part`-th and the next split mark; says whether anything is left. */
function keepPart($: CheerioAPI, root: Element, part: number): boolean {
  let seen = 0;
  const visit = (node: Element): boolean => {
    let kept = false;
    for (const child of [...node.children]) {
      let keep: boolean;
      if (child.type === 'tag' && child.tagName === SPLIT) {
        seen += 1;
        keep = false;
      } else if (child.type === 'tag' && $(child).find(SPLIT).length > 0) keep = visit(child);
      else keep = seen === part;
      if (keep) kept = true;
      else $(child).remove();
    }
    return kept;
  };
  return visit(root);
}

/**
 * Makes a copy cut out of its page stand alone: a corrected word keeps its number (`data-correction`) without its
 * link, and the page's own marks (§ labels, cite buttons) and ids go.
 */
function standAlone($: CheerioAPI, copy: Cheerio<AnyNode>): void {
  copy.find('ins.correction[id]').each((_, ins) => {
    const n = correctionNumberOf(ins.attribs.id ?? '');
    if (n !== null) $(ins).attr('data-correction', n);
  });
  copy.find('.clause-anchor, .correction-ref, [data-cite]').remove();
  copy.find('[id]').removeAttr('id');
}

/** The clauses directly nested in a clause (not inside another nested clause). */
function nestedClauses($: CheerioAPI, element: Element): Element[] {
  return $(element)
    .find('[data-clause]')
    .toArray()
    .filter((nested) => $(nested).parent().closest('[data-clause]')[0] === element);
}

/**
 * A deep copy of a clause's element without the clauses nested in it, each of those directly in it left out or, with
 * `splitMarks`, standing as a split mark. The nested clauses are never copied: a section of n clauses, cut into its n + 1
 * parts, would otherwise be copied whole n + 1 times, and a whole rulebook's chapter cut in a time growing with its square.
 */
function copyOwn(element: Element, splitMarks: boolean): Element {
  const copy = (node: Element): Element => {
    const shallow = cloneNode(node, false);
    const children: AnyNode[] = [];
    for (const child of node.children) {
      if (isTag(child) && 'data-clause' in child.attribs) {
        if (splitMarks) children.push(new DomElement(SPLIT, {}));
      } else children.push(isTag(child) ? copy(child) : cloneNode(child, true));
    }
    children.forEach((child, n) => {
      child.parent = shallow;
      child.prev = children[n - 1] ?? null;
      child.next = children[n + 1] ?? null;
    });
    shallow.children = children;
    return shallow;
  };
  const root = copy(element);
  // Standing alone as a clone does, under a document of its own.
  root.parent = new Document([root]);
  return root;
}

/**
 * Cuts one clause out of a parsed page: a copy without self-links, ids or correction links (a corrected word keeps
 * its number in `data-correction`), and without nested clauses unless asked. With `part`, only the own content
 * between the `part`-th nested clause and the next one (0: before the first).
 */
function cutClause($: CheerioAPI, element: Element, withNested: boolean, part?: number): { fragment: ClauseFragment; copy: AnyNode } {
  const copy = withNested ? $(element).clone() : $(copyOwn(element, part !== undefined));
  if (part !== undefined) keepPart($, copy[0]!, part);
  standAlone($, copy);
  copy.find('[data-clause]').removeAttr('data-clause');
  // A term and its meaning that leave their definition list here stay readable as plain blocks.
  const outsideList = (_: number, item: Element) => $(item).parents('dl').length === 0;
  copy.find('dt').filter(outsideList).each((_, dt) => {
    dt.tagName = 'p';
    $(dt).addClass('term');
  });
  copy.find('dd').filter(outsideList).each((_, dd) => {
    dd.tagName = 'div';
  });
  copy.find('ol, ul, dl').filter((_, list) => $(list).children().length === 0).remove();
  const fragment = {
    id: element.attribs.id ?? '',
    label: element.attribs['data-label'] ?? '',
    depth: $(element).parents('[data-clause]').length,
    html: (copy.html() ?? '').trim(),
    ...(part ? { continues: part } : {}),
  };
  return { fragment, copy: copy[0]! };
}

/**
 * Cuts a rendered rules page into its clauses (without their nested clauses unless asked), self-links or ids.
 * Without nested clauses, in reading order: a clause's own content that follows one of its nested clauses
 * (a note on the sub-clauses above it) is a part of its own (`continues`), read after that nested clause; and with
 * `withOutside`, the page's text outside every clause is a fragment of its own where it is read (`outside`).
 * @example clauseFragments('<section id="a" data-clause data-label="A"><p>…</p></section>')[0].id // 'a'
 * @example clauseFragments('<p>Título</p><section id="a" data-clause data-label="A">…</section>', { withOutside: true }).map((f) => f.id) // ['text-start', 'a']
 */
export function clauseFragments(html: string, options: { withNested?: boolean; withOutside?: boolean } = {}): ClauseFragment[] {
  const $ = load(html, null, false);
  if (options.withNested) return $('[data-clause]').toArray().map((element: Element) => cutClause($, element, true).fragment);
  const inOrder = (element: Element): ClauseFragment[] => {
    const nested = nestedClauses($, element);
    const parts = nested.flatMap((clause, n) => {
      const after = cutClause($, element, false, n + 1).fragment;
      return [...inOrder(clause), ...(after.html ? [after] : [])];
    });
    return [cutClause($, element, false, 0).fragment, ...parts];
  };
  const isOutermost = (_: number, element: Element) => $(element).parent().closest('[data-clause]').length === 0;
  if (!options.withOutside) return $('[data-clause]').filter(isOutermost).toArray().flatMap(inOrder);
  // The page's top-level blocks in order: a block that is or holds clauses gives them; the text between is gathered.
  const fragments: ClauseFragment[] = [];
  let text: AnyNode[] = [];
  const gathered = (before: string | null) => {
    if (text.length === 0) return;
    const where = before === null ? 'end' : fragments.length === 0 ? 'start' : 'between';
    const id = where === 'start' ? 'text-start' : where === 'end' ? 'text-end' : `before-${before}`;
    const copy = $('<div></div>');
    for (const node of text) copy.append($(node).clone());
    standAlone($, copy);
    fragments.push({ id, label: '', depth: 0, html: (copy.html() ?? '').trim(), outside: where });
    text = [];
  };
  for (const node of $.root().contents().toArray()) {
    const clauses = node.type === 'tag' ? ($(node).find('[data-clause]').addBack('[data-clause]').toArray() as Element[]).filter((element) => isOutermost(0, element)) : [];
    if (clauses.length > 0) {
      gathered(clauses[0]!.attribs.id ?? '');
      fragments.push(...clauses.flatMap(inOrder));
    } else if ((node.type === 'tag' && !$(node).is(NOT_TEXT)) || (node.type === 'text' && node.data.trim())) text.push(node);
  }
  gathered(null);
  return fragments;
}

/** Headings, left out of a clause's own words. */
const HEADINGS = 'h1, h2, h3, h4, h5, h6';

/**
 * Every clause of a rendered document, by id, with its sub-clauses and its texts: the page is parsed
 * once, whatever the number of its clauses.
 * @example cutDocument('<section id="a" data-clause data-label="A"><p>Texto.</p></section>').get('a')?.ownText // 'Texto.'
 */
export function cutDocument(html: string): Map<string, ClauseOfDocument> {
  const $ = load(html, null, false);
  const clauses = new Map<string, ClauseOfDocument>();
  for (const element of $('[data-clause]').toArray() as Element[]) {
    const own = cutClause($, element, false);
    const { fragment: whole, copy } = cutClause($, element, true);
    if (!clauses.has(whole.id)) {
      const subClauses = $(element).find('[data-clause]').toArray().map((nested) => (nested as Element).attribs.id ?? '');
      const editorialNotes = $(element).find('[data-note="editorial"]').filter((_, note) => $(note).closest('[data-clause]')[0] === element).length;
      // The texts read off the copies as cut, not off their HTML parsed again.
      const ownText = readableText($, own.copy);
      const ownWords = readableText($, own.copy, { withoutNested: HEADINGS });
      clauses.set(whole.id, { ...whole, ownText, ownWords, fullText: readableText($, copy), subClauses, editorialNotes });
    }
  }
  return clauses;
}

/** Documents already cut in this build, by key. */
const documents = new Map<string, Promise<Map<string, ClauseOfDocument>>>();

/**
 * The clauses of a document, cut once per build: the first clause page of a document renders it
 * (`render`), every later one finds its clause here.
 * @example const clause = (await clausesOfDocument('/ru/gdb/movement-phase/', () => Astro.slots.render('default'))).get('8-5')
 */
export function clausesOfDocument(key: string, render: () => Promise<string>): Promise<Map<string, ClauseOfDocument>> {
  let clauses = documents.get(key);
  if (!clauses) {
    clauses = render().then(cutDocument);
    documents.set(key, clauses);
  }
  return clauses;
}

/**
 * Whether a document has been cut already, so a clause page need not render it again (a component's
 * slot is rendered whether or not it is used, so the page leaves it out).
 * @example isDocumentCut('/ru/gdb/movement-phase/') // false before its first clause page
 */
export function isDocumentCut(key: string): boolean {
  return documents.has(key);
}
