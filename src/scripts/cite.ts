import { citeAs, citeButtonAttributes, clauseLinkAttributes, correctionNote, type Citation, type CitationFormat } from '../lib/citations';
import { clauseBlocks, quotableBlocks, quotesSubClauses } from '../lib/citation-blocks';
import { readWidgetConfig } from '../lib/json-script';
import { correctionNumberOf } from '../lib/correction-ids';

/** What the citation menu's component gives its script: the document's language and title, and the messages. */
export interface CiteMenuConfig {
  readonly lang: Citation['lang'];
  /** The document as citations name it: its game and title. */
  readonly title: string;
  /** What the status line says once a format is copied. */
  readonly copied: Readonly<Record<CitationFormat, string>>;
  readonly failed: string;
  /** The name of a clause's link button, its label in place of `{{label}}` (`LABEL_SLOT`). */
  readonly buttonName: string;
  /** The name of the self-link of a clause's label, in the same way. */
  readonly linkName: string;
}

/**
 * The clause's citation, its permalink the one its button links to (CiteButton.astro writes the clause's page there,
 * from the document's own path: not from the address, which may lack its final slash or name a section's page).
 */
function citationOf(clause: HTMLElement, button: HTMLElement, config: CiteMenuConfig): Citation {
  const own = clauseBlocks(clause, false);
  // The corrections in the quoted text, by the numbers of the page's list (its title names them in the page's language).
  const withSubClauses = quotesSubClauses(own);
  const numbers = [...clause.querySelectorAll<HTMLAnchorElement>('a.correction-ref')]
    .filter((marker) => withSubClauses || marker.closest('[data-clause]') === clause)
    .flatMap((marker) => correctionNumberOf(marker.getAttribute('href') ?? '') ?? []);
  const listTitle = document.querySelector('section.corrections h2')?.textContent?.trim() ?? '';
  return {
    label: clause.dataset.label ?? clause.id,
    title: config.title,
    url: new URL(button.getAttribute('href') ?? `#${clause.id}`, location.href).href,
    blocks: quotableBlocks(own, clauseBlocks(clause, true)),
    lang: config.lang,
    correctionNote: correctionNote(listTitle, numbers),
  };
}

/**
 * Copies through the Clipboard API, falling back to a selection copy where it is refused. The selection is made in
 * `within` (the menu), so that focus never leaves it meanwhile: leaving closes it.
 */
async function copy(text: string, within: HTMLElement): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    within.append(area);
    area.select();
    const copied = document.execCommand('copy');
    area.remove();
    return copied;
  }
}

/** The citation menu of a document page: one menu, opened by each clause's link button. */
export function initCitations(): void {
  const menu = document.querySelector<HTMLElement>('[data-cite-menu]');
  const status = document.querySelector<HTMLElement>('[data-cite-status]');
  const config = readWidgetConfig(menu) as CiteMenuConfig | null;
  if (!menu || !status || !config) return;
  const title = menu.querySelector<HTMLElement>('[data-cite-title]')!;
  const manual = menu.querySelector<HTMLElement>('[data-cite-manual]')!;
  let trigger: HTMLElement | null = null;
  let statusTimer: ReturnType<typeof setTimeout> | undefined;
  const say = (message: string, lasting: boolean) => {
    clearTimeout(statusTimer);
    status.textContent = message;
    // A confirmation goes after a while; a failure stays beside the text to copy by hand.
    if (!lasting) statusTimer = setTimeout(() => (status.textContent = ''), 5000);
  };
  let clause: HTMLElement | null = null;

  // The buttons now open the menu: each is named after its clause (the page names them all alike until now), and so
  // is the label's self-link (named by its text until now). The page carries neither name once per clause.
  const name = (element: HTMLElement, attributes: Record<string, string>) => {
    for (const [attribute, value] of Object.entries(attributes)) element.setAttribute(attribute, value);
  };
  for (const button of document.querySelectorAll<HTMLElement>('[data-cite]')) {
    const label = button.closest<HTMLElement>('[data-clause]')?.dataset.label;
    if (label !== undefined) name(button, citeButtonAttributes(config.buttonName, label, menu.id));
  }
  for (const link of document.querySelectorAll<HTMLElement>('.clause-anchor:not([aria-label])')) {
    const label = link.closest<HTMLElement>('[data-clause]')?.dataset.label;
    if (label !== undefined) name(link, clauseLinkAttributes(config.linkName, label));
  }

  const place = (button: HTMLElement) => {
    const box = button.getBoundingClientRect();
    const width = menu.offsetWidth;
    menu.style.left = `${Math.max(8, Math.min(box.left, innerWidth - width - 8))}px`;
    const below = box.bottom + 4;
    menu.style.top = `${below + menu.offsetHeight > innerHeight ? Math.max(8, box.top - menu.offsetHeight - 4) : below}px`;
  };

  document.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLElement>('[data-cite]');
    if (!button) return;
    clause = button.closest<HTMLElement>('[data-clause]');
    if (!clause) return;
    // The control is a link to the clause's page for readers without scripts; here it opens the menu.
    event.preventDefault();
    if (trigger === button && menu.matches(':popover-open')) {
      menu.hidePopover();
      return;
    }
    trigger = button;
    title.textContent = `${clause.dataset.label ?? ''} · ${config.title}`;
    manual.hidden = true;
    // `source` puts the menu in the focus order right after its button: Tab past its last format goes on with the
    // clause, not to the end of the page where the menu's markup is.
    (menu.showPopover as (options?: { source?: HTMLElement }) => void)({ source: button });
    place(button);
    button.setAttribute('aria-expanded', 'true');
    menu.querySelector<HTMLButtonElement>('[data-cite-format]')?.focus();
  });

  menu.addEventListener('toggle', (event) => {
    if ((event as ToggleEvent).newState !== 'closed' || !trigger) return;
    trigger.setAttribute('aria-expanded', 'false');
    if (!menu.contains(document.activeElement) && document.activeElement !== document.body) return;
    trigger.focus();
  });

  // Focus moved on (Tab past either end, a click elsewhere): the menu closes, and leaves focus where it went.
  menu.addEventListener('focusout', (event) => {
    const next = event.relatedTarget as Node | null;
    if (next && !menu.contains(next) && menu.matches(':popover-open')) menu.hidePopover();
  });

  menu.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const items = [...menu.querySelectorAll<HTMLButtonElement>('[data-cite-format]')];
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    items[(at + (event.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length]?.focus();
    event.preventDefault();
  });

  menu.addEventListener('click', async (event) => {
    const item = (event.target as Element).closest<HTMLButtonElement>('[data-cite-format]');
    if (!item || !clause || !trigger) return;
    const format = item.dataset.citeFormat as CitationFormat;
    const text = citeAs(format, citationOf(clause, trigger, config));
    const copied = await copy(text, menu);
    status.textContent = '';
    if (copied) {
      say(config.copied[format], false);
      menu.hidePopover();
      return;
    }
    // Nothing could copy: show the text, selected, for the reader to copy by hand.
    say(config.failed, true);
    manual.hidden = false;
    const area = manual.querySelector('textarea')!;
    area.value = text;
    area.focus();
    area.select();
  });
}
