import { createHash } from 'node:crypto';
import { mkdir, readFile, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { CheerioAPI } from 'cheerio';
import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';
import { readableText } from '../lib/built-site';
import { CARD_FONT, CARD_HEIGHT, CARD_WIDTH, cardNode, type CardContent } from '../lib/og-card';
import { normalizeText } from '../lib/text';
import { cardPath } from '../lib/site-paths';
import { linkOrCopy, writeWhole } from '../lib/linked-files';

const require = createRequire(import.meta.url);

/** The typeface, each weight the cards use. */
interface CardFont {
  name: string;
  data: Buffer;
  weight: 400 | 700;
}

/**
 * The card renderer (layout, rasterizing and encoding in one native step, off this thread), made when the first card
 * must be drawn: a rebuild finds every card in the cache. Required, not imported: the build's module loader is closed
 * by the time the cards are drawn.
 */
async function cardRenderer(fonts: CardFont[]) {
  const { Renderer } = require('@takumi-rs/core') as typeof import('@takumi-rs/core');
  const renderer = new Renderer();
  for (const font of fonts) await renderer.registerFont({ ...font, style: 'normal' });
  return renderer;
}

/** A package's version, from the package.json above the file it resolves to (some export no package.json). */
async function packageVersion(name: string): Promise<string> {
  for (let folder = dirname(require.resolve(name)); folder !== dirname(folder); folder = dirname(folder)) {
    const manifest = join(folder, 'package.json');
    if (!existsSync(manifest)) continue;
    const { name: found, version } = JSON.parse(await readFile(manifest, 'utf8'));
    if (found === name) return version;
  }
  throw new Error(`No package.json of ${name} above ${require.resolve(name)}`);
}

/** Noto Sans, whole (Latin and Cyrillic in one file; SIL Open Font License), from @expo-google-fonts/noto-sans. */
async function loadFonts(): Promise<CardFont[]> {
  const files = { 400: '400Regular/NotoSans_400Regular.ttf', 700: '700Bold/NotoSans_700Bold.ttf' } as const;
  return Promise.all(
    Object.entries(files).map(async ([weight, file]) => ({
      name: CARD_FONT,
      data: await readFile(require.resolve(`@expo-google-fonts/noto-sans/${file}`)),
      weight: Number(weight) as 400 | 700,
    })),
  );
}

/**
 * Drawn cards, kept by what they are drawn from (the node tree, the fonts, the renderer's version, the encoding):
 * a rebuild, or a build of a copy of the project sharing node_modules, draws only the cards that changed.
 */
const CACHE = join(process.cwd(), 'node_modules', '.cache', 'og-cards');

/** How a card is encoded, part of its cache key. */
const ENCODING = 'png';

async function cacheKeyBase(fonts: CardFont[]): Promise<string> {
  const hash = createHash('sha256');
  hash.update(await packageVersion('@takumi-rs/core'));
  hash.update(ENCODING);
  for (const font of fonts) hash.update(font.data);
  return hash.digest('hex');
}

/** What a page's card shows, read from the page: a clause page, a document page, or any other. */
function cardContentOf($: CheerioAPI): CardContent {
  const meta = (property: string) => normalizeText($(`meta[property="${property}"]`).attr('content') ?? '');
  const text = (selector: string) => normalizeText($(selector).first().text());
  const base = { site: meta('og:site_name'), lang: $('html').attr('lang') ?? '' };
  const clauseText = $('[data-clause-page] .clause-page-text').first();
  if (clauseText.length) {
    // Above the label, the document's title, as the page's way back to its document names it.
    const documentPath = $('[data-clause-page] [data-doc-path]').first().attr('data-doc-path') ?? '';
    const documentLink = $('[data-clause-page] nav a').filter((_, link) => link.attribs.href === documentPath);
    // And how many corrections the clause's text holds, as its preview text says (ClausePermalink.astro).
    const note = $('[data-clause-page]').attr('data-preview-note');
    return { ...base, heading: text('.clause-page-label'), kicker: normalizeText(documentLink.first().text()), text: readableText($, clauseText[0]!), ...(note ? { note } : {}) };
  }
  if ($('[data-doc]').length) {
    // A long document's section names its clauses' range, as its title does.
    const range = $('[data-doc] [data-section-range]').attr('data-section-range');
    const heading = text('[data-doc] h1');
    return { ...base, heading: range ? `${heading} · ${range}` : heading, kicker: text('[data-doc] .doc-game'), text: meta('og:description') };
  }
  return { ...base, heading: meta('og:title'), kicker: '', text: meta('og:description') };
}

/** What one page asks of the cards: to draw its own, from what it shows, or to share one another page draws. */
export type CardRequest = { page: string; card: string; content: CardContent } | { page: string; card: string; shared: true };

/**
 * What a built page (read once by the post-build scan) asks of the cards: nothing when it names no `og:image`.
 * @example cardRequestOf($, '/ru/gdb/movement-phase/8-5/') // { page, card: '/ru/gdb/movement-phase/8-5/card.png', content }
 */
export function cardRequestOf($: CheerioAPI, pagePath: string): CardRequest | null {
  const image = $('meta[property="og:image"]').attr('content');
  if (!image) return null;
  const card = new URL(image).pathname;
  return card === cardPath(pagePath) ? { page: pagePath, card, content: cardContentOf($) } : { page: pagePath, card, shared: true };
}

/**
 * Draws the link-preview card (1200×630 PNG) of every page that names one of its own in `og:image`
 * (clause and document pages, and each language's home page, whose card the other pages share), from
 * the page's own label, document, text and site name, in its language. Fails the build when a page
 * names a card no page draws.
 * @example await writeOgCards('dist', requests, logger) // { cards: 164, drawn: 164, bytes: 3_280_000, ms: 1_200, cpuMs: 1_900 }
 */
export async function writeOgCards(
  root: string,
  requests: CardRequest[],
  logger?: { info: (message: string) => void },
): Promise<{ cards: number; drawn: number; bytes: number; ms: number; cpuMs: number }> {
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  const fonts = await loadFonts();
  const keyBase = await cacheKeyBase(fonts);
  await mkdir(CACHE, { recursive: true });
  let drawn = 0;
  let cards = 0;
  let bytes = 0;
  const drawnCards = new Set<string>();
  let renderer: ReturnType<typeof cardRenderer> | undefined;
  const draw = async (request: CardRequest & { content: CardContent }) => {
    const node = cardNode(request.content);
    const cached = join(CACHE, `${createHash('sha256').update(keyBase).update(JSON.stringify(node)).digest('hex')}.png`);
    // A card drawn before is linked from the cache, not read and written again (3 MB for the base site).
    let size = await stat(cached).then((file) => file.size, () => null);
    if (size === null) {
      renderer ??= cardRenderer(fonts);
      // A PNG of the card's own colours: a palette where they are few, as on these cards (half the size of a true-colour one).
      const fresh = await (await renderer).render(node, { width: CARD_WIDTH, height: CARD_HEIGHT, format: ENCODING });
      // Builds running side by side never read half a card.
      drawn += 1;
      await writeWhole(cached, fresh);
      size = fresh.length;
    }
    await mkdir(dirname(join(root, request.card)), { recursive: true });
    await linkOrCopy(cached, join(root, request.card));
    drawnCards.add(request.card);
    cards += 1;
    bytes += size;
  };
  // A few cards at a time, each drawn on a worker thread; two per core keep both cores busy while this thread writes
  // (2.6 ms a card against 4.3 ms one at a time, on two cores).
  const drawable = requests.filter((request): request is CardRequest & { content: CardContent } => 'content' in request);
  await pLimit(2 * Math.max(2, availableParallelism())).map(drawable, draw);
  // A card no page draws may still be a file of its own (from public/); otherwise its pages' previews break.
  const missing = [...new Map(requests.filter(({ card }) => !drawnCards.has(card) && !existsSync(join(root, card))).map((r) => [r.card, r])).values()];
  if (missing.length) throw new Error(`Link-preview cards no page draws:\n${missing.map(({ card, page }) => `  ${page} names ${card}`).join('\n')}`);
  const ms = Math.round(performance.now() - start);
  const cpu = process.cpuUsage(cpuStart);
  const cpuMs = Math.round((cpu.user + cpu.system) / 1000);
  // `npm run bench` reads this line for what the cards cost (CPU time says more than wall time on a busy machine).
  logger?.info(`link-preview cards: ${cards} (${drawn} drawn, ${cards - drawn} from the cache), ${(bytes / 1024).toFixed(1)} KiB, in ${ms} ms (CPU ${cpuMs} ms)`);
  return { cards, drawn, bytes, ms, cpuMs };
}
