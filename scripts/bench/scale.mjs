// The scale run: the corpus multiplied in a throw-away copy of the project, built and measured.
import { join } from 'node:path';
import { LANGUAGES } from '../../src/i18n/languages.ts';
import { withProjectCopy } from '../../tests/support/fixture-build.ts';
import { multiplyCorpus } from '../scale-corpus.mjs';
import { indexSizes, timedBuild } from './build.mjs';

/** Builds the corpus ×factor (every document, both languages) and reports build time and index size per page. */
export function scaleRun(factor) {
  return withProjectCopy((root) => {
    const documents = multiplyCorpus(root, factor);
    const build = timedBuild(root);
    const indexBytes = LANGUAGES.reduce((sum, lang) => sum + indexSizes(join(root, 'dist'), lang).index, 0);
    return {
      factor,
      documents,
      ...build,
      wallMsPerPage: build.wallMs / build.pages,
      cpuMsPerPage: build.cpuMs / build.pages,
      indexBytes,
      indexBytesPerDocument: indexBytes / documents,
    };
  });
}
