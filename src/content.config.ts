import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { rulesPageSchema, sourceSchema } from './lib/content-schema';
import { sourcesByDocument } from './lib/sources';

const rules = defineCollection({
  loader: glob({ base: './content/rules', pattern: '**/*.mdx' }),
  schema: rulesPageSchema,
});

const SOURCES = './content/sources/sources.yaml';

/** Sources are keyed by their `game/doc`, the id every language version of a document shares. */
const sources = defineCollection({
  loader: file(SOURCES, { parser: (text) => sourcesByDocument(SOURCES, text) }),
  schema: sourceSchema,
});

export const collections = { rules, sources };
