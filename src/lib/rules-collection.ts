import { getCollection, type CollectionEntry } from 'astro:content';
import type { DocVersion } from './documents';

/** Every rules page of the content collection, with its version summary. */
export async function loadRules(): Promise<{ entry: CollectionEntry<'rules'>; version: DocVersion }[]> {
  const entries = await getCollection('rules');
  return entries.map((entry) => {
    const { lang, game, doc, title, description, original, translatedFrom, order } = entry.data;
    return { entry, version: { lang, game, doc, title, description, original, translatedFrom, order } };
  });
}
