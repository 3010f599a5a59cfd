// The scale run: the corpus multiplied in a throw-away copy of the project, built and measured.
import { join } from 'node:path';
import { LANGUAGES } from '../../src/i18n/languages.ts';
import { withProjectCopy } from '../lib/project-copy.ts';
import { multiplyCorpus } from '../scale-corpus.mjs';
import { indexSizes, timedBuild } from './build.mjs';

/** The figures of one corpus size: its build (from timedBuild) per page, and its search index per document. */
export function scaleFigures(factor, documents, build, dist) {
  const indexBytes = LANGUAGES.reduce((sum, lang) => sum + indexSizes(dist, lang).index, 0);
  return {
    factor,
    documents,
    ...build,
    wallMsPerPage: build.wallMs / build.pages,
    cpuMsPerPage: build.cpuMs / build.pages,
    indexBytes,
    indexBytesPerDocument: indexBytes / documents,
  };
}

/** Builds the corpus ×factor (every document, both languages) in a throw-away copy of the project, and measures it. */
export function scaleRun(factor) {
  return withProjectCopy((root) => {
    const documents = multiplyCorpus(root, factor);
    return scaleFigures(factor, documents, timedBuild(root), join(root, 'dist'));
  });
}
