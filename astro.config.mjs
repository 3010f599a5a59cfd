// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import sitemap from '@astrojs/sitemap';
import { unified } from '@astrojs/markdown-remark';
import { remarkClauses } from './src/lib/mdx/remark-clauses.ts';
import { rehypeCorrections } from './src/lib/mdx/rehype-corrections.ts';
import { postBuild } from './src/integrations/post-build.ts';

export default defineConfig({
  site: process.env.SITE_URL ?? 'http://localhost:4321',
  trailingSlash: 'always',
  build: { format: 'directory' },
  markdown: {
    // Quotes and dashes stay as the sources typed them: the texts are reproduced, not typeset.
    processor: unified({ remarkPlugins: [remarkClauses], rehypePlugins: [rehypeCorrections], smartypants: false }),
  },
  integrations: [
    mdx(),
    sitemap({
      i18n: { defaultLocale: 'es', locales: { es: 'es', ru: 'ru' } },
      filter: (page) => !page.endsWith('/404/'),
    }),
    postBuild(),
  ],
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
      // Search runs Pagefind's WebAssembly: the one thing beyond same-origin scripts.
      scriptDirective: { resources: ["'self'", "'wasm-unsafe-eval'"] },
    },
  },
  devToolbar: { enabled: false },
});
