// Multiplies the corpus of a copy of the project: every rules document, in both languages, repeated as
// numbered copies (`<doc>-copy-<n>`), with their sources entries. For the bench's scale run; never run
// it on the real project; addLongDocument adds one generated document of N clauses (the long-document axis).
// Usage: node scripts/scale-corpus.mjs <copy of the project> <factor>
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { addSource, copyRulesPage, copySlug, copySources, longDocument, textParagraphs } from './bench/corpus-scale.ts';

/** Writes copies 2 to `factor` of every rules page below `root/content/rules`, and their sources entries. */
export function multiplyCorpus(root, factor) {
  if (resolve(root) === resolve('.')) throw new Error('scale a copy of the project, not the project itself');
  const rules = join(root, 'content/rules');
  const pages = readdirSync(rules, { recursive: true }).filter((file) => file.endsWith('.mdx'));
  for (const page of pages) {
    const mdx = readFileSync(join(rules, page), 'utf8');
    const doc = page.replace(/^.*[\\/]/, '').replace(/\.mdx$/, '');
    for (let copy = 2; copy <= factor; copy += 1) {
      writeFileSync(join(rules, page.replace(/[^\\/]+\.mdx$/, `${copySlug(doc, copy)}.mdx`)), copyRulesPage(mdx, copy));
    }
  }
  const sources = join(root, 'content/sources/sources.yaml');
  writeFileSync(sources, copySources(readFileSync(sources, 'utf8'), factor));
  return pages.length * factor;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [root, factor] = process.argv.slice(2);
  if (!root || !Number.isInteger(Number(factor)) || Number(factor) < 1) {
    console.error('Usage: node scripts/scale-corpus.mjs <copy of the project> <factor>');
    process.exit(1);
  }
  console.log(`${multiplyCorpus(root, Number(factor))} rules pages in ${root}`);
}

/**
 * Adds to a copy of the project one generated document of `clauses` clauses (of General de Brigade, or of `game`), in
 * Russian and Spanish, written with chapter VIII's paragraphs, with its source text and sources entry. Returns its slug.
 */
export function addLongDocument(root, clauses, game = 'gdb') {
  if (resolve(root) === resolve('.')) throw new Error('add a generated document to a copy of the project, not the project itself');
  const rules = join(root, 'content/rules');
  const paragraphs = {
    ru: textParagraphs(readFileSync(join(rules, 'ru/gdb/movement-phase.mdx'), 'utf8')),
    es: textParagraphs(readFileSync(join(rules, 'es/gdb/movement-phase.mdx'), 'utf8')),
  };
  const document = longDocument(clauses, paragraphs, game);
  for (const lang of ['ru', 'es']) writeFileSync(join(rules, lang, game, `${document.doc}.mdx`), document.pages[lang]);
  // The build refuses a source entry whose text is not beside it: the original's paragraphs stand in for it.
  writeFileSync(join(root, 'content/sources', document.source.file), `${textParagraphs(document.pages.ru).join('\n')}\n`);
  const sources = join(root, 'content/sources/sources.yaml');
  writeFileSync(sources, addSource(readFileSync(sources, 'utf8'), document.source));
  return document.doc;
}
