import type { AstroIntegration } from 'astro';
import { loadCorrections } from '../lib/corrections';
import { loadGlossary } from '../lib/glossary/load';
import { readSources } from '../lib/sources';

/**
 * Build step, before any page is compiled: reads the data files that the texts' compilation draws on (the list of
 * sources, the list of corrections, the glossary), so that a broken one stops the build with that file named alone
 * (the content loader of `sources.yaml` would only log its error, and every page fail for want of its source). Read first inside the
 * compilation of a text, its error would be reported with that text's file as its location, which misleads.
 * `files` replaces their paths (the tests' fixtures).
 * @example integrations: [dataFiles()]
 */
export function dataFiles(files: { sources?: string; corrections?: string; glossary?: string } = {}): AstroIntegration {
  return {
    name: 'rules-data-files',
    hooks: {
      'astro:config:setup': () => {
        readSources(files.sources);
        loadCorrections(files.corrections);
        loadGlossary(files.glossary);
      },
    },
  };
}
