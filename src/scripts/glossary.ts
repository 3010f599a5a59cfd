import { readWidgetConfig } from '../lib/json-script';
import { markedTermId } from '../lib/glossary/marked-term';
import type { PopoverConfig, PopoverEntries, PopoverShown } from '../lib/glossary/popover';
import { withLanguageParts } from './language-parts';

/** The term whose entry is open, if any: opening one popover closes the others. */
let open: { link: HTMLAnchorElement; panel: HTMLElement } | null = null;
let panels = 0;

/** Places an entry under the marked words (above them when there is no room below), inside the viewport. */
function place(link: HTMLElement, panel: HTMLElement): void {
  const fragments = link.getClientRects();
  const box = fragments[fragments.length - 1] ?? link.getBoundingClientRect();
  const viewport = document.documentElement.clientWidth;
  const left = Math.max(8, Math.min(box.left, viewport - panel.offsetWidth - 8));
  const below = box.bottom + 6;
  const above = box.top - panel.offsetHeight - 6;
  const top = below + panel.offsetHeight > window.innerHeight - 8 && above >= 8 ? above : below;
  // Positioned against the document, the popover scrolls with the words it explains.
  panel.style.left = `${left + window.scrollX}px`;
  panel.style.top = `${top + window.scrollY}px`;
}

function hide(panel: HTMLElement): void {
  if (panel.matches(':popover-open')) panel.hidePopover();
}

/**
 * The popover of one marked term, made on first use from the term's entry (fetched with the entries of the page's
 * game), and placed right after the link so that it follows it in the reading and tab order.
 */
function panelFor(link: HTMLAnchorElement, entry: PopoverShown): HTMLElement {
  const existing = link.nextElementSibling;
  if (existing instanceof HTMLElement && existing.dataset.glossaryPanel === entry.id) return existing;
  const panel = document.createElement('span');
  do panels += 1;
  while (document.getElementById(`glossary-def-${panels}`));
  panel.id = `glossary-def-${panels}`;
  panel.className = 'glossary-def';
  panel.dataset.glossaryPanel = entry.id;
  panel.dataset.ui = '';
  panel.popover = 'auto';
  panel.tabIndex = -1;
  panel.setAttribute('role', 'dialog');
  panel.lang = entry.lang;
  panel.append(...entryNodes(entry));
  const name = panel.querySelector('.glossary-def-term');
  if (name) {
    name.id = `${panel.id}-term`;
    panel.setAttribute('aria-labelledby', name.id);
  }
  link.after(panel);
  link.setAttribute('aria-controls', panel.id);

  panel.addEventListener('toggle', (event) => {
    const opened = (event as ToggleEvent).newState === 'open';
    link.setAttribute('aria-expanded', String(opened));
    if (opened) return;
    if (open?.panel === panel) open = null;
    // Escape, or a click on nothing in particular: focus goes back to the words, not to the page's start.
    const active = document.activeElement;
    if (active === null || active === document.body || panel.contains(active)) link.focus({ preventScroll: true });
  });
  panel.addEventListener('focusout', (event) => {
    const next = event.relatedTarget as Node | null;
    if (next && next !== link && !panel.contains(next)) hide(panel);
  });
  return panel;
}

function show(link: HTMLAnchorElement, panel: HTMLElement): void {
  // `source` ties the popover to its link: a click on the link toggles it rather than light-dismissing it.
  (panel.showPopover as (options?: { source?: HTMLElement }) => void)({ source: link });
  place(link, panel);
  open = { link, panel };
  panel.focus({ preventScroll: true });
}

/** Turns one marked term's link into the button of its entry's popover. */
function upgrade(link: HTMLAnchorElement, entry: PopoverShown): void {
  link.setAttribute('role', 'button');
  link.setAttribute('aria-haspopup', 'dialog');
  link.setAttribute('aria-expanded', 'false');
  let openAtPress = false;
  const toggle = (wasOpen: boolean) => {
    const panel = panelFor(link, entry);
    if (wasOpen) hide(panel);
    else show(link, panel);
  };
  const isOpen = () => link.getAttribute('aria-expanded') === 'true';
  link.addEventListener('pointerdown', () => {
    openAtPress = isOpen();
  });
  link.addEventListener('click', (event) => {
    // Opened in a new tab or window, the link still leads to the glossary page itself.
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    toggle(openAtPress || isOpen());
    openAtPress = false;
  });
  link.addEventListener('keydown', (event) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    toggle(isOpen());
  });
}

/**
 * The glossary popovers of a page of rules text: the link around each marked term opens the term's
 * short entry. Where popovers are not supported, or the entry is missing, the links stay links.
 */
export async function initGlossaryPopovers(): Promise<void> {
  if (typeof HTMLElement.prototype.showPopover !== 'function') return;
  const config = readWidgetConfig(document.querySelector('[data-glossary-popovers]')) as PopoverConfig | null;
  if (!config) return;
  const entries = await entriesFrom(config.sources);
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-glossary]')) {
    const lang = link.closest('[lang]')?.getAttribute('lang');
    const id = markedTermId(link.getAttribute('href') ?? '');
    const entry = entries.find((candidate) => candidate.id === id && candidate.lang === lang);
    if (entry) upgrade(link, entry);
  }
  window.addEventListener('resize', () => {
    if (open) place(open.link, open.panel);
  });
}

/** The entries of the files a page names; a file that cannot be fetched (offline, without a saved copy) gives none. */
async function entriesFrom(sources: string[]): Promise<PopoverShown[]> {
  const files = await Promise.all(
    sources.map((source) =>
      fetch(source)
        .then((response) => (response.ok ? (response.json() as Promise<PopoverEntries>) : { entries: [] }))
        .catch(() => ({ entries: [] })),
    ),
  );
  return files.flatMap((file) => file.entries);
}

/** A term's short entry as the popover shows it: its name, its other names and rule, the definition and a link to the whole entry. */
function entryNodes(entry: PopoverShown): HTMLElement[] {
  const part = <Tag extends keyof HTMLElementTagNameMap>(tag: Tag, className: string, text = ''): HTMLElementTagNameMap[Tag] => {
    const element = document.createElement(tag);
    element.className = className;
    element.textContent = text;
    return element;
  };
  const names = part('span', 'glossary-def-names');
  entry.names.forEach((name, index) => {
    if (index > 0) names.append(' · ');
    const span = document.createElement('span');
    span.lang = name.lang;
    span.textContent = name.text;
    names.append(span);
  });
  if (entry.ruleText) names.append(` · ${entry.ruleText}`);
  const link = part('a', 'glossary-def-link', entry.more);
  link.href = entry.href;
  // The definition's words in another language than the entry's (the Russian chapter's letters quoted in a Spanish one) say so.
  const definition = part('span', 'glossary-def-text');
  definition.append(...withLanguageParts(entry.definition, entry.lang));
  return [part('strong', 'glossary-def-term', entry.name), names, definition, link];
}
