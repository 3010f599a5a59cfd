import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { load } from 'cheerio';
import ogs from 'open-graph-scraper';
import { listHtmlFiles, pathOfFile, readBuiltPage } from '../../src/lib/built-site';
import { cardRequestOf } from '../../src/integrations/og-cards';
import type { Lang } from '../../src/i18n/languages';
import { startNginx } from '../../scripts/lib/nginx';
import { expectedPreviewNote } from '../support/site';

let nginx: Awaited<ReturnType<typeof startNginx>>;
beforeAll(async () => {
  nginx = await startNginx();
});
afterAll(async () => {
  await nginx?.stop();
});

/** Width and height from a PNG's header (its IHDR chunk). */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('link previews, as an unfurler reads them from the served site', () => {
  it.each([
    ['/ru/gdb/movement-phase/8-5-e/', '8.5 д) · Глава VIII. Фаза передвижений'],
    ['/es/ocs/reaction-phase/transport-points/', 'Puntos de transporte · Fase de Reacción y Modo Reserva'],
    ['/es/gdb/movement-phase/', 'Capítulo VIII. Fase de movimiento'],
    ['/ru/ocs/combat-table/', 'Таблица боя: результаты и опции'],
  ])('%s has a large card of its own, 1200×630, under 150 KB', async (path, title) => {
    const { error, result } = await ogs({ url: `${nginx.baseURL}${path}` });
    expect(error).toBe(false);
    expect(result.ogTitle).toBe(title);
    expect(result.twitterCard).toBe('summary_large_image');
    const [image] = result.ogImage ?? [];
    expect(image).toBeDefined();
    expect(new URL(image!.url).pathname).toBe(`${path}card.png`);
    expect([image!.width, image!.height].map(Number)).toEqual([1200, 630]);
    expect(image!.type).toBe('image/png');
    expect(result.twitterImage?.[0]?.url).toBe(image!.url);
    const served = await fetch(`${nginx.baseURL}${new URL(image!.url).pathname}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await served.arrayBuffer());
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(png.length).toBeLessThan(150 * 1024);
  });
});

describe('every clause and document page', () => {
  it("draws a clause's card with its document's title above its label and text, how many corrections the text holds, and whether the page has an editorial note on it", () => {
    const clauses = JSON.parse(readFileSync('dist/clauses.json', 'utf8')) as { permalink: string; title: string; label: string; text: string; lang: Lang }[];
    const problems: string[] = [];
    let corrected = 0;
    for (const clause of clauses) {
      const $ = readBuiltPage(readFileSync(`dist${clause.permalink}index.html`, 'utf8'));
      const request = cardRequestOf($, clause.permalink);
      const content = request && 'content' in request ? request.content : undefined;
      const held = $('[data-clause-page] [data-corrections] li').length;
      if (held) corrected += 1;
      if (content?.kicker !== clause.title) problems.push(`${clause.permalink}: above the label «${content?.kicker}», not «${clause.title}»`);
      // And whether the page comments on the clause's reading in an editorial note of its own (tests/build/pages.test.ts).
      const note = expectedPreviewNote($, clause.lang, clause.permalink.split('/').at(-2)!);
      if (content?.note !== note) problems.push(`${clause.permalink}: note «${content?.note}», not «${note}»`);
      if (content?.heading !== clause.label) problems.push(`${clause.permalink}: label «${content?.heading}», not «${clause.label}»`);
      if (!content?.text) problems.push(`${clause.permalink}: no text`);
    }
    expect(problems.slice(0, 5)).toEqual([]);
    expect(clauses.length).toBeGreaterThan(100);
    expect(corrected).toBeGreaterThan(10);
  });

  it('names a card drawn for it alone, 1200×630 and under 150 KB', async () => {
    const problems: string[] = [];
    const seen = new Map<string, string>();
    let pages = 0;
    for (const file of await listHtmlFiles('dist')) {
      const $ = load(readFileSync(file, 'utf8'));
      if (!$('[data-clause-page], [data-doc]').length) continue;
      pages += 1;
      const path = pathOfFile('dist', file);
      const image = new URL($('meta[property="og:image"]').attr('content') ?? '/none', 'http://x').pathname;
      if (image !== `${path}card.png`) problems.push(`${path}: og:image ${image}`);
      if ($('meta[name="twitter:card"]').attr('content') !== 'summary_large_image') problems.push(`${path}: twitter:card`);
      let png: Buffer;
      try {
        png = readFileSync(`dist${image}`);
      } catch {
        problems.push(`${path}: no ${image}`);
        continue;
      }
      const size = pngSize(png);
      if (size.width !== 1200 || size.height !== 630) problems.push(`${path}: ${size.width}×${size.height}`);
      if (png.length >= 150 * 1024) problems.push(`${path}: ${png.length} bytes`);
      const hash = png.toString('base64');
      if (seen.has(hash)) problems.push(`${path}: same card as ${seen.get(hash)}`);
      seen.set(hash, path);
    }
    expect(problems).toEqual([]);
    expect(pages).toBeGreaterThan(150);
  });
});
