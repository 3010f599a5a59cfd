/**
 * A widget shown inside a document leaves to its own page the markup only its script uses (forms, templates):
 * a reader who only reads the rules does not download it. Each part stays in the document as an empty, hidden
 * `[data-deferred]` element whose value selects the whole part in the widget's own page, which renders it in
 * the same language. `data-heading-shift` lowers the part's headings (the own page's widget starts at h1, the
 * document's at h2).
 */
import { fragmentId } from '../lib/fragment-id';

/** The attribute of a part left to the widget's own page: its value selects the part there. */
const DEFERRED_ATTRIBUTE = 'data-deferred';

/**
 * Puts in place of each deferred part below `root` the part itself, from the widget `widget` of the page at
 * `ownPage`: true once none is left; false (nothing changed) when the page or one of the parts cannot be had.
 * @example if (await fillDeferred(root, '/ru/tools/tactical-march/', '[data-march-tool]')) start(root)
 */
export async function fillDeferred(root: HTMLElement, ownPage: string, widget: string): Promise<boolean> {
  const deferred = [...root.querySelectorAll<HTMLElement>(`[${DEFERRED_ATTRIBUTE}]`)];
  if (deferred.length === 0) return true;
  const response = await fetch(ownPage);
  if (!response.ok) return false;
  const own = new DOMParser().parseFromString(await response.text(), 'text/html').querySelector(widget);
  const parts = deferred.map((element) => ({ element, whole: own?.querySelector(element.getAttribute(DEFERRED_ATTRIBUTE) ?? '') }));
  if (parts.some(({ whole }) => !whole)) return false;
  const filled = parts.map(({ element, whole }) => {
    const part = document.importNode(whole!, true) as HTMLElement;
    shiftHeadings(part, Number(element.dataset.headingShift ?? 0));
    element.replaceWith(part);
    return part;
  });
  // A link to a place inside the parts (a table note) lands there now that it exists.
  const target = location.hash.length > 1 ? document.getElementById(fragmentId(location.hash)) : null;
  if (target && filled.some((part) => part.contains(target))) target.scrollIntoView();
  return true;
}

/** Lowers every heading of `part` (a template's content included) by `shift` levels, down to h6 at most. */
function shiftHeadings(part: HTMLElement, shift: number): void {
  if (!(shift > 0)) return;
  const roots: ParentNode[] = [part, ...[...part.querySelectorAll('template')].map((template) => template.content)];
  if (part instanceof HTMLTemplateElement) roots.push(part.content);
  for (const scope of roots) {
    for (const heading of scope.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5')) {
      const lower = document.createElement(`h${Math.min(6, Number(heading.tagName[1]) + shift)}`);
      for (const { name, value } of heading.attributes) lower.setAttribute(name, value);
      lower.append(...heading.childNodes);
      heading.replaceWith(lower);
    }
  }
}
