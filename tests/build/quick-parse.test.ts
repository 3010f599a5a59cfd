import { describe, expect, it } from 'vitest';
import { load } from 'cheerio';
import { readFileSync } from 'node:fs';
import { clausesOfPage, listHtmlFiles, pathOfFile, readBuiltPage, readableText } from '../../src/lib/built-site';
import { DIST } from '../support/site';

const files = await listHtmlFiles(DIST);

/** What the build reads of a page: its clauses with their text, its ids, its links, and its searchable text. */
function reading($: ReturnType<typeof load>, path: string) {
  return {
    clauses: clausesOfPage($, path),
    ids: $('[id]').toArray().map((element) => element.attribs.id),
    links: $('a[href], link[href], meta[content]').toArray().map((element) => element.attribs.href ?? element.attribs.content),
    text: $('[data-pagefind-body]').toArray().map((body) => readableText($, body)),
  };
}

describe('the quick parser the build reads its pages with', () => {
  it('reads every built page as the standard HTML parser does', () => {
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) {
      const html = readFileSync(file, 'utf8');
      const path = pathOfFile(DIST, file);
      expect(reading(readBuiltPage(html), path), path).toEqual(reading(load(html), path));
    }
  });

  it('would tell them apart on HTML they read differently', () => {
    // A table row without its body: the standard parser adds the <tbody>, the quick one does not.
    const html = '<table><tr><td id="x">b</td></tr></table>';
    expect(readBuiltPage(html)('table > tbody').length).not.toBe(load(html)('table > tbody').length);
  });
});
