// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import sitemap from '@astrojs/sitemap';
import { unified } from '@astrojs/markdown-remark';
import { remarkClauses } from './src/lib/mdx/remark-clauses.ts';
import { rehypeCorrections } from './src/lib/mdx/rehype-corrections.ts';
import { rehypeGlossary } from './src/lib/mdx/rehype-glossary.ts';
import { rehypeLanguageOfParts } from './src/lib/mdx/rehype-language-of-parts.ts';
import { postBuild } from './src/integrations/post-build.ts';
import { dataFiles } from './src/integrations/data-files.ts';
import { incrementalBuildGuard } from './src/integrations/incremental-build.ts';
import { siteUrl, siteUrlWarning } from './src/integrations/site-url.ts';
import { fileURLToPath } from 'node:url';
import { existsSync, readFileSync } from 'node:fs';
import { pageAlternates } from './src/lib/hreflang.ts';

// The sitemap lists, for every page, the hreflang alternates the built page declares (x-default included),
// so the two always agree; Astro's own i18n guess would give `/` and `/es/` both to `es`.
let outDir = fileURLToPath(new URL('./dist/', import.meta.url));
/** @type {import('astro').AstroIntegration} */
const knowOutDir = { name: 'rules-out-dir', hooks: { 'astro:config:done': ({ config }) => { outDir = fileURLToPath(config.outDir); } } };
/** @param {import('@astrojs/sitemap').SitemapItem} item */
function withPageAlternates(item) {
  const file = `${outDir}${new URL(item.url).pathname.replace(/^\//, '')}index.html`;
  return { ...item, links: existsSync(file) ? pageAlternates(readFileSync(file, 'utf8')) : [] };
}

export default defineConfig({
  site: siteUrl(),
  trailingSlash: 'always',
  // Four pages rendered at a time: one at a time, the build waited on each page's file being written before it
  // rendered the next (its thread idle half the time on the corpus ×10); the pages are the same byte for byte.
  // Scripts and styles stay files: cacheable, and allowed by a CSP of 'self' alone.
  build: { format: 'directory', inlineStylesheets: 'never', concurrency: 4 },
  vite: {
    build: {
      assetsInlineLimit: 0,
      rolldownOptions: {
        output: {
          codeSplitting: {
            // The few-hundred-byte helpers that the page scripts share go in one file, not a request each.
            groups: [
              { name: 'page-helpers', test: /src\/lib\/(json-script|text|fragment-id|placeholders|offline\/saved-copy)\.ts$|src\/scripts\/(on-demand|search\/shortcut)\.ts$|vite\/preload-helper/ },
              // Styles in a few files rather than one per component, each file cached across the site: what every page
              // has (the base and the header search) and what a rules text adds (its citation menu and glossary
              // popovers). A widget's styles stay its own, linked only by the pages that import it.
              { name: 'site', test: /src\/styles\/global\.css$|src\/components\/(SiteSearch|SearchField|SearchResults)\.astro\?astro&type=style/ },
              { name: 'rules-text', test: /src\/components\/(CiteMenu|GlossaryPopovers)\.astro\?astro&type=style/ },
            ],
          },
        },
        // Astro marks rendered content with a "use astro:head-inject" directive, which the bundler keeps
        // but warns about once per document (withastro/astro#18087): the warning has no cause here to fix.
        onwarn(warning, warn) {
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('astro:head-inject')) return;
          warn(warning);
        },
      },
    },
  },
  markdown: {
    // The texts have no code blocks: no highlighter (Shiki's inline styles would not pass the CSP anyway).
    syntaxHighlight: false,
    // Quotes and dashes stay as the sources typed them: the texts are reproduced, not typeset.
    processor: unified({ remarkPlugins: [remarkClauses], rehypePlugins: [rehypeCorrections, rehypeGlossary, rehypeLanguageOfParts], smartypants: false }),
  },
  integrations: [
    siteUrlWarning(),
    // Before any text is compiled: a broken data file stops the build at its own line.
    dataFiles(),
    mdx(),
    knowOutDir,
    sitemap({ filter: (page) => !page.endsWith('/404/'), serialize: withPageAlternates }),
    // After the sitemap: its last step compresses what every other step wrote.
    postBuild(),
    // Last: a build ends only once every step above has.
    incrementalBuildGuard(),
  ],
  devToolbar: { enabled: false },
  // A rebuild copies the pages whose code and inputs are unchanged instead of rendering them (their key:
  // src/lib/build-inputs.ts; a build that did not end: src/integrations/incremental-build.ts).
  experimental: { incrementalBuild: true },
});
