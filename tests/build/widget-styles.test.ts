import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CheerioAPI } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { listHtmlFiles, pathOfFile } from '../../src/lib/built-site';
import { pageAssets, pageKind } from '../../scripts/bench/page-weight';
import { DIST, page } from '../support/site';

/**
 * What marks the combat widgets' stylesheets, whatever the bundler called the files: the scopes Astro gave
 * the tool's styles (every `data-astro-cid-*` attribute on the widget's own elements, as a stylesheet names
 * it: `[data-astro-cid-6hznxcfg]`), and a class of the official table's own, whose styles are global.
 */
function combatStyleMarks($: CheerioAPI): string[] {
  const marks = new Set<string>();
  $('[data-combat-tool], [data-combat-tool] *').each((_, element) => {
    for (const name of Object.keys(element.attribs)) if (name.startsWith('data-astro-cid-')) marks.add(`[${name}]`);
  });
  if ($('[data-combat-tool] .ct-table').length) marks.add(TABLE_MARK);
  return [...marks];
}
/** A class only the official table's stylesheet styles. */
const TABLE_MARK = '.ct-band-attacker-decisive';

const SCOPES = combatStyleMarks(page('/es/tools/combat/'));
const stylesheetText = new Map<string, string>();
const readStylesheet = (path: string) => stylesheetText.get(path) ?? stylesheetText.set(path, readFileSync(join(DIST, path), 'utf8')).get(path)!;

/** The scopes of the combat widgets a page's stylesheets style. */
function styledScopes(path: string, $: CheerioAPI): string[] {
  const sheets = pageAssets($.html(), path).stylesheets.filter((sheet) => sheet.startsWith('/_astro/'));
  return SCOPES.filter((scope) => sheets.some((sheet) => readStylesheet(sheet).includes(scope)));
}

const pages = (await listHtmlFiles(DIST)).map((file) => pathOfFile(DIST, file)).filter((path) => path.endsWith('/'));
/**
 * The pages that show a document's text (whole, a section, a clause, side by side): they style a widget only
 * when they show it. The printed booklets are apart: they print the Combat Table itself.
 */
const textPages = pages.filter((path) => ['document', 'clause', 'parallel'].includes(pageKind(path)) && !path.includes('/print/'));
const withCombatTools = pages.filter((path) => page(path)('[data-combat-tool]').length > 0);
/** The pages of a document that shows the tools: its clause pages and side-by-side view render its text, and with it the tools' styles. */
const ofDocumentWithTools = (path: string) => withCombatTools.some((tools) => pageKind(tools) === 'document' && path.startsWith(tools));

describe('the combat widgets\' styles come with the widgets', () => {
  it('finds the widgets\' scopes and the pages that have them', () => {
    // The table and the tool around it are styled apart: the tool in its own scope, the table by its own classes.
    expect(SCOPES.length).toBeGreaterThanOrEqual(2);
    expect(SCOPES).toContain(TABLE_MARK);
    expect(withCombatTools).toEqual(expect.arrayContaining(['/es/ocs/combat-table/', '/ru/ocs/combat-table/', '/es/tools/combat/', '/ru/tools/combat/']));
    expect(textPages).toEqual(expect.arrayContaining(['/es/ocs/reaction-phase/', '/es/gdb/movement-phase/', '/es/ocs/combat-table/legend/']));
  });

  it.each(withCombatTools)('%s, which has the combat tools, links every stylesheet they need', (path) => {
    expect(styledScopes(path, page(path))).toEqual(SCOPES);
  });

  it.each(textPages.filter((path) => !ofDocumentWithTools(path)))('%s, whose text has no combat tool, links none of their styles', (path) => {
    const $ = page(path);
    expect($('.ct-table').length, `${path} shows a combat table`).toBe(0);
    expect(styledScopes(path, $)).toEqual([]);
  });
});

