import { z } from 'zod';
import { LANGUAGES } from '../../i18n/languages';
import { CLAUSE_ID_PATTERN } from '../clause-ids';
import { GAMES, type Game } from '../documents';

/** The languages a term is named in: the site's two, and the English of the original rules. */
export const NAME_LANGS = [...LANGUAGES, 'en'] as const;
export type NameLang = (typeof NAME_LANGS)[number];

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase ASCII words joined by hyphens');
const name = z.string().trim().min(1).max(60);
/** A form may name required context in [brackets] at its start or end: `[la ]orden`. */
const form = name.regex(/^(?:\[[^[\]]+\])?[^[\]]+(?:\[[^[\]]+\])?$/, 'brackets may only hold context at the start or the end');
/** Capitals and digits, with lowercase letters between them as some are written (the Spanish «ZdC», Zona de Control). */
const abbreviation = z
  .string()
  .regex(/^\p{Lu}(?:[\p{L}\p{N}]{0,4}[\p{Lu}\p{N}])$/u, 'an abbreviation is 2 to 6 letters or digits, starting and ending with a capital or digit');
const rule = z.string().regex(/^\d+(?:\.\d+)*[a-z]?$/, 'a rule number like 5.7, 8.11 or 3.2c');

/** A term's names in the English original: the name players know, other forms, abbreviations. */
const englishNames = z
  .object({
    term: name,
    forms: z.array(form).default([]),
    abbr: z.array(abbreviation).default([]),
  })
  .strict();

/** A term in one of the site's languages: names as above, and a short definition. */
const localNames = englishNames
  .extend({ definition: z.string().trim().min(20).max(480) })
  .strict();

/** A clause of this site that defines or uses a term, in every language version of its document. */
const clauseRef = z
  .object({
    doc: z.string().regex(/^[a-z0-9-]+\/[a-z0-9-]+$/, 'a document key "game/doc", e.g. ocs/reaction-phase'),
    id: z.string().regex(CLAUSE_ID_PATTERN, 'a clause id, e.g. reserve-mode or 8-5-e'),
    defines: z.boolean().default(false),
  })
  .strict();

/** One entry of `content/glossary/terms.yaml`. */
export const glossaryTermSchema = z
  .object({
    id: slug,
    games: z.array(z.enum(GAMES)).min(1),
    rule: z.partialRecord(z.enum(GAMES), rule).default({}),
    en: englishNames,
    es: localNames,
    ru: localNames,
    clauses: z.array(clauseRef).min(1),
  })
  .strict()
  .superRefine((term, context) => {
    term.clauses.forEach((ref, index) => {
      if (term.clauses.findIndex((other) => other.doc === ref.doc && other.id === ref.id) !== index) {
        context.addIssue({ code: 'custom', path: ['clauses', index], message: `${ref.doc}#${ref.id} is listed twice` });
      }
      const game = ref.doc.split('/')[0] as Game;
      if (!term.games.includes(game)) {
        context.addIssue({ code: 'custom', path: ['clauses', index, 'doc'], message: `${ref.doc} is not a document of ${term.games.join(', ')}` });
      }
    });
    for (const game of Object.keys(term.rule) as Game[]) {
      if (!term.games.includes(game)) context.addIssue({ code: 'custom', path: ['rule', game], message: `the term is not a term of ${game}` });
    }
  });

export type GlossaryTerm = z.infer<typeof glossaryTermSchema>;
export type ClauseRef = GlossaryTerm['clauses'][number];
