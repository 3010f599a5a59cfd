// The scale run: the corpus multiplied in a throw-away copy of the project, built and measured.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { LANGUAGES } from '../../src/i18n/languages.ts';
import { withProjectCopy } from '../lib/project-copy.ts';
import { addLongDocument, multiplyCorpus } from '../scale-corpus.mjs';
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

/**
 * Builds the corpus ×factor (every document, both languages) in a throw-away copy of the project, and measures it;
 * with `coldCaches`, nothing comes from an earlier build (no card, no compressed file).
 */
export function scaleRun(factor, { coldCaches = false } = {}) {
  return withProjectCopy(
    (root) => {
      const documents = multiplyCorpus(root, factor);
      return scaleFigures(factor, documents, timedBuild(root), join(root, 'dist'));
    },
    { coldCaches },
  );
}

/**
 * The long-document axis: the site built with one generated document of each size (both languages),
 * each in a fresh copy with cold build caches, beside the same copy without it. Per size: the build,
 * the extra CPU per clause over the copy without the document, and the gzip-compressed HTML of its
 * reading page (the first page of it, when the document is split into sections).
 */
export function longDocumentRuns(sizes) {
  const baseline = withProjectCopy((root) => timedBuild(root), { coldCaches: true });
  const runs = [{ clauses: 0, ...baseline, extraCpuMsPerClause: Number.NaN, readingPageGzip: Number.NaN }];
  for (const clauses of sizes) {
    runs.push(
      withProjectCopy(
        (root) => {
          const doc = addLongDocument(root, clauses);
          const build = timedBuild(root);
          const page = join(root, 'dist/ru/gdb', doc, 'index.html');
          return {
            clauses,
            ...build,
            extraCpuMsPerClause: (build.cpuMs - baseline.cpuMs) / clauses,
            readingPageGzip: existsSync(page) ? gzipSync(readFileSync(page), { level: 9 }).length : Number.NaN,
          };
        },
        { coldCaches: true },
      ),
    );
  }
  return runs;
}
