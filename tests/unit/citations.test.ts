import { describe, expect, it } from 'vitest';
import { load } from 'cheerio';
import bbobHTML from '@bbob/html';
import presetHTML5 from '@bbob/preset-html5';
import MarkdownIt from 'markdown-it';
import { citeAs, citeButtonAttributes, clauseLinkAttributes, citeBBCode, citeBGG, citeMarkdown, citePlain, correctionNote, escapeBBCode, escapeMarkdown, type Citation } from '../../src/lib/citations';

/** BBCode as a board renders it (@bbob's HTML5 preset), newlines as the line breaks phpBB makes of them. */
const renderBBCode = (code: string) => load(bbobHTML(code, presetHTML5()).replace(/\n/g, '<br>'));
/** Markdown as Discourse and Reddit render it: CommonMark with tables. */
const renderMarkdown = (code: string) => load(new MarkdownIt().render(code));

const formations: Citation = {
  label: '8.5 б)',
  title: 'Глава VIII. Фаза передвижений',
  url: 'https://rules.example/ru/gdb/movement-phase/8-5-b/',
  blocks: [
    { kind: 'paragraph', lines: ['б) Подразделения, входящие в состав Бригады, должны быть построены в следующие формации:'] },
    {
      kind: 'list',
      marker: 'bullet',
      items: [
        'Пехота – в ротные или дивизионные колонны;',
        'Кавалерия – в эскадронные или взводные (1/2 эскадрона) колонны;',
        'Артиллерия – взята на передки.',
        'Застрельщики – могут совершать тактические марши в рассыпном строю.',
      ],
    },
  ],
  lang: 'ru',
};
const commanders: Citation = {
  label: '8.5 Процедура',
  title: 'Глава VIII. Фаза передвижений',
  url: 'https://rules.example/ru/gdb/movement-phase/8-5-commanders/',
  blocks: [
    { kind: 'paragraph', lines: ['Процедура: Тактические марши могут одновременно проводить бригады.'] },
    {
      kind: 'table',
      header: ['Командующий', 'Количество разрешённых маршей'],
      rows: [
        ['Британия, Франция и поздняя Пруссия', '2 бригады'],
        ['Австрия, Россия и все остальные', '1 бригада'],
        ['Если одарённый командующий', '+1 бригада'],
      ],
    },
  ],
  lang: 'ru',
};
const lettered: Citation = {
  label: 'Liberación de la Reserva',
  title: 'Fase de Reacción y Modo Reserva',
  url: 'https://rules.example/es/ocs/reaction-phase/releasing-reserve/',
  blocks: [
    { kind: 'heading', text: 'Liberación de la Reserva:' },
    { kind: 'paragraph', lines: ['Capítulo VIII.', 'FASE DE MOVIMIENTO.'] },
    { kind: 'list', marker: 'none', items: ['A) Fase de Explotación: mueven.', 'B) Fase de Reacción: 1/2.'] },
  ],
  lang: 'es',
};
const hostile: Citation = {
  label: 'A [b]',
  title: 'T "x" [url=evil]',
  url: 'https://rules.example/es/ocs/combat-table/example-ao1/',
  blocks: [
    { kind: 'paragraph', lines: ['[/quote][url=https://evil.example]click[/url] *bold* _it_ `code` <script>alert(1)</script>', '# h', '> fake', '1. list', '- item', '---'] },
    { kind: 'list', marker: 'bullet', items: ['[*] x [/list]', 'a | b'] },
  ],
  lang: 'es',
};
const texts = (items: ReturnType<typeof load>, selector: string) => items(selector).map((_, e) => items(e).text().trim()).get();

describe('BBCode citations (phpBB and most boards)', () => {
  it('keep the quote, the link and every list item when a board renders them', () => {
    const code = citeBBCode(formations);
    const $ = renderBBCode(code);
    expect($('blockquote').text()).toContain('б) Подразделения, входящие в состав Бригады');
    expect(texts($, 'blockquote ul > li')).toEqual((formations.blocks[1] as { items: string[] }).items);
    expect($('a').attr('href')).toBe(formations.url);
    expect($('a').text()).toBe('8.5 б), Глава VIII. Фаза передвижений');
    expect(code).toMatch(/^\[quote="8\.5 б\), Глава VIII\. Фаза передвижений"\]\n/);
  });

  it('keep a table one row a line, the header bold', () => {
    const $ = renderBBCode(citeBBCode(commanders));
    const lines = $('blockquote').html()!.split('<br>').map((l) => load(l).text().trim());
    expect(lines).toContain('Командующий | Количество разрешённых маршей');
    expect(lines).toContain('Британия, Франция и поздняя Пруссия | 2 бригады');
    expect(lines).toContain('Австрия, Россия и все остальные | 1 бригада');
    expect(lines).toContain('Если одарённый командующий | +1 бригада');
    expect($('blockquote [style*="font-weight: bold"]').text()).toBe('Командующий | Количество разрешённых маршей');
  });

  it('keep line breaks, headings and lettered sub-clauses one a line with their labels', () => {
    const $ = renderBBCode(citeBBCode(lettered));
    const lines = $('blockquote').html()!.split('<br>').map((l) => load(l).text().trim()).filter(Boolean);
    expect(lines).toEqual(['Liberación de la Reserva:', 'Capítulo VIII.', 'FASE DE MOVIMIENTO.', 'A) Fase de Explotación: mueven.', 'B) Fase de Reacción: 1/2.']);
  });

  it('let no bracket or quote in the text or title open or close a tag', () => {
    const out = citeBBCode(hostile);
    const $ = renderBBCode(out);
    expect($('a')).toHaveLength(1);
    expect($('a').attr('href')).toBe(hostile.url);
    expect($('blockquote')).toHaveLength(1);
    expect(texts($, 'blockquote li')).toEqual(['［*］ x ［/list］', 'a | b']);
    expect(out.match(/\[[^\]]*\]/g)).toEqual([
      '[quote="A ［b］, T ”x” ［url=evil］"]', '[list]', '[*]', '[*]', '[/list]', '[/quote]', `[url=${hostile.url}]`, '[/url]',
    ]);
    expect(escapeBBCode('[b]x[/b]')).toBe('［b］x［/b］');
  });
});

describe('BoardGameGeek citations', () => {
  it('use only the tags BGG documents: [q="…"], [b], [url=…]; items and rows one a line', () => {
    const list = citeBGG(formations);
    expect(list.match(/\[[^\]]*\]/g)).toEqual(['[q="8.5 б), Глава VIII. Фаза передвижений"]', '[/q]', `[url=${formations.url}]`, '[/url]']);
    expect(list.split('\n').filter((l) => l.startsWith('• '))).toHaveLength(4);
    const table = citeBGG(commanders);
    expect(table).toContain('\n[b]Командующий | Количество разрешённых маршей[/b]\nБритания, Франция и поздняя Пруссия | 2 бригады\n');
    expect(table).toContain('\nЕсли одарённый командующий | +1 бригада[/q]');
    expect(table.split('\n').at(-1)).toBe(`[url=${commanders.url}]8.5 Процедура, Глава VIII. Фаза передвижений[/url]`);
  });

  it('keep a "<" from swallowing the rest of the post', () => {
    const out = citeBGG({ ...hostile, blocks: [{ kind: 'paragraph', lines: ['<5 hexes, a < b'] }] });
    expect(out).toContain('< 5 hexes, a < b');
    expect(out).not.toMatch(/<\S/);
  });
});

describe('Markdown citations (Discourse, Reddit)', () => {
  it('keep the quote, the link and every list item when rendered', () => {
    const $ = renderMarkdown(citeMarkdown(formations));
    expect($('blockquote > p').first().text()).toBe('б) Подразделения, входящие в состав Бригады, должны быть построены в следующие формации:');
    expect(texts($, 'blockquote > ul > li')).toEqual((formations.blocks[1] as { items: string[] }).items);
    expect($('blockquote a').attr('href')).toBe(formations.url);
    expect($('blockquote a').text()).toBe('8.5 б), Глава VIII. Фаза передвижений');
  });

  it('keep a table as a table, row by row', () => {
    const $ = renderMarkdown(citeMarkdown(commanders));
    expect(texts($, 'blockquote table thead th')).toEqual(['Командующий', 'Количество разрешённых маршей']);
    expect($('blockquote table tbody tr').map((_, tr) => [texts(load(tr), 'td')]).get()).toEqual((commanders.blocks[1] as { rows: string[][] }).rows);
  });

  it('keep line breaks, headings and lettered sub-clauses with their labels', () => {
    const $ = renderMarkdown(citeMarkdown(lettered));
    expect($('blockquote strong').first().text()).toBe('Liberación de la Reserva:');
    expect($('blockquote br')).toHaveLength(1);
    expect(texts($, 'blockquote > p')).toContain('A) Fase de Explotación: mueven.');
    expect(texts($, 'blockquote > p')).toContain('B) Fase de Reacción: 1/2.');
  });

  it('escape only what would change the meaning', () => {
    const plain = { ...formations, label: '8.5 д)', blocks: [{ kind: 'paragraph' as const, lines: ['на 35см (20”). +1 к броску, 8.5 д) и 3-4.'] }] };
    const out = citeMarkdown(plain);
    expect(out).toBe('> на 35см (20”). +1 к броску, 8.5 д) и 3-4.\n>\n> — [8.5 д), Глава VIII. Фаза передвижений](https://rules.example/ru/gdb/movement-phase/8-5-b/)');
    expect(escapeMarkdown('1. a')).toBe('1\\. a');
    expect(escapeMarkdown('+1 a')).toBe('+1 a');
    expect(escapeMarkdown('+ a')).toBe('\\+ a');
  });

  it('render hostile text as the text it is', () => {
    const $ = renderMarkdown(citeMarkdown(hostile));
    expect($('a')).toHaveLength(1);
    expect($('a').attr('href')).toBe(hostile.url);
    expect($('em, strong, code, script, h1, ol, hr')).toHaveLength(0);
    expect($('blockquote blockquote')).toHaveLength(0);
    const quoted = $('blockquote > p').first().text();
    expect(quoted).toContain('[/quote][url=https://evil.example]click[/url] *bold* _it_ `code` <script>alert(1)</script>');
    expect(quoted).toContain('# h\n> fake\n1. list\n- item\n---');
    expect(texts($, 'blockquote > ul > li')).toEqual(['[*] x [/list]', 'a | b']);
  });

  it('keep a link whose URL holds brackets or spaces intact', () => {
    expect(citeMarkdown({ ...formations, url: 'https://x/a (b)/[c]' })).toContain('](https://x/a%20%28b%29/%5Bc%5D)');
  });
});

describe('plain-text citations (Telegram, VK, WhatsApp)', () => {
  it('quote the clause one item and one row a line, the link alone on the last line', () => {
    const list = citePlain(formations).split('\n');
    expect(list[0]).toBe('«б) Подразделения, входящие в состав Бригады, должны быть построены в следующие формации:');
    expect(list.slice(1, 5)).toEqual((formations.blocks[1] as { items: string[] }).items.map((i, n) => `• ${i}${n === 3 ? '»' : ''}`));
    expect(list.slice(-2)).toEqual(['— 8.5 б), Глава VIII. Фаза передвижений', formations.url]);
    expect(citePlain(commanders).split('\n')).toContain('Британия, Франция и поздняя Пруссия | 2 бригады');
  });
});

describe('every format', () => {
  it('is offered by name', () => {
    expect(citeAs('link', formations)).toBe(formations.url);
    expect(citeAs('bgg', formations)).toBe(citeBGG(formations));
  });
});

describe('the link button of a clause, once the menu\'s script runs', () => {
  it('is named after its clause from the page\'s one template, and opens the menu as a dialog', () => {
    expect(citeButtonAttributes('Citar la cláusula {{label}}', '8.5 д)', 'cite-menu')).toEqual({
      'aria-label': 'Citar la cláusula 8.5 д)',
      'aria-haspopup': 'dialog',
      'aria-expanded': 'false',
      'aria-controls': 'cite-menu',
    });
  });

  it('puts a label in as written, whatever characters it holds', () => {
    expect(citeButtonAttributes('Цитировать пункт {{label}}', '$& {{label}}', 'm')['aria-label']).toBe('Цитировать пункт $& {{label}}');
  });
});

describe('the self-link of a clause\'s label, once the script runs', () => {
  it('is named after its clause from the page\'s one template', () => {
    expect(clauseLinkAttributes('Enlace a la cláusula {{label}}', 'Modo Reserva')).toEqual({ 'aria-label': 'Enlace a la cláusula Modo Reserva' });
  });
});

describe('a quote whose text holds corrections of its source', () => {
  const corrected: Citation = { ...formations, correctionNote: correctionNote('Исправления исходного текста', ['3', '1', '3']) };

  it('names them by the title and numbers of the list the permalink shows, beside the clause and document, in every format', () => {
    expect(corrected.correctionNote).toBe('Исправления исходного текста: 1, 3');
    const source = '8.5 б), Глава VIII. Фаза передвижений (Исправления исходного текста: 1, 3)';
    expect(citePlain(corrected).split('\n').at(-2)).toBe(`— ${source}`);
    expect(renderBBCode(citeBBCode(corrected))('a').text()).toBe(source);
    expect(renderMarkdown(citeMarkdown(corrected)).text()).toContain(source);
    expect(citeBGG(corrected)).toContain(source);
    // None without corrections.
    expect(citePlain(formations)).not.toContain('Исправления');
    expect(correctionNote('Исправления исходного текста', [])).toBeUndefined();
    expect(correctionNote('', ['1'])).toBeUndefined();
  });
});
