import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CheerioAPI } from 'cheerio';
import { listHtmlFiles, pathOfFile, readBuiltPage } from '../../src/lib/built-site';
import { loadCorrections } from '../../src/lib/corrections';
import { normalizeText } from '../../src/lib/text';
import { cardRequestOf } from '../../src/integrations/og-cards';
import { splitRulesPage } from '../support/mdx';
import { clauses, DIST } from '../support/site';

// The corrections each original rules text lists, read from the texts themselves: a new text or a new
// correction is covered without touching this test.
const RULES = 'content/rules';
const documents = readdirSync(RULES, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => ({ file, frontmatter: splitRulesPage(readFileSync(join(RULES, file), 'utf8')).frontmatter }))
  .filter(({ frontmatter }) => frontmatter.original === true && typeof frontmatter.source === 'string');
const corrections = documents.flatMap(({ file, frontmatter }) =>
  loadCorrections()
    .filter((c) => c.source === frontmatter.source && c.original !== c.corrected)
    .map((c) => ({ file, original: normalizeText(c.original), corrected: normalizeText(c.corrected) })),
);

/** Whether `cut` could be where an excerpt of `text` ends: `text` starts with it and a word does not go on past it. */
const endsAtWord = (cut: string, text: string) =>
  text.startsWith(cut) && (text.length === cut.length || !/[\p{L}\p{N}]/u.test(cut.at(-1)!) || !/[\p{L}\p{N}]/u.test(text[cut.length]!));

/**
 * The uncorrected wording of `correction` in a name or excerpt: whole (a corrected wording that holds its original
 * aside), or cut by the ellipsis where only the original's words would be cut (`Генералы могу…` of `могу Передвигаться`,
 * where the corrected text reads `могут Передвигаться`).
 */
function uncorrectedIn(shown: string, correction: { original: string; corrected: string }): boolean {
  if (shown.split(correction.corrected).join('\u0000').includes(correction.original)) return true;
  if (!shown.endsWith('…')) return false;
  const stem = shown.slice(0, -1);
  for (let start = 0; start < stem.length; start++) {
    const wordStart = start === 0 || !/[\p{L}\p{N}]/u.test(stem[start - 1]!) || !/[\p{L}\p{N}]/u.test(stem[start]!);
    const tail = stem.slice(start);
    if (wordStart && endsAtWord(tail, correction.original) && !endsAtWord(tail, correction.corrected)) return true;
  }
  return false;
}

/** Every name or excerpt a page derives from its clauses' text, with where it stands. */
function excerptsOf($: CheerioAPI, path: string): [string, string][] {
  const found: [string, string][] = [];
  const add = (where: string, text: string | undefined) => {
    if (text) found.push([`${path} ${where}`, normalizeText(text)]);
  };
  add('<title>', $('title').text());
  $('meta[content]').each((_, meta) => add(`<meta ${meta.attribs.name ?? meta.attribs.property}>`, meta.attribs.content));
  $('nav.toc a, nav.booklet-toc a').each((_, link) => add(`table of contents ${link.attribs.href}`, $(link).text()));
  $('.clause-page-head h1').each((_, h1) => add('clause page heading', $(h1).text()));
  $('[data-pagefind-title]').each((_, clause) => add(`search title of #${clause.attribs.id}`, clause.attribs['data-pagefind-title']));
  const card = cardRequestOf($, path);
  if (card && 'content' in card) for (const [part, text] of Object.entries(card.content)) add(`link-preview card ${part}`, text);
  return found;
}

const shown: [string, string][] = [
  ...(await Promise.all(
    (await listHtmlFiles(DIST)).map(async (file) => excerptsOf(readBuiltPage(readFileSync(file, 'utf8')), pathOfFile(DIST, file))),
  )).flat(),
  ...clauses().flatMap((record): [string, string][] =>
    (['label', 'title', 'text'] as const).map((field) => [`clauses.json ${record.permalink} ${field}`, normalizeText(record[field])]),
  ),
];

describe('the names and excerpts of clauses read as the corrected text the body shows', () => {
  it('has corrections to look for, and excerpts to look in', () => {
    expect(corrections.length).toBeGreaterThan(5);
    expect(shown.filter(([where]) => where.includes('table of contents')).length).toBeGreaterThan(100);
  });

  it.each(corrections)('$file: no name or excerpt reads «$original» for «$corrected»', (correction) => {
    expect(shown.filter(([, text]) => uncorrectedIn(text, correction))).toEqual([]);
  });

  it('finds an uncorrected wording cut by the ellipsis, and not a corrected one', () => {
    const correction = { original: 'Генералы могу Передвигаться', corrected: 'Генералы могут Передвигаться' };
    expect(uncorrectedIn('8.2 а) Не присоединенные к подразделениям Генералы могу…', correction)).toBe(true);
    expect(uncorrectedIn('8.2 а) Не присоединенные к подразделениям Генералы могут…', correction)).toBe(false);
    expect(uncorrectedIn('8.2 а) Не присоединенные к подразделениям Генералы…', correction)).toBe(false);
    expect(uncorrectedIn('а) … «Поддкржка» и…', { original: '«Поддкржка»', corrected: '«Поддержка»' })).toBe(true);
    expect(uncorrectedIn('а) ahora', { original: 'ahor', corrected: 'ahora' })).toBe(false);
  });
});
