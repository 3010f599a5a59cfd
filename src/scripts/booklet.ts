import { pageArea, parsePaper, startPage, type Paper } from '../lib/print/paper';

/**
 * The printable booklet: applies the reader's paper (`?paper=letter`), and writes the page number of every part
 * into the contents. Chromium cannot print `target-counter()`, so the booklet measures itself: a copy of it flows
 * through page-sized columns, which break where the printed pages do, and a part's column is its page.
 * @example initBooklet()
 */
export function initBooklet(): void {
  const booklet = document.querySelector<HTMLElement>('[data-booklet]');
  if (!booklet) return;
  const choice = parsePaper(new URLSearchParams(location.search).get('paper'));
  document.documentElement.dataset.paper = choice.paper;
  for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-paper-choice]')) {
    if (link.dataset.paperChoice === choice.paper) link.setAttribute('aria-current', 'true');
    else link.removeAttribute('aria-current');
  }
  const problem = document.querySelector<HTMLElement>('[data-paper-problem]');
  if (problem && choice.unusable !== undefined) {
    problem.textContent = (problem.dataset.message ?? '').replace('{{value}}', choice.unusable);
    problem.hidden = false;
  }
  const printButton = document.querySelector<HTMLButtonElement>('[data-print-button]');
  if (printButton) {
    printButton.hidden = false;
    printButton.addEventListener('click', () => window.print());
  }
  const number = () => numberPages(booklet, choice.paper);
  number();
  // Page breaks move when the fonts arrive; the numbers follow them.
  void document.fonts.ready.then(number);
  window.addEventListener('beforeprint', number);
}

function numberPages(booklet: HTMLElement, paper: Paper): void {
  const area = pageArea(paper);
  const measure = document.createElement('div');
  measure.className = 'booklet booklet-measure';
  measure.setAttribute('aria-hidden', 'true');
  measure.inert = true;
  measure.style.setProperty('--page-width', `${area.width}mm`);
  measure.style.setProperty('--page-height', `${area.height}mm`);
  for (const part of booklet.querySelectorAll<HTMLElement>('[data-booklet-part]')) {
    // A sheet printed apart (the landscape Combat Table) takes exactly one page.
    const copy = part.hasAttribute('data-booklet-landscape') ? document.createElement('div') : (part.cloneNode(true) as HTMLElement);
    copy.dataset.measurePart = part.dataset.bookletPart ?? '';
    copy.classList.add('booklet-part');
    if (part.hasAttribute('data-booklet-landscape')) copy.classList.add('booklet-measure-sheet');
    for (const element of copy.querySelectorAll('[id]')) element.removeAttribute('id');
    measure.append(copy);
  }
  booklet.after(measure);
  const origin = measure.getBoundingClientRect().left;
  const columnWidth = measure.getBoundingClientRect().width;
  const pages = new Map<string, number>();
  for (const copy of measure.querySelectorAll<HTMLElement>('[data-measure-part]')) {
    const first = copy.firstElementChild ?? copy;
    const offset = Math.min(copy.getBoundingClientRect().left, first.getBoundingClientRect().left) - origin;
    pages.set(copy.dataset.measurePart ?? '', startPage({ offset, columnWidth, pagesBefore: 0 }));
  }
  measure.remove();
  for (const slot of booklet.querySelectorAll<HTMLElement>('[data-toc-page]')) {
    const page = pages.get(slot.dataset.tocPage ?? '');
    slot.textContent = page === undefined ? '' : String(page);
  }
}
