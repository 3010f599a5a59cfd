import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages';
import { GAMES } from './documents';

const lang = z.enum(LANGUAGES);
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase ASCII words joined by hyphens');
const perLang = <T extends z.ZodType>(value: T) => z.object({ es: value, ru: value });
/** A text a person writes: the importer and the translation skeleton leave it as a TODO, which must not be published as it is. */
const written = (text: z.ZodString) => text.refine((value) => !/^\s*TODO\b/u.test(value), 'is still a TODO left for a person (npm run import or translate): write it');

/** Front matter of a rules page (`content/rules/<lang>/<game>/<doc>.mdx`). */
export const rulesPageSchema = z
  .object({
    title: written(z.string().min(1)),
    description: written(z.string().min(20).max(200)),
    game: z.enum(GAMES),
    doc: slug,
    lang,
    source: z.string().regex(/^\d{3}_[0-9a-f]{16}\.txt$/, 'must name a file in content/sources/'),
    original: z.boolean(),
    translatedFrom: lang.optional(),
    order: z.number().int().nonnegative(),
  })
  .strict()
  .refine((page) => page.original === (page.translatedFrom === undefined), {
    message: 'an original has no translatedFrom; a translation must name the language it was translated from',
    path: ['translatedFrom'],
  });

/** One entry of `content/sources/sources.yaml`. */
export const sourceSchema = z
  .object({
    file: z.string().regex(/^\d{3}_[0-9a-f]{16}\.txt$/),
    lang,
    game: z.enum(GAMES),
    doc: slug,
    title: written(z.string().min(1)),
    provenance: perLang(written(z.string().min(1))),
    omits: perLang(z.array(written(z.string().min(1)))),
  })
  .strict();

/** One entry of `content/sources/corrections.yaml`: original wording → what the page shows, and why. */
export const correctionSchema = z
  .object({
    source: z.string().regex(/^\d{3}_[0-9a-f]{16}\.txt$/),
    original: z.string().min(1),
    corrected: z.string().min(1),
    reason: z.string().min(1),
    occurrences: z.number().int().positive().default(1),
  })
  .strict();
export type Correction = z.infer<typeof correctionSchema>;
export const correctionsSchema = z.array(correctionSchema);
