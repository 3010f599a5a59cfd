import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load, type CheerioAPI } from 'cheerio';
import { parse } from 'yaml';
import type { ClauseRecord } from '../../src/lib/built-site';
import { useTranslations } from '../../src/i18n';
import type { Lang } from '../../src/i18n/languages';

export const DIST = 'dist';

/** The built HTML of a site path, parsed. */
export function page(path: string): CheerioAPI {
  const file = path.endsWith('/') ? join(DIST, path, 'index.html') : join(DIST, path);
  return load(readFileSync(file, 'utf8'));
}

/** The built `clauses.json`. */
export function clauses(): ClauseRecord[] {
  return JSON.parse(readFileSync(join(DIST, 'clauses.json'), 'utf8')) as ClauseRecord[];
}

/**
 * How many editorial notes a built clause page shows on the clause itself, not on its sub-clauses.
 * @example ownEditorialNotes(page('/es/ocs/reaction-phase/released-exploitation/'), 'released-exploitation') // 1
 */
export function ownEditorialNotes($: CheerioAPI, id: string): number {
  return $('[data-clause-page] [data-note="editorial"]').filter((_, note) => $(note).closest('[data-clause]').attr('id') === id).length;
}

/**
 * What a built clause page's preview text and card end on, as a reader should see it: how many corrections its text
 * holds, and whether the page has an editorial note on it; nothing when neither.
 * @example expectedPreviewNote(page('/es/ocs/reaction-phase/released-exploitation/'), 'es', 'released-exploitation') // '[con nota editorial]'
 */
export function expectedPreviewNote($: CheerioAPI, lang: Lang, id: string): string | undefined {
  const t = useTranslations(lang);
  const held = $('[data-clause-page] [data-corrections] li').length;
  const notes = [...(held ? [t('doc.correctedPreview', { count: held })] : []), ...(ownEditorialNotes($, id) ? [t('doc.notedPreview')] : [])];
  return notes.length ? notes.join(' ') : undefined;
}

/**
 * The original of every rules document the site publishes, by URL: every text `content/sources/sources.yaml`
 * describes, so that a text added later is checked against its source as the first three are.
 */
export const DOCUMENTS = (parse(readFileSync('content/sources/sources.yaml', 'utf8')) as { file: string; lang: Lang; game: string; doc: string }[]).map(
  ({ file, lang, game, doc }) => ({ path: `/${lang}/${game}/${doc}/`, lang, original: true, source: file }),
);
