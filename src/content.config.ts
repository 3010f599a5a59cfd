import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { parse } from 'yaml';
import { rulesPageSchema, sourceSchema } from './lib/content-schema';

const rules = defineCollection({
  loader: glob({ base: './content/rules', pattern: '**/*.mdx' }),
  schema: rulesPageSchema,
});

const sources = defineCollection({
  loader: file('./content/sources/sources.yaml', { parser: (text) => parseSourcesYaml(text) }),
  schema: sourceSchema,
});

/** Sources are keyed by their `game/doc`, the id every language version of a document shares. */
function parseSourcesYaml(text: string): Record<string, Record<string, unknown>> {
  const list = parse(text) as { game: string; doc: string }[];
  return Object.fromEntries(list.map((entry) => [`${entry.game}/${entry.doc}`, entry]));
}

export const collections = { rules, sources };
