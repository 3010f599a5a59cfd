// Imports a plain-text rules chapter: `npm run import -- <source.txt> --lang ru --game gdb --doc movement-phase`.
// Copies the source byte for byte into content/sources/, describes it in sources.yaml (what only a person can
// know is left as TODO), and writes a draft page content/rules/<lang>/<game>/<doc>.mdx. Run again on a changed
// source, it merges the new draft with the hand edits made since (content/imports/ keeps the last draft).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { parse } from 'yaml';
import { draftFromSource, dominantScript } from '../src/lib/import/draft.ts';
import { mergeDraft } from '../src/lib/import/merge.ts';
import { LANGUAGES } from '../src/i18n/languages.ts';
import { GAMES } from '../src/lib/documents.ts';
import { isClauseId } from '../src/lib/clause-ids.ts';

const SOURCE_NAME = /^(\d{3})_[0-9a-f]{16}\.txt$/;
const USAGE = 'usage: npm run import -- <source.txt> --lang <es|ru> --game <game> --doc <slug> [--name NNN_<16 hex>.txt]';

/**
 * Runs the importer on a project folder and says what it did, line by line. Never throws on bad input.
 * @example runImport(['chapter.txt', '--lang', 'ru', '--game', 'gdb', '--doc', 'fire-phase'], '.') // { code: 0, lines: […] }
 */
export function runImport(argv, root = '.') {
  const lines = [];
  const fail = (message) => ({ code: 1, lines: [...lines, `import: ${message}`] });
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { lang: { type: 'string' }, game: { type: 'string' }, doc: { type: 'string' }, name: { type: 'string' } } });
  } catch (error) {
    return fail(`${error.message}\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  const [sourcePath] = positionals;
  if (!sourcePath || positionals.length > 1) return fail(USAGE);
  const { lang, game, doc, name } = values;
  if (!LANGUAGES.includes(lang)) return fail(`--lang must be one of ${LANGUAGES.join(', ')} (got ${lang ?? 'nothing'})`);
  if (!GAMES.includes(game)) return fail(`--game must be one of ${GAMES.join(', ')} (got ${game ?? 'nothing'}); a new game is added to GAMES in src/lib/documents.ts first`);
  if (!doc || !isClauseId(doc)) return fail(`--doc must be lowercase ASCII words joined by hyphens, e.g. movement-phase (got ${doc ?? 'nothing'})`);
  if (name !== undefined && !SOURCE_NAME.test(name)) return fail(`--name must look like 003_0123456789abcdef.txt (got ${name})`);
  if (!existsSync(sourcePath)) return fail(`${sourcePath}: no such file`);

  const bytes = readFileSync(sourcePath);
  const text = bytes.toString('utf8');
  if (text.includes('\uFFFD')) return fail(`${sourcePath}: not UTF-8 text; convert it to UTF-8 first (the copy must stay byte-identical)`);

  const sourcesDir = join(root, 'content/sources');
  const sourcesYaml = join(sourcesDir, 'sources.yaml');
  const yamlText = existsSync(sourcesYaml) ? readFileSync(sourcesYaml, 'utf8') : '';
  const entries = (parse(yamlText) ?? []);
  const entry = entries.find((e) => e.game === game && e.doc === doc);
  if (entry && entry.lang !== lang) {
    const drafted = [`content/rules/${entry.lang}/${game}/${doc}.mdx`, `content/imports/${entry.lang}/${game}/${doc}.mdx`, `content/sources/${entry.file}`];
    return fail(
      `${game}/${doc} has its original in ${entry.lang}: a translation into ${lang} is written with npm run translate. ` +
        `If that import took the wrong --lang, remove ${drafted.join(', ')} and its entry in content/sources/sources.yaml, then import again`,
    );
  }
  const existing = existsSync(sourcesDir) ? readdirSync(sourcesDir).filter((f) => SOURCE_NAME.test(f)) : [];
  // A name is a text's for good: another document's source, or a file of other bytes nobody describes, is never overwritten.
  const owner = name === undefined ? undefined : entries.find((e) => e.file === name);
  if (owner && (owner.game !== game || owner.doc !== doc)) {
    return fail(`--name ${name} is the source of ${owner.game}/${owner.doc}; nothing was written. Leave --name out, and the text gets a name of its own`);
  }
  if (name !== undefined && !owner && existing.includes(name) && !readFileSync(join(sourcesDir, name)).equals(bytes)) {
    return fail(`content/sources/${name} exists and holds another text; nothing was written. Leave --name out, and the text gets a name of its own`);
  }
  const identical = existing.find((f) => readFileSync(join(sourcesDir, f)).equals(bytes));
  // The same text under another document's name (a mistyped --doc) would share that document's source and describe
  // none of its own: the build then failed late, on a missing entry.
  const twin = identical === undefined || entry !== undefined || name !== undefined ? undefined : entries.find((e) => e.file === identical);
  if (twin && (twin.game !== game || twin.doc !== doc)) {
    return fail(`${sourcePath} is already the source of ${twin.game}/${twin.doc} (content/sources/${identical}); nothing was written. To import it again, use --game ${twin.game} --doc ${twin.doc}`);
  }
  const fileName = name ?? entry?.file ?? identical ?? nextSourceName(existing, bytes);

  const pagePath = join(root, 'content/rules', lang, game, `${doc}.mdx`);
  const basePath = join(root, 'content/imports', lang, game, `${doc}.mdx`);
  let draft;
  try {
    draft = draftFromSource(text, { lang, game, doc, source: fileName, order: existsSync(pagePath) ? orderOf(pagePath) : nextOrder(root, lang, game) });
  } catch (error) {
    return fail(`${sourcePath}: ${error.message}`);
  }
  const script = dominantScript(text);
  const expected = lang === 'ru' ? 'cyrillic' : 'latin';
  if (script !== expected) lines.push(`warning: ${sourcePath} is mostly in ${script} script, which does not look like --lang ${lang}; imported as asked`);

  let page = draft.mdx;
  if (existsSync(pagePath)) {
    if (!existsSync(basePath)) return fail(`${pagePath} exists and was not drafted by the importer (no ${basePath}); move it away or merge by hand`);
    const merged = mergeDraft(readFileSync(basePath, 'utf8'), readFileSync(pagePath, 'utf8'), draft.mdx);
    if (!merged.ok) return fail(`the source changed where the page was edited by hand, in clauses: ${merged.conflicts.join(', ')}. Nothing was written; edit those clauses by hand or revert them, then import again`);
    page = merged.mdx;
    lines.push(`updated ${pagePath} (hand edits kept)`);
  } else lines.push(`wrote ${pagePath}`);

  mkdirSync(sourcesDir, { recursive: true });
  writeFileSync(join(sourcesDir, fileName), bytes);
  lines.push(`copied ${sourcePath} to ${join(sourcesDir, fileName)}`);
  if (!entries.some((e) => e.file === fileName)) {
    const omits = draft.mdx.includes('<NotPublished') || draft.mdx.includes('<Caption');
    writeFileSync(sourcesYaml, `${yamlText.replace(/\n*$/, '\n')}${sourcesEntry(fileName, lang, game, doc, draft.title, omits)}`);
    lines.push(`described it in ${sourcesYaml} (fill in the TODOs)`);
  }
  for (const path of [pagePath, basePath]) mkdirSync(dirname(path), { recursive: true });
  writeFileSync(pagePath, page);
  writeFileSync(basePath, draft.mdx);

  const numbered = draft.clauses.filter((c) => c.numbered).length;
  lines.push(`${draft.clauses.length} clauses (${numbered} numbered, ${draft.clauses.length - numbered} with ids made from headings or the document's name)`);
  for (const { line, message } of draft.report) lines.push(`${sourcePath}:${line}: ${message}`);
  lines.push(`title: «${draft.title}», the text's first line: check that it names the document (in the front matter and sources.yaml)`);
  lines.push('left to a person: the description in the front matter and the TODOs in sources.yaml (the build refuses them until they are written), short English ids for unnumbered clauses, and corrections and notes; then npm run permalinks');
  return { code: 0, lines };
}

/** The next `NNN_<16 hex>.txt`: one more than the highest number in use, and the start of the text's SHA-256. */
function nextSourceName(existing, bytes) {
  const highest = Math.max(-1, ...existing.map((f) => Number(SOURCE_NAME.exec(f)[1])));
  return `${String(highest + 1).padStart(3, '0')}_${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}.txt`;
}

function orderOf(pagePath) {
  return Number(/^order:\s*(\d+)/m.exec(readFileSync(pagePath, 'utf8'))?.[1] ?? 0);
}

function nextOrder(root, lang, game) {
  const folder = join(root, 'content/rules', lang, game);
  if (!existsSync(folder)) return 1;
  return 1 + Math.max(0, ...readdirSync(folder).filter((f) => f.endsWith('.mdx')).map((f) => orderOf(join(folder, f))));
}

// `omits`: whether the draft marks what the text leaves out (a table it says it does not publish, a caption without its
// picture), which only a person can say in both languages.
function sourcesEntry(file, lang, game, doc, title, omits) {
  return [
    `- file: ${file}`,
    `  lang: ${lang}`,
    `  game: ${game}`,
    `  doc: ${doc}`,
    `  title: ${JSON.stringify(title)}`,
    '  provenance:',
    '    es: "TODO: de dónde viene el texto (quién lo publicó, dónde, si es traducción automática)."',
    '    ru: "TODO: откуда текст (кто и где его опубликовал, есть ли машинный перевод)."',
    '  omits:',
    ...(omits
      ? ['    es:', '      - "TODO: qué deja fuera el texto (la tabla que dice no publicar, la imagen de un pie)."', '    ru:', '      - "TODO: что текст опускает (таблицу, которую он не публикует, иллюстрацию к подписи)."']
      : ['    es: []', '    ru: []']),
    '',
  ].join('\n');
}

if (resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) {
  const { code, lines } = runImport(process.argv.slice(2));
  for (const line of lines) (code ? console.error : console.log)(line);
  process.exit(code);
}
