import { load, type Cheerio, type CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';

/** Serializes as Astro writes HTML (`hidden`, not `hidden=""`), entities left as they were. */
const AS_WRITTEN = { xml: { xmlMode: false, decodeEntities: false } };

/** A clause of the original, in document order, as placing a missing one needs it. */
export interface OriginalClause {
  id: string;
  parent?: string;
}

/** What filling a partial translation needs besides the two rendered texts. */
export interface FillOptions {
  /** The original's clauses, in order. */
  clauses: readonly OriginalClause[];
  /** Ids of the clauses the translation has translated. */
  translated: ReadonlySet<string>;
  /** The language of the original, given to the text shown from it. */
  originalLang: string;
  /** The original's page, where its notes and corrections are (`/ru/gdb/movement-phase/`). */
  originalPath: string;
  /** The mark shown in each clause not yet translated, in the reader's language: a sentence, and a link to the clause in the original. */
  mark: { text: string; link: string };
}

/** Elements of a clause that are the site's controls, not its text. */
const CONTROLS = '.clause-anchor, [data-cite], [data-untranslated-mark]';

const byId = ($: CheerioAPI, id: string) => $(`[id="${id}"][data-clause]`).first();

/** The clause elements nested in `element` whose nearest enclosing clause is `element` itself. */
function directClauses($: CheerioAPI, element: Cheerio<Element>): Element[] {
  return element
    .find('[data-clause]')
    .toArray()
    .filter((nested) => $(nested).parent().closest('[data-clause]')[0] === element[0]);
}

/**
 * Marks the original's wording in a clause not yet translated: in its language, and left out of the search
 * index (its nested clauses are marked, or not, on their own).
 */
function markOwnWording($: CheerioAPI, node: Cheerio<AnyNode>, lang: string): void {
  node.contents().each((_, child) => {
    const item = $(child);
    if (child.type === 'text') {
      if (item.text().trim()) item.wrap(`<span lang="${lang}" data-pagefind-ignore></span>`);
      return;
    }
    if (child.type !== 'tag' || item.is('[data-clause]') || item.is(CONTROLS)) return;
    if (item.find('[data-clause]').length) markOwnWording($, item, lang);
    else item.attr('lang', lang).attr('data-pagefind-ignore', '');
  });
}

/** Puts the reader's mark into a clause shown in the original: after its heading, or its label. */
function addMark($: CheerioAPI, clause: Cheerio<Element>, id: string, options: FillOptions): void {
  const mark = $('<p class="untranslated-mark" data-ui data-untranslated-mark></p>');
  mark.text(`${options.mark.text} `);
  const link = $('<a data-original-clause></a>');
  link.attr('href', `${options.originalPath}#${id}`).attr('hreflang', options.originalLang).text(options.mark.link);
  mark.append(link);
  const definition = clause.children('dd');
  const heading = clause.children('.clause-heading');
  const controls = clause.children('.clause-anchor, [data-cite]');
  if (definition.length) definition.prepend(mark);
  else if (heading.length) heading.first().after(mark);
  else if (controls.length) controls.last().after(mark);
  else clause.prepend(mark);
}

/**
 * Fills a partial translation with its original: every clause the translation has not translated (absent,
 * or a placeholder without wording) shows the original's text in its place, with its id, in the original's
 * language, left out of search, and marked in the reader's language with a link to the original clause.
 * Translated sub-clauses of an untranslated clause stay translated. In-page links of the original's text
 * that are not clauses (its corrections) point to the original's page.
 * @example fillUntranslated('<section id="a" data-clause></section>', '<section id="a" data-clause><p>Texto</p></section>', { clauses: [{ id: 'a' }], translated: new Set(), originalLang: 'es', originalPath: '/es/x/', mark: { text: 'Sin traducir.', link: 'Original' } })
 * // '<section id="a" data-clause data-untranslated class="clause-untranslated"><p lang="es" data-pagefind-ignore>Texto</p>…</section>'
 */
export function fillUntranslated(translationHtml: string, originalHtml: string, options: FillOptions): string {
  const $ = load(translationHtml, AS_WRITTEN, false);
  const $original = load(originalHtml, AS_WRITTEN, false);
  const untranslated = options.clauses.filter((clause) => !options.translated.has(clause.id));
  const untranslatedIds = new Set(untranslated.map((clause) => clause.id));
  const topmost = (clause: OriginalClause) => clause.parent === undefined || !untranslatedIds.has(clause.parent);

  // A placeholder gives way to the original's clause, into which its translated sub-clauses move.
  for (const clause of untranslated.filter(topmost)) {
    const placeholder = byId($, clause.id);
    const source = byId($original, clause.id);
    if (!placeholder.length || !source.length) continue;
    const copy = source.clone();
    const swapIn = (element: Cheerio<Element>) => {
      for (const nested of directClauses($, element)) {
        const id = nested.attribs.id ?? '';
        const mine = byId($, id);
        // A translated sub-clause moves in; an untranslated one stays the original's, its own sub-clauses looked at in turn.
        if (mine.length && options.translated.has(id)) $(nested).replaceWith(mine);
        else swapIn($(nested));
      }
    };
    swapIn(copy);
    placeholder.replaceWith(copy);
  }

  // A clause the translation lacks goes where the original has it: after its previous sibling here, before
  // its next one, or at the end of its parent (in the parent's list, as in the original).
  for (const clause of untranslated) {
    if (byId($, clause.id).length) continue;
    if (clause.parent !== undefined && !byId($, clause.parent).length) continue;
    const source = byId($original, clause.id);
    if (!source.length) continue;
    const copy = source.clone();
    const siblings = options.clauses.filter((other) => other.parent === clause.parent);
    const at = siblings.indexOf(clause);
    const before = siblings.slice(0, at).reverse().map((other) => byId($, other.id)).find((element) => element.length);
    const after = siblings.slice(at + 1).map((other) => byId($, other.id)).find((element) => element.length);
    if (before) before.after(copy);
    else if (after) after.before(copy);
    else if (clause.parent !== undefined) {
      const parent = byId($, clause.parent);
      const wrapper = source.parent();
      if (wrapper.is('[data-clause]')) parent.append(copy);
      else {
        const tag = wrapper[0]!.tagName;
        const className = wrapper.attr('class');
        let list: Cheerio<AnyNode> = parent.children(className ? `${tag}[class="${className}"]` : tag).last();
        if (!list.length) {
          list = $(`<${tag}></${tag}>`);
          if (className) list.attr('class', className);
          parent.append(list);
        }
        list.append(copy);
      }
    } else $.root().append(copy);
  }

  // Every clause shown in the original is marked; ids inside its wording give way to the page's own.
  const clauseIds = new Set(options.clauses.map((clause) => clause.id));
  for (const id of untranslatedIds) {
    const clause = byId($, id);
    if (!clause.length) continue;
    clause.attr('data-untranslated', '').addClass('clause-untranslated');
    addMark($, clause, id, options);
    markOwnWording($, clause, options.originalLang);
  }
  $('[data-untranslated] [lang]').each((_, element) => {
    const wording = $(element);
    if (wording.closest('[data-clause]').is('[data-untranslated]')) {
      wording.find('[id]').addBack('[id]').not('[data-clause]').removeAttr('id');
      wording.find('a[href^="#"]').each((__, anchor) => {
        const target = anchor.attribs.href!.slice(1);
        if (!clauseIds.has(target)) anchor.attribs.href = `${options.originalPath}#${target}`;
      });
    }
  });
  return $.html();
}
