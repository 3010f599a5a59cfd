import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SHORT_STOP_WORD, stopWordLists } from '../../src/lib/stop-words';
import { listHtmlFiles, pathOfFile, readableText } from '../../src/lib/built-site';
import { isClauseId } from '../../src/lib/clause-ids';
import { applyCorrections, loadCorrections } from '../../src/lib/corrections';
import { normalizeText, splitSentences } from '../../src/lib/text';
import { CONTENT_SECURITY_POLICY, PAGE_CONTENT_SECURITY_POLICY } from '../../src/lib/security-headers';
import { clauses, DIST, DOCUMENTS, ownEditorialNotes, page } from '../support/site';

const htmlPaths = (await listHtmlFiles(DIST)).map((file) => pathOfFile(DIST, file));
const records = clauses();

describe('every built page', () => {
  it.each(htmlPaths)('%s has a language, a title and a description', (path) => {
    const $ = page(path);
    expect(['es', 'ru']).toContain($('html').attr('lang'));
    expect($('title').text().trim().length).toBeGreaterThan(3);
    if (!path.endsWith('404.html')) expect(($('meta[name="description"]').attr('content') ?? '').length).toBeGreaterThan(20);
  });

  it.each(htmlPaths)('%s carries, before any script, the policy its server sends (less framing, which a page cannot set)', (path) => {
    const $ = page(path);
    const policy = $('meta[http-equiv="content-security-policy"]');
    expect(policy.length).toBe(1);
    expect(policy.attr('content')).toBe(PAGE_CONTENT_SECURITY_POLICY);
    expect(CONTENT_SECURITY_POLICY).toBe(`${PAGE_CONTENT_SECURITY_POLICY}; frame-ancestors 'none'`);
    expect($('script').first().prevAll('meta[http-equiv="content-security-policy"]').length).toBe(1);
  });

  it.each(htmlPaths)('%s has unique element ids', (path) => {
    const ids = page(path)('[id]').toArray().map((e) => e.attribs.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });
});

describe.each(DOCUMENTS)('rules document $path', ({ path, lang, original, source }) => {
  const $ = page(path);
  const article = $('[data-doc]');

  it('is in its language and says whether it is the original', () => {
    expect($('html').attr('lang')).toBe(lang);
    expect(article.attr('data-original')).toBe(String(original));
    expect($('h1').text()).toBe(article.attr('data-doc-title'));
  });

  it('gives every clause a well-formed id, a label and a link to itself', () => {
    const clausesHere = article.find('[data-clause]').toArray();
    expect(clausesHere.length).toBeGreaterThan(5);
    for (const clause of clausesHere) {
      const id = clause.attribs.id ?? '';
      expect(isClauseId(id), id).toBe(true);
      expect(clause.attribs['data-label'], id).toBeTruthy();
      expect($(clause).find(`a[href="#${id}"]`).length, id).toBe(1);
    }
  });

  it('is published clause by clause in clauses.json', () => {
    const mine = records.filter((r) => r.url.startsWith(path));
    const onPage = article.find('[data-clause]').toArray();
    expect(mine.map((r) => r.id)).toEqual(onPage.map((e) => e.attribs.id));
    for (const [i, record] of mine.entries()) {
      expect(record).toMatchObject({ lang, original, url: `${path}#${record.id}`, label: onPage[i]!.attribs['data-label'] });
      expect(record.doc).toBe(article.attr('data-doc'));
      expect(record.text).toBe(readableText($, onPage[i]!, { withoutNested: '[data-clause]' }));
    }
  });

  it.runIf(original)('loses no sentence of its source (verbatim, or through a listed correction)', () => {
    const corrections = loadCorrections().filter((c) => c.source === source);
    const text = applyCorrections(readFileSync(join('content/sources', source), 'utf8'), corrections)
      // A result code's leader dots and a legend's "=" are layout; the page sets them as a definition list.
      .replace(/\s*\.{3,}\s*/g, ' ')
      .replace(/^(\S+) = /gm, '$1 ');
    const pageText = readableText($, $('.rules-body')[0]!);
    const missing = splitSentences(text).filter((sentence) => !pageText.includes(normalizeText(sentence)));
    expect(missing).toEqual([]);
  });
});

describe('the unpublished tables', () => {
  it('stay marked as not published in the movement chapter (8.7 and 8.9)', () => {
    const $ = page('/ru/gdb/movement-phase/');
    expect($('#8-7 [data-not-published]').length).toBe(1);
    expect($('#8-9 [data-not-published]').length).toBe(1);
  });

  it('say so in the page’s language, marked as such, in either column of the side-by-side view', () => {
    for (const lang of ['es', 'ru'] as const) {
      const $ = page(`/${lang}/gdb/movement-phase/parallel/`);
      const notes = $('[data-not-published]').toArray();
      expect(notes.length, lang).toBe(4);
      for (const note of notes) expect(note.attribs.lang, lang).toBe(lang);
    }
  });
});

describe('the image caption', () => {
  it('is a caption, not a clause', () => {
    const $ = page('/es/ocs/reaction-phase/');
    const caption = $('figure.caption figcaption');
    expect(caption.text()).toContain('Tropas soviéticas durante la Operación');
    expect(caption.closest('[data-clause]').length).toBe(0);
  });
});

/** The documents in both languages. */
const EVERY_DOCUMENT = DOCUMENTS.flatMap(({ path }) => ['es', 'ru'].map((lang) => path.replace(/^\/(es|ru)\//, `/${lang}/`)));

describe('the table of contents', () => {
  it.each(EVERY_DOCUMENT)('%s names every clause, not only its number', (path) => {
    const $ = page(path);
    const entries = $('.toc a').toArray().map((a) => normalizeText($(a).text()));
    expect(entries.length).toBe($('[data-doc] [data-clause]').length);
    expect(entries.filter((entry) => !/\p{L}{3,}/u.test(entry))).toEqual([]);
  });

  it.each([
    ['/ru/gdb/movement-phase/', '8-5', '8.5 Тактические марши'],
    ['/es/gdb/movement-phase/', '8-5', '8.5 Marchas tácticas'],
    ['/ru/gdb/movement-phase/', '8-7', '8.7 Дистанции обычного Передвижения подразделений (таблица - не публикую)'],
    ['/es/ocs/reaction-phase/', 'reserve-mode', 'Modo Reserva'],
    ['/es/ocs/combat-table/', 'legend-dg', 'DG — Defensor Desorganizado'],
  ])('%s lists #%s as "%s"', (path, id, name) => {
    const $ = page(path);
    expect(normalizeText($(`.toc a[href="#${id}"]`).text())).toBe(name);
  });

  it.each(EVERY_DOCUMENT)('%s names clauses as their text reads, with no space inside brackets where a word of another language is marked', (path) => {
    const $ = page(path);
    const names = $('.toc a').toArray().map((a) => normalizeText($(a).text()));
    expect(names.filter((name) => /[(«]\s|\s[)»]/u.test(name))).toEqual([]);
    // Clause pages are titled by the same names.
    const clausePages = records.filter((record) => record.url.startsWith(path)).map((record) => record.permalink.replace(/^https?:\/\/[^/]+/u, ''));
    expect(clausePages.map((clause) => page(clause)('title').text()).filter((title) => /[(«]\s|\s[)»]/u.test(title))).toEqual([]);
  });

  it('starts a lettered sub-clause with its own first words', () => {
    const text = normalizeText(page('/ru/gdb/movement-phase/')('.toc a[href="#8-5-a"]').text());
    expect(text.startsWith('8.5 а) Бригада должна иметь приказ')).toBe(true);
  });

  it('nests sub-clauses in their clause', () => {
    const $ = page('/ru/gdb/movement-phase/');
    const group = $('.toc a[href="#8-5"]').closest('li');
    expect(group.find('a').toArray().map((a) => a.attribs.href)).toEqual(
      ['#8-5', '#8-5-a', '#8-5-b', '#8-5-c', '#8-5-d', '#8-5-e', '#8-5-f', '#8-5-g', '#8-5-commanders', '#8-5-initiative'],
    );
  });
});

describe('page titles', () => {
  it('are each a page’s own: two clauses of a document with one label («DG») are told apart by their names (a crawler’s review)', () => {
    const titles = new Map<string, string[]>();
    for (const path of htmlPaths.filter((p) => !p.endsWith('404.html') && !p.includes('/404/'))) {
      const title = page(path)('title').text();
      titles.set(title, [...(titles.get(title) ?? []), path]);
    }
    expect([...titles].filter(([, paths]) => paths.length > 1)).toEqual([]);
    expect(page('/es/ocs/combat-table/legend-dg/')('title').text()).toMatch(/^DG — Defensor Desorganizado · /u);
  });
});

describe('a clause page’s preview text', () => {
  it('never hangs, where it is cut, on a short function word («…obtener al…», «…противнику и…»)', () => {
    const stopWords = stopWordLists();
    const hanging = records
      .map((record) => ({ lang: record.lang, description: page(record.permalink)('meta[name="description"]').attr('content') ?? '' }))
      .filter(({ lang, description }) => {
        const cut = /(\S+)…/u.exec(description)?.[1];
        return cut !== undefined && [...cut].length <= SHORT_STOP_WORD && stopWords[lang]!.includes(cut.toLocaleLowerCase(lang));
      });
    expect(hanging.map(({ description }) => description)).toEqual([]);
  });

  it('says when the clause\'s page comments on its reading in an editorial note, which no preview carries (an OCS rules expert)', () => {
    const marker = { es: '[con nota editorial]', ru: '[с примечанием редакции]' } as const;
    let noted = 0;
    for (const record of records) {
      const $ = page(record.permalink);
      const own = ownEditorialNotes($, record.id);
      const description = $('meta[name="description"]').attr('content') ?? '';
      expect(description.endsWith(marker[record.lang as 'es' | 'ru']), `${record.permalink}: ${description}`).toBe(own > 0);
      expect(($('[data-clause-page]').attr('data-preview-note') ?? '').includes(marker[record.lang as 'es' | 'ru']), record.permalink).toBe(own > 0);
      if (own > 0) noted += 1;
    }
    expect(noted).toBeGreaterThan(20);
    // The fan's «atacar con otras unidades en modo reserva», which its note sets right (5.7b A).
    expect(page('/es/ocs/reaction-phase/released-exploitation/')('meta[property="og:description"]').attr('content')).toMatch(/…? \[con nota editorial\]$/u);
  });

  it('and a clause\'s name, where cut, never end on a number without its unit, nor inside a parenthesis they open (a faithfulness review)', () => {
    const texts = records.flatMap((record) => {
      const $ = page(record.permalink);
      return [$('meta[name="description"]').attr('content') ?? '', normalizeText($('h1').text()), record.title];
    });
    // «…de formación a 10…» of «a 10 cm (6") o menos»; «…Test de Formación (véase…» of «(véase 8.11)».
    const cutBadly = texts.filter((text) => {
      const last = /(\S+)…/u.exec(text)?.[1] ?? '';
      return /^[(«"]*[\d½¼¾][\d.,/½¼¾]*$/u.test(last) || /\([^)]*$/u.test(last);
    });
    expect(cutBadly).toEqual([]);
    expect(texts.filter((text) => text.includes('…')).length).toBeGreaterThan(50);
  });
});

describe('the print booklets', () => {
  it.each(['/es/ocs/print/', '/ru/ocs/print/', '/es/gdb/print/', '/ru/gdb/print/'])('%s puts a document\'s own headings below its title (an accessibility review)', (path) => {
    const $ = page(path);
    for (const doc of $('.booklet-doc').toArray()) {
      expect($(doc).find('.booklet-doc-title').prop('tagName')).toBe('H2');
      const levels = $(doc).find('.rules-body').find('h1, h2, h3, h4, h5, h6').toArray().map((h) => Number(h.tagName[1]));
      expect(levels.filter((level) => level <= 2), $(doc).attr('id')).toEqual([]);
    }
  });

  it.each([
    ['/es/ocs/print/', 'Todos los documentos de Operational Combat Series (OCS) en español, en orden'],
    ['/ru/gdb/print/', 'Все документы General de Brigade на русском языке по порядку'],
  ])('%s describe themselves in words of their language, not the language’s name as a label', (path, start) => {
    expect(page(path)('meta[name="description"]').attr('content')?.startsWith(start)).toBe(true);
  });
});

describe('tool pages', () => {
  const nearlyTheSame = (a: string, b: string) => {
    const [x, y] = [a, b].map((text) => normalizeText(text).toLowerCase().replace(/[^\p{L}\p{N} ]/gu, ''));
    return x!.startsWith(y!) || y!.startsWith(x!);
  };

  it.each(['/es/tools/combat/', '/ru/tools/combat/', '/es/tools/tactical-march/', '/ru/tools/tactical-march/'])(
    '%s has one h1, not repeated by the heading that follows it',
    (path) => {
      const $ = page(path);
      const headings = $('main').find('h1, h2, h3, h4').toArray();
      expect(headings.filter((h) => h.tagName === 'h1').length).toBe(1);
      expect(headings[0]!.tagName).toBe('h1');
      const [h1, next] = headings.map((h) => $(h).text());
      expect(nearlyTheSame(h1!, next ?? ''), `${h1} / ${next}`).toBe(false);
    },
  );
});

describe('the README', () => {
  const readme = readFileSync('README.md', 'utf8');

  it('says how to set the public address and the server host, and what the engine warnings of npm ci mean', () => {
    const siteUrl = /^- `SITE_URL`[\s\S]*?(?=\n- |\n\n)/m.exec(readme)?.[0] ?? '';
    for (const word of ['canonical', 'og:url', 'sitemap', 'http://localhost:4321/', 'warning']) expect(siteUrl).toContain(word);
    expect(readme).toMatch(/`HOST`/);
    expect(readme).toContain('EBADENGINE');
  });
});

describe('a clause page whose own words are a heading alone', () => {
  it('previews the clause with its sub-clauses, as its citation quotes it', () => {
    // 8.7 heads an unpublished table; its rules are in its sub-clauses (dragoons and lancers, …).
    const $ = page('/ru/gdb/movement-phase/8-7/');
    expect($('meta[name="description"]').attr('content')).toContain('Драгун');
    expect($('meta[property="og:description"]').attr('content')).toContain('Драгун');
  });
});
