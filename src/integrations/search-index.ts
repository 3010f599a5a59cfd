import * as pagefind from 'pagefind';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { LANGUAGES } from '../i18n/languages';
import { readBuiltPage, type BuiltPage } from '../lib/built-site';
import { NOT_INDEXED, clauseTitlesForIndex, htmlForIndex } from '../lib/search/index-html';
import { VOCABULARY_FILE } from '../lib/search/vocabulary';
import { searchVocabulary } from './search-vocabulary';
import { SEARCH_BUNDLES_DIR, searchConfigPath, searchPagePath } from '../lib/site-paths';
import { jsonForScript } from '../lib/json-script';
import type { SearchClientConfig } from '../lib/search/client-config';

/** What was indexed for one language. */
export interface LanguageIndex {
  lang: string;
  pages: string[];
  /** Bytes of the index proper (word index, fragments, filters, metadata), without the search code. */
  indexBytes: number;
  /** Bytes of the vocabulary written beside the bundle (read only by the forgiving search). */
  vocabularyBytes: number;
}

/** Pagefind's UIs, its highlighter and its worker: the site lists results itself and searches on the page's thread. */
const UNUSED_FILES = /^pagefind-(ui|modular-ui|component-ui|highlight|worker)\./;
/** The files that are the index itself, as opposed to Pagefind's code. */
const INDEX_FILES = /^(index|fragment|filter)\/|\.pf_meta$|^pagefind-entry\.json$/;

/** The `lang` of a page's `<html>` element. */
function pageLang(html: string): string | undefined {
  return /<html\b[^>]*\blang="([^"]+)"/i.exec(html)?.[1];
}

/**
 * Gives each language's search configuration the stop words its texts hold, in every language's index (a search may
 * take in both): a clause that matches only those words of a query is no answer to it (`rankClauseHits`). Known only
 * once the texts are indexed, they are added where the build rendered the configuration: the file the header search
 * fetches, and the search page's own copy, which its script reads instead.
 */
async function writeSearchStopWords(root: string, stopWords: string[]): Promise<void> {
  for (const lang of LANGUAGES) {
    const file = join(root, searchConfigPath(lang));
    const config = JSON.parse(await readFile(file, 'utf8')) as SearchClientConfig;
    await writeFile(file, JSON.stringify({ ...config, stopWords }));
    const page = join(root, searchPagePath(lang), 'index.html');
    await writeFile(page, withStopWords(await readFile(page, 'utf8'), stopWords, page));
  }
}

/**
 * A search page's HTML with the stop words added to the configuration it embeds for its script (WidgetConfig.astro).
 * @example withStopWords('<div data-search-page><script type="application/json" data-widget-config>{"lang":"es"}</script></div>', ['de'], 'es/search/index.html')
 * // '<div data-search-page><script type="application/json" data-widget-config>{"lang":"es","stopWords":["de"]}</script></div>'
 */
export function withStopWords(html: string, stopWords: string[], file: string): string {
  const text = readBuiltPage(html)('[data-search-page] > script[data-widget-config]').text();
  const element = `<script type="application/json" data-widget-config>${text}</script>`;
  if (text === '' || html.split(element).length !== 2) throw new Error(`${file}: no search configuration found to add the stop words to`);
  const config = JSON.parse(text) as SearchClientConfig;
  return html.replace(element, () => `<script type="application/json" data-widget-config>${jsonForScript({ ...config, stopWords })}</script>`);
}

/** Throws on the errors a Pagefind call reports. */
function check(step: string, errors: string[]): void {
  if (errors.length > 0) throw new Error(`Pagefind ${step} failed:\n  ${errors.join('\n  ')}`);
}

/**
 * Writes one Pagefind bundle per language (`dist/pagefind/<lang>/`) from the built pages, indexing
 * only the rules text: each rules page marks it with `data-pagefind-body`, and whatever is not rules
 * text inside it carries `data-ui` (notes, captions, the clause links). Fails the build when a
 * language ends up with nothing indexed. Beside each bundle, the language's search vocabulary
 * (`vocabulary.json`, see `lib/search/vocabulary.ts`).
 * @example await writeSearchIndex('dist', site.pages)
 */
export async function writeSearchIndex(root: string, pages: BuiltPage[]): Promise<LanguageIndex[]> {
  try {
    // Both languages at once, each page sent without waiting for the one before: the indexer is a process of its
    // own, and works while this thread prepares the next page.
    const indexes = await Promise.all(
      LANGUAGES.map(async (lang): Promise<LanguageIndex & { stopWords: string[] }> => {
        const rulesPages = pages.filter((page) => pageLang(page.html) === lang && page.html.includes('data-pagefind-body'));
        if (rulesPages.length === 0) throw new Error(`No rules page in "${lang}" to index for search`);
        const { index, errors } = await pagefind.createIndex({ excludeSelectors: [NOT_INDEXED] });
        check('createIndex', errors);
        if (!index) throw new Error('Pagefind returned no index');
        const added = await Promise.all(
          rulesPages.map((page) => index.addHTMLFile({ url: page.path, content: clauseTitlesForIndex(htmlForIndex(page.html)) }).then((result) => ({ page, result }))),
        );
        for (const { page, result } of added) check(`indexing ${page.path}`, result.errors);
        const { files, errors: fileErrors } = await index.getFiles();
        check('getFiles', fileErrors);
        const outDir = join(root, SEARCH_BUNDLES_DIR, lang);
        let indexBytes = 0;
        for (const file of files) {
          if (UNUSED_FILES.test(file.path)) continue;
          if (INDEX_FILES.test(file.path)) indexBytes += file.content.byteLength;
          const target = join(outDir, file.path);
          await mkdir(dirname(target), { recursive: true });
          await writeFile(target, file.content);
        }
        await index.deleteIndex();
        const { vocabulary: words, stopWordsHeld: stopWords } = searchVocabulary(lang, rulesPages.map((page) => page.html));
        const vocabulary = Buffer.from(JSON.stringify(words));
        await writeFile(join(outDir, VOCABULARY_FILE), vocabulary);
        return { lang, pages: rulesPages.map((page) => page.path), indexBytes, vocabularyBytes: vocabulary.byteLength, stopWords };
      }),
    );
    await writeSearchStopWords(root, [...new Set(indexes.flatMap((index) => index.stopWords))].sort());
    return indexes.map(({ stopWords: _stopWords, ...index }) => index);
  } finally {
    await pagefind.close();
  }
}
