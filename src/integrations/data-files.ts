import type { AstroIntegration } from 'astro';
import { sectionSettings } from '../lib/document-sections';
import { loadCorrections } from '../lib/corrections';
import { loadGlossary } from '../lib/glossary/load';
import { readSources } from '../lib/sources';
import { checkFrontMatter } from '../lib/front-matter';
import { filesBelow } from '../lib/files-below';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The rules pages, below the project's root. */
const RULES = 'content/rules/';

/**
 * Build step, before any page is compiled: reads the data files that the texts' compilation draws on (the list of
 * sources, the list of corrections, the glossary) and the rules pages' front matter (`front-matter.ts`), so that a
 * broken one stops the build with that file named alone, at its line
 * (the content loader of `sources.yaml` would only log its error, and every page fail for want of its source). Read first inside the
 * compilation of a text, its error would be reported with that text's file as its location, which misleads.
 * `files` replaces their paths (the tests' fixtures).
 * @example integrations: [dataFiles()]
 */
export function dataFiles(files: { sources?: string; corrections?: string; glossary?: string; rules?: string } = {}): AstroIntegration {
  return {
    name: 'rules-data-files',
    hooks: {
      'astro:config:setup': ({ config }) => {
        // The build's settings of long documents, before anything is compiled (a page would report it at Astro's own line).
        sectionSettings();
        readSources(files.sources);
        loadCorrections(files.corrections);
        loadGlossary(files.glossary);
        // Each page's own front matter, apart from its text: its schema's problems are reported at their lines.
        // Named as the other build errors name a page: from the project's root.
        const rules = files.rules ?? fileURLToPath(new URL(RULES, config.root));
        for (const page of filesBelow(rules).filter((file) => file.endsWith('.mdx'))) {
          checkFrontMatter(files.rules ? join(rules, page) : join(RULES, page), readFileSync(join(rules, page), 'utf8'));
        }
      },
    },
  };
}
