import { describe, expect, it } from 'vitest';
import { listHtmlFiles, pathOfFile } from '../../src/lib/built-site';
import { clauses, DIST, page } from '../support/site';
import type { Lang } from '../../src/i18n/languages';
import type { Game } from '../../src/lib/documents';
import { docKeyPath, homePath, parallelPath } from '../../src/lib/site-paths';

const paths = (await listHtmlFiles(DIST)).map((file) => pathOfFile(DIST, file)).filter((p) => !p.endsWith('404.html'));
const TRANSLATED = [
  { doc: 'ocs/reaction-phase', original: 'es', translation: 'ru' },
  { doc: 'ocs/combat-table', original: 'es', translation: 'ru' },
  { doc: 'gdb/movement-phase', original: 'ru', translation: 'es' },
] as const;

describe('every page', () => {
  it.each(paths)('%s names its canonical URL and every language version', (path) => {
    const $ = page(path);
    const canonical = new URL($('link[rel="canonical"]').attr('href') ?? '');
    expect(canonical.pathname).toBe(path);
    const alternates = Object.fromEntries(
      $('link[rel="alternate"][hreflang]').toArray().map((link) => [link.attribs.hreflang, new URL(link.attribs.href ?? '').pathname]),
    );
    expect(Object.keys(alternates).sort()).toEqual(['es', 'ru', 'x-default']);
    const lang = $('html').attr('lang');
    if (path !== '/') expect(alternates[lang ?? '']).toBe(path);
  });
});

describe.each(TRANSLATED)('the translated document $doc', ({ doc, original, translation }) => {
  const records = clauses().filter((r) => r.doc === doc);
  const ids = (lang: string) => records.filter((r) => r.lang === lang).map((r) => r.id);

  it('has exactly the clause ids of its original, in the same order', () => {
    expect(ids(original).length).toBeGreaterThan(5);
    expect(ids(translation)).toEqual(ids(original));
  });

  it('is marked as a translation that links to its original', () => {
    const $ = page(docKeyPath(translation, doc));
    expect($('[data-doc]').attr('data-original')).toBe('false');
    expect($('[data-translation-notice] a[data-original-link]').attr('href')).toBe(`/${original}/${doc}/`);
  });

  it('is linked side by side with its original from both versions', () => {
    const [game, name] = doc.split('/') as [Game, string];
    for (const lang of [original, translation]) {
      expect(page(docKeyPath(lang, doc))('a[data-parallel-link]').attr('href')).toBe(`/${lang}/${doc}/parallel/`);
      const $ = page(parallelPath(lang, game, name));
      const pairs = $('[data-pair]').toArray().map((e) => e.attribs.id);
      expect(pairs).toEqual(ids(original));
      expect($('[data-pair] [data-column="original"]').first().attr('lang')).toBe(original);
      expect($('[data-pair] [data-column="translation"]').first().attr('lang')).toBe(translation);
    }
  });
});

describe('home pages', () => {
  it.each(['es', 'ru'] as const)('/%s/ lists every document in its language, originals and translations told apart', (lang) => {
    const $ = page(homePath(lang));
    const links = $('.doc-list:not(.tool-list) a').toArray().map((a) => a.attribs.href);
    expect(links.sort()).toEqual([`/${lang}/gdb/movement-phase/`, `/${lang}/ocs/combat-table/`, `/${lang}/ocs/reaction-phase/`]);
    expect($('.doc-kind.is-original').length + $('.doc-kind.is-translation').length).toBe(3);
    expect($('.doc-kind.is-translation').length).toBeGreaterThan(0);
  });

  it.each(['es', 'ru'] as const)('/%s/ lists each game\'s tools under its documents', (lang) => {
    const $ = page(homePath(lang));
    const toolsOf = (game: string) => $(`#game-${game} .tool-list a`).toArray().map((a) => a.attribs.href ?? '');
    // Each game's tool, then its quick-reference sheet and its printable booklet.
    expect(toolsOf('ocs')).toEqual([`/${lang}/tools/combat/`, `/${lang}/ocs/print/quick-reference/`, `/${lang}/ocs/print/`]);
    expect(toolsOf('gdb')).toEqual([`/${lang}/tools/tactical-march/`, `/${lang}/gdb/print/quick-reference/`, `/${lang}/gdb/print/`]);
    for (const href of [...toolsOf('ocs'), ...toolsOf('gdb')]) expect(page(href)('h1').text().trim()).not.toBe('');
  });
});

describe('language names in running text', () => {
  it('read naturally on the home pages ("original en español", «оригинал на русском»)', () => {
    const kinds = (lang: Lang) => {
      const $ = page(homePath(lang));
      return $('.doc-kind.is-original').toArray().map((e) => $(e).text().trim());
    };
    expect(new Set(kinds('es'))).toEqual(new Set(['original en español']));
    expect(new Set(kinds('ru'))).toEqual(new Set(['оригинал на русском']));
  });

  it('read naturally in the original notice, the language links and a clause page\'s other version', () => {
    expect(page('/ru/gdb/movement-phase/')('.doc-original').text()).toMatch(/^Оригинальный текст на русском,/);
    expect(page('/es/ocs/reaction-phase/')('.doc-original').text()).toMatch(/^Texto original en español,/);
    // What the link shows, then what it does: its name starts with the words on screen.
    expect(page('/es/')('a[data-lang-switch="ru"]').text().trim()).toBe('RU — Читать на русском');
    expect(page('/ru/')('a[data-lang-switch="es"]').text().trim()).toBe('ES — Leer en español');
    expect(page('/es/gdb/movement-phase/8-5/')('a[data-other-version="ru"]').text().trim()).toBe('Оригинал (русский)');
    expect(page('/ru/ocs/reaction-phase/reserve-mode/')('a[data-other-version="es"]').text().trim()).toBe('Original (español)');
    // The booklets say it as the pages do, not as a template filled with a language's name.
    expect(page('/ru/gdb/print/')('.booklet-doc-status').first().text().trim()).toBe('Оригинальный текст на русском');
    expect(page('/es/ocs/print/')('.booklet-doc-status').first().text().trim()).toBe('Texto original en español');
  });

  it('name the link back from a correction to the text by what it does, not by its arrow', () => {
    for (const [path, name] of [['/es/ocs/reaction-phase/', 'Volver a la corrección 1 en el texto'], ['/ru/gdb/movement-phase/', 'Назад к исправлению 1 в тексте']] as const) {
      const $ = page(path);
      expect($('#correction-1 a[href="#correction-ref-1"]').attr('aria-label'), path).toBe(name);
      expect($('[data-corrections] a[aria-label^="↑"]').length, path).toBe(0);
    }
  });
});

describe('words in another language than their page (language of parts)', () => {
  /** The text nodes of a page's rules text and its notes, sources and contents, each with the language it is read in. */
  const textsOf = (path: string) => {
    const $ = page(path);
    return $('[data-doc] *:not(script,style,noscript)')
      .contents()
      .toArray()
      .filter((node) => node.type === 'text')
      .map((node) => ({ text: $(node).text(), lang: $(node.parent!).closest('[lang]').attr('lang'), where: $(node.parent!).attr('class') ?? node.parent!.type }));
  };

  it.each(TRANSLATED.flatMap(({ doc }) => [docKeyPath('es', doc), `${docKeyPath('es', doc)}parallel/`]))('%s: every Cyrillic word is read as Russian (notes, sources, letters а)–ж))', (path) => {
    const texts = textsOf(path);
    // The Spanish GdB chapter quotes its Russian original in notes and keeps its letters: many runs, each marked.
    if (path === docKeyPath('es', 'gdb/movement-phase')) expect(texts.filter(({ text, lang }) => lang === 'ru' && /[а-яё]/i.test(text)).length).toBeGreaterThan(20);
    expect(texts.filter(({ text, lang }) => lang !== 'ru' && /[а-яё]/i.test(text))).toEqual([]);
  });

  it.each(TRANSLATED.map(({ doc }) => docKeyPath('ru', doc)))('%s: Latin words in clauses and notes say their language (English or Spanish)', (path) => {
    const $ = page(path);
    const unmarked = $('[data-clause], [data-note]')
      .find('*')
      .addBack()
      .contents()
      .toArray()
      .filter((node) => node.type === 'text' && $(node.parent!).closest('[lang]').attr('lang') === 'ru')
      // Words of four letters or more: codes and abbreviations (AL1o1, DG, 5.7b A, cms) are no language's.
      .flatMap((node) => [...$(node).text().matchAll(/[A-Za-zÁÉÍÓÚÑáéíóúñ]{4,}/g)].map((match) => match[0]));
    expect(unmarked).toEqual([]);
  });

  it('/es/gdb/movement-phase/8-5-a/: a clause page\'s title reads its Russian letter as Russian', () => {
    const $ = page('/es/gdb/movement-phase/8-5-a/');
    expect($('h1 .clause-page-label [lang="ru"]').text()).toBe('а');
  });

  it('/es/glossary/: the clause labels and definitions that quote the Russian chapter read it as Russian', () => {
    const $ = page('/es/glossary/');
    const texts = $('main *:not(script,style)').contents().toArray().filter((node) => node.type === 'text' && /[а-яё]/i.test($(node).text()));
    expect(texts.length).toBeGreaterThan(20);
    expect(texts.filter((node) => $(node.parent!).closest('[lang]').attr('lang') !== 'ru').map((node) => $(node).text())).toEqual([]);
  });

  it('the side-by-side view names each column in the page language, with its title in its own', () => {
    const $ = page(`${docKeyPath('ru', 'ocs/reaction-phase')}parallel/`);
    const heads = $('.parallel-head p').toArray();
    expect(heads.map((head) => head.attribs.lang)).toEqual([undefined, undefined]);
    expect($('.parallel-head p span[lang]').toArray().map((span) => span.attribs.lang)).toEqual(['es', 'ru']);
  });
});
