import { describe, expect, it } from 'vitest';
import { citeBBCode, citeMarkdown, citePlain, escapeBBCode, escapeMarkdown, type Citation } from '../../src/lib/citations';

const clause: Citation = {
  label: '8.5 д)',
  title: 'Глава VIII. Фаза передвижений',
  url: 'https://rules.example/ru/gdb/movement-phase/8-5-e/',
  text: 'д) Выполнение подразделением Тактического марша заканчивается… на 35см (20”).',
  lang: 'ru',
};
const hostile: Citation = {
  label: 'A [b]',
  title: 'T "x" [url=evil]',
  url: 'https://rules.example/es/ocs/combat-table/example-ao1/',
  text: '[/quote][url=https://evil.example]click[/url] *bold* _it_ `code` <script>alert(1)</script> # h\n> fake\n1. list',
  lang: 'es',
};

describe('plain citations', () => {
  it('quote the clause and name label, document and link', () => {
    expect(citePlain(clause)).toBe(
      '«д) Выполнение подразделением Тактического марша заканчивается… на 35см (20”).»\n— 8.5 д), Глава VIII. Фаза передвижений: https://rules.example/ru/gdb/movement-phase/8-5-e/',
    );
  });
});

describe('BBCode citations (phpBB, BoardGameGeek)', () => {
  it('quote the clause and link to its permalink', () => {
    expect(citeBBCode(clause)).toBe(
      '[quote="8.5 д), Глава VIII. Фаза передвижений"]д) Выполнение подразделением Тактического марша заканчивается… на 35см (20”).[/quote]\n[url=https://rules.example/ru/gdb/movement-phase/8-5-e/]8.5 д), Глава VIII. Фаза передвижений[/url]',
    );
  });

  it('let no bracket or quote in the text or title open or close a tag', () => {
    const out = citeBBCode(hostile);
    const tags = out.match(/\[[^\]]*\]/g);
    expect(tags).toEqual(['[quote="A ［b］, T ”x” ［url=evil］"]', '[/quote]', '[url=https://rules.example/es/ocs/combat-table/example-ao1/]', '[/url]']);
    expect(out).not.toContain('\n>');
    expect(escapeBBCode('[b]x[/b]')).toBe('［b］x［/b］');
  });
});

describe('Markdown citations (Discourse, Reddit)', () => {
  it('quote the clause and link to its permalink', () => {
    expect(citeMarkdown(clause)).toBe(
      '> д\\) Выполнение подразделением Тактического марша заканчивается… на 35см \\(20”\\)\\.\n>\n> — [8\\.5 д\\), Глава VIII\\. Фаза передвижений](https://rules.example/ru/gdb/movement-phase/8-5-e/)',
    );
  });

  it('escape every Markdown control character and keep the quote on its lines', () => {
    const out = citeMarkdown(hostile);
    expect(out.split('\n')).toHaveLength(3);
    expect(out).toContain('\\*bold\\* \\_it\\_ \\`code\\` \\<script\\>alert\\(1\\)\\</script\\> \\# h \\> fake 1\\. list');
    expect(out).not.toMatch(/(^|[^\\])\[url=https:\/\/evil/);
    expect(escapeMarkdown('a|b~c')).toBe('a\\|b\\~c');
  });

  it('keep a link whose URL holds brackets or spaces intact', () => {
    expect(citeMarkdown({ ...clause, url: 'https://x/a (b)/[c]' })).toContain('](https://x/a%20%28b%29/%5Bc%5D)');
  });
});
