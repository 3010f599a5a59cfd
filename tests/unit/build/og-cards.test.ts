import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { load } from 'cheerio';
import { cardRequestOf, writeOgCards } from '../../../src/integrations/og-cards';

// The cards step on pages as the post-build scan hands them over: what each page asks, then the drawing.
const SITE = 'https://rules.example';
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A page's head naming a card, and a clause page's body when `clause` is given (as ClausePermalink.astro writes it). */
const page = (card: string | null, clause?: { label: string; doc: string; text: string }) =>
  load(`<!doctype html><html lang="es"><head>
${card ? `<meta property="og:image" content="${SITE}${card}">` : ''}<meta property="og:site_name" content="Reglas de wargames">
</head><body>${clause ? `<article data-clause-page><nav class="doc-game"><a href="/es/#game-ocs">OCS</a> › <a href="/es/ocs/doc/">${clause.doc}</a></nav>
<div data-clause data-doc-path="/es/ocs/doc/"><h1><span class="clause-page-label">${clause.label}</span></h1>
<blockquote class="clause-page-text"><p>${clause.text}</p></blockquote></div></article>` : ''}</body></html>`);

describe('what a page asks of the link-preview cards', () => {
  it('a clause page: its own card, drawn from its label, document and text', () => {
    const request = cardRequestOf(page('/es/ocs/reaction-phase/reserve-mode/card.png', { label: 'Modo Reserva', doc: 'Fase de Reacción', text: 'Las unidades en Modo Reserva…' }), '/es/ocs/reaction-phase/reserve-mode/');
    expect(request).toEqual({
      page: '/es/ocs/reaction-phase/reserve-mode/',
      card: '/es/ocs/reaction-phase/reserve-mode/card.png',
      content: { site: 'Reglas de wargames', lang: 'es', heading: 'Modo Reserva', kicker: 'Fase de Reacción', text: 'Las unidades en Modo Reserva…' },
    });
  });

  it('a clause page whose text holds corrections: the note of how many', () => {
    const $ = page('/es/ocs/reaction-phase/reserve-mode/card.png', { label: 'Modo Reserva', doc: 'Fase de Reacción', text: 'Las unidades en Modo Reserva…' });
    $('[data-clause-page]').attr('data-preview-note', '[1 corrección del texto fuente]');
    expect(cardRequestOf($, '/es/ocs/reaction-phase/reserve-mode/')).toMatchObject({ content: { kicker: 'Fase de Reacción', note: '[1 corrección del texto fuente]' } });
  });

  it("another page's card, shared; or none", () => {
    expect(cardRequestOf(page('/es/card.png'), '/es/glossary/')).toEqual({ page: '/es/glossary/', card: '/es/card.png', shared: true });
    expect(cardRequestOf(page(null), '/es/search/')).toBeNull();
  });
});

describe('the cards step', () => {
  const site = () => {
    const root = mkdtempSync(join(tmpdir(), 'og-cards-'));
    folders.push(root);
    return root;
  };

  it('draws each page its own card, which the pages sharing it then name', async () => {
    const root = site();
    const home = cardRequestOf(page('/es/card.png', { label: 'Reglas', doc: 'OCS', text: 'Textos de reglas.' }), '/es/')!;
    const glossary = cardRequestOf(page('/es/card.png'), '/es/glossary/')!;
    expect(await writeOgCards(root, [glossary, home])).toMatchObject({ cards: 1 });
    expect(existsSync(join(root, 'es/card.png'))).toBe(true);
  });

  it('fails, naming the page, when a page names a card no page draws', async () => {
    const root = site();
    const glossary = cardRequestOf(page('/es/card.png'), '/es/glossary/')!;
    await expect(writeOgCards(root, [glossary])).rejects.toThrow('Link-preview cards no page draws:\n  /es/glossary/ names /es/card.png');
    // A card published as a file of its own (from public/) is fine.
    mkdirSync(join(root, 'es'));
    writeFileSync(join(root, 'es/card.png'), '');
    await expect(writeOgCards(root, [glossary])).resolves.toMatchObject({ cards: 0 });
  });
});
