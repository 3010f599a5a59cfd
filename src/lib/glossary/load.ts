import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '../../i18n/languages';
import { GAMES } from '../documents';
import { foldKeepingPositions, markingForms, parseForm } from './match';
import { glossaryTermSchema, type GlossaryTerm } from './schema';
import { errorAt, readYaml } from '../yaml-file';

export const GLOSSARY_FILE = fileURLToPath(new URL('../../../content/glossary/terms.yaml', import.meta.url));

/** How an entry is named in an error: its id when it has one, else its position. */
function entryName(raw: unknown, index: number): string {
  const id = (raw as { id?: unknown } | null)?.id;
  return typeof id === 'string' ? `term "${id}" (entry ${index + 1})` : `entry ${index + 1}`;
}

/**
 * What is wrong across the entries of a valid-looking glossary: a repeated id, or one form naming two
 * terms of the same game in the same language (a text could not tell which one it uses); each with the index of the
 * entry that repeats it.
 * @example glossaryProblems(terms) // []
 */
export function glossaryProblems(terms: GlossaryTerm[]): { message: string; entry: number }[] {
  const problems: { message: string; entry: number }[] = [];
  const ids = new Set<string>();
  terms.forEach((term, entry) => {
    if (ids.has(term.id)) problems.push({ message: `term "${term.id}": the id is used twice`, entry });
    ids.add(term.id);
  });
  for (const game of GAMES) {
    for (const lang of LANGUAGES) {
      const owner = new Map<string, string>();
      for (const [entry, term] of terms.entries()) {
        if (!term.games.includes(game)) continue;
        const forms = [term[lang], term.en].flatMap(markingForms).map((f) => foldKeepingPositions(f));
        const abbreviations = [term[lang], term.en].flatMap((n) => n.abbr);
        for (const form of new Set([...forms, ...abbreviations])) {
          const key = parseForm(form).core.replace(/\s+/g, ' ');
          const first = owner.get(key);
          if (first !== undefined && first !== term.id) {
            problems.push({ message: `term "${term.id}": "${form}" also names "${first}" in ${game} (${lang})`, entry });
          }
          owner.set(key, first ?? term.id);
        }
      }
    }
  }
  return problems;
}

/**
 * An error at a place in the glossary file (its entries counted as {@link loadGlossary} reads them): the build names
 * the file and that line.
 * @example throw glossaryErrorAt('term "zoc" names the clause ocs/x#y, which is in no document of the site', [12, 'clauses', 0])
 */
export function glossaryErrorAt(message: string, path: readonly (string | number)[], file = GLOSSARY_FILE): Error {
  return errorAt(`${file}: ${message}`, readYaml(file, readFileSync(file, 'utf8')).locate(path));
}

/** Every page reads the glossary: it is parsed once per version of the file. */
const cache = new Map<string, { modified: number; terms: GlossaryTerm[] }>();

/**
 * Reads and validates the glossary; the error names the file and the bad entry.
 * @example loadGlossary().find((term) => term.id === 'reserve-mode')?.rule.ocs // '5.7'
 */
export function loadGlossary(path = GLOSSARY_FILE): GlossaryTerm[] {
  const modified = statSync(path).mtimeMs;
  const cached = cache.get(path);
  if (cached?.modified === modified) return cached.terms;
  const terms = parseGlossary(path);
  cache.set(path, { modified, terms });
  return terms;
}

function parseGlossary(path: string): GlossaryTerm[] {
  const file = readYaml(path, readFileSync(path, 'utf8'));
  const raw = file.data;
  if (!Array.isArray(raw) || raw.length === 0) throw errorAt(`${path}: the glossary must be a list of terms`, file.locate([]));
  const terms = raw.map((entry: unknown, index) => {
    const result = glossaryTermSchema.safeParse(entry);
    if (result.success) return result.data;
    const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(entry)'}: ${issue.message}`);
    throw errorAt(`${path}: ${entryName(entry, index)}: ${problems.join('; ')}`, file.locate([index, ...result.error.issues[0]!.path]));
  });
  // Problems across entries, each at the line of the entry that repeats what an earlier one has.
  const problems = glossaryProblems(terms).map(({ message, entry }) => ({ message, where: file.locate([entry, 'id']) }));
  if (problems.length > 0) throw errorAt(problems.map(({ message, where }) => `${path}:${where.line}: ${message}`).join('\n'), problems[0]!.where);
  return terms;
}
