// Translations published as they progress.
//   npm run translate -- --doc gdb/movement-phase --to es [--accept 8-5,8-6 | --accept all]
// writes or updates the skeleton content/rules/<to>/<game>/<doc>.mdx: every clause of the original with its id,
// the original wording as an MDX comment beside each clause not yet translated, the translated ones untouched;
// and keeps, in content/translations/<to>/<game>/<doc>.yaml, the hash of the original wording of each clause.
// --accept records the original's current hash for translated clauses revised against it (or all of them).
//   npm run translate:status
// prints, for every document and language, how many clauses are translated and which changed in the original since.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { LANGUAGES } from '../src/i18n/languages.ts';
import { parseRulesSource, translationSkeleton } from '../src/lib/translation-skeleton.ts';
import { hashesPath, readKeptHashes, serializeHashes } from '../src/lib/translation-hashes.ts';
import { translationProgress } from '../src/lib/translation-progress.ts';

const USAGE = 'usage: npm run translate -- --doc <game>/<doc> --to <es|ru> [--accept <id,id,…>|all]';
const RULES = 'content/rules';

/** Every original rules page of a project: `{ lang, game, doc, path }`. */
function originals(root) {
  const found = [];
  for (const lang of LANGUAGES) {
    const langDir = join(root, RULES, lang);
    if (!existsSync(langDir)) continue;
    for (const game of readdirSync(langDir)) {
      for (const file of readdirSync(join(langDir, game)).filter((f) => f.endsWith('.mdx'))) {
        const path = join(RULES, lang, game, file);
        const page = parseRulesSource(readFileSync(join(root, path), 'utf8'), path);
        if (page.frontmatter.original === true) found.push({ lang, game, doc: file.replace(/\.mdx$/, ''), path, page });
      }
    }
  }
  return found.sort((a, b) => `${a.game}/${a.doc}`.localeCompare(`${b.game}/${b.doc}`));
}

/**
 * Writes or updates a translation's skeleton and its kept hashes; says what it did. Never throws on bad input.
 * @example runTranslate(['--doc', 'gdb/movement-phase', '--to', 'es'], '.') // { code: 0, lines: ['updated …'] }
 */
export function runTranslate(argv, root = '.') {
  const fail = (message) => ({ code: 1, lines: [`translate: ${message}`] });
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options: { doc: { type: 'string' }, to: { type: 'string' }, accept: { type: 'string' } } }));
  } catch (error) {
    return fail(`${error.message}\n${USAGE}`);
  }
  const [game, doc, ...rest] = (values.doc ?? '').split('/');
  if (!game || !doc || rest.length) return fail(`--doc must be <game>/<doc>, e.g. gdb/movement-phase (got ${values.doc ?? 'nothing'})\n${USAGE}`);
  if (!LANGUAGES.includes(values.to)) return fail(`--to must be one of ${LANGUAGES.join(', ')} (got ${values.to ?? 'nothing'})`);
  let original;
  try {
    original = originals(root).find((o) => o.game === game && o.doc === doc);
  } catch (error) {
    return fail(error.message);
  }
  if (!original) return fail(`no original page for ${game}/${doc} in ${RULES}/<lang>/${game}/${doc}.mdx`);
  if (original.lang === values.to) return fail(`${game}/${doc} is written in ${values.to}: its original cannot be its translation`);
  const target = join(RULES, values.to, game, `${doc}.mdx`);
  const hashesFile = hashesPath(values.to, game, doc);
  try {
    const translation = existsSync(join(root, target)) ? parseRulesSource(readFileSync(join(root, target), 'utf8'), target) : undefined;
    if (translation && translation.frontmatter.translatedFrom !== original.lang) return fail(`${target} is not a translation from ${original.lang} (translatedFrom: ${translation.frontmatter.translatedFrom})`);
    const accept = values.accept === undefined ? [] : values.accept === 'all' ? 'all' : values.accept.split(',').map((id) => id.trim()).filter(Boolean);
    const unknown = accept === 'all' ? [] : accept.filter((id) => !original.page.clauses.some((c) => c.id === id));
    if (unknown.length) return fail(`--accept names clauses ${original.path} does not have: ${unknown.join(', ')}`);
    const kept = readKeptHashes(values.to, game, doc, root);
    const skeleton = translationSkeleton({ original: original.page, translation, to: values.to, kept, accept });
    mkdirSync(dirname(join(root, target)), { recursive: true });
    mkdirSync(dirname(join(root, hashesFile)), { recursive: true });
    writeFileSync(join(root, target), skeleton.text);
    writeFileSync(join(root, hashesFile), serializeHashes(skeleton.kept, original.page.clauses.map((c) => c.id)));
    const lines = [`${translation ? 'updated' : 'wrote'} ${target} and ${hashesFile}`];
    if (skeleton.added.length) lines.push(`clauses to translate added: ${skeleton.added.join(', ')}`);
    if (skeleton.refreshed.length) lines.push(`untranslated clauses whose original changed (comment updated): ${skeleton.refreshed.join(', ')}`);
    if (skeleton.toRevise.length) lines.push(`translated clauses whose original changed (comment updated to the new wording; revise, then --accept): ${skeleton.toRevise.join(', ')}`);
    if (skeleton.accepted.length) lines.push(`translated clauses recorded as current: ${skeleton.accepted.join(', ')}`);
    if (skeleton.notTranslated.length) lines.push(`--accept names clauses not translated yet, so nothing was recorded for them: ${skeleton.notTranslated.join(', ')}`);
    // A clause the original dropped or renamed stays in the translation, whose words a person may still want: named here,
    // as the build refuses them.
    const originalIds = new Set(original.page.clauses.map((c) => c.id));
    const orphans = (translation?.clauses ?? []).map((c) => c.id).filter((id) => !originalIds.has(id));
    if (orphans.length) lines.push(`clauses ${original.path} no longer has, left in ${target}: ${orphans.join(', ')} (the build refuses them: remove each, or give it the id the original now uses)`);
    lines.push('translate the clauses below their comments; a clause with words of its own counts as translated; then npm run translate:status');
    return { code: 0, lines };
  } catch (error) {
    return fail(error.message);
  }
}

/**
 * The table of documents × languages: clauses translated of the original's, and those whose original changed since.
 * @example runStatus([], '.').lines[0] // 'document            es          ru'
 */
export function runStatus(_argv, root = '.') {
  let docs;
  try {
    docs = originals(root);
  } catch (error) {
    return { code: 1, lines: [`translate:status: ${error.message}`] };
  }
  const rows = [['document', ...LANGUAGES]];
  const details = [];
  try {
    collectStatus(docs, root, rows, details);
  } catch (error) {
    // A hashes file that does not read: said in one line, as the build says it, not as a stack trace.
    return { code: 1, lines: [`translate:status: ${error.message}`] };
  }
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const lines = rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column])).join('  ').trimEnd());
  lines.push(...(details.length ? ['', ...details] : ['', 'every translated clause is current with its original']));
  return { code: 0, lines };
}

// Each document's row of the status table, and the details under it.
function collectStatus(docs, root, rows, details) {
  for (const { lang, game, doc, page } of docs) {
    const cells = LANGUAGES.map((to) => {
      if (to === lang) return 'original';
      const path = join(RULES, to, game, `${doc}.mdx`);
      if (!existsSync(join(root, path))) return `— / ${page.clauses.length}`;
      const translation = parseRulesSource(readFileSync(join(root, path), 'utf8'), path);
      const progress = translationProgress(page.clauses, translation.clauses, readKeptHashes(to, game, doc, root));
      if (progress.stale.length) details.push(`${to} ${game}/${doc}: original changed since translated: ${progress.stale.join(', ')}`);
      if (progress.unhashed.length) details.push(`${to} ${game}/${doc}: no hash kept (npm run translate -- --doc ${game}/${doc} --to ${to} --accept <ids>): ${progress.unhashed.join(', ')}`);
      if (progress.extra.length) details.push(`${to} ${game}/${doc}: clauses its original does not have: ${progress.extra.join(', ')}`);
      const marks = [progress.stale.length ? `${progress.stale.length} stale` : '', progress.unhashed.length ? `${progress.unhashed.length} unhashed` : ''].filter(Boolean);
      return `${progress.translated.length} / ${progress.total}${marks.length ? ` (${marks.join(', ')})` : ''}`;
    });
    rows.push([`${game}/${doc}`, ...cells]);
  }
}

if (resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) {
  const status = process.argv.includes('--status');
  const { code, lines } = status ? runStatus(process.argv.slice(2).filter((a) => a !== '--status')) : runTranslate(process.argv.slice(2));
  for (const line of lines) (code ? console.error : console.log)(line);
  process.exit(code);
}
