import type { Lang } from '../i18n/languages';

/** A piece of a text, and its language when it is not the text's own. */
export interface TextRun {
  text: string;
  lang?: Lang;
}

/** Cyrillic words, with the spaces and dashes between them: «попытку в марте», «таблица - не публикую», the «а» of «а)». */
const CYRILLIC_RUN = /[\u0400-\u04FF]+(?:[\s\-–—]+[\u0400-\u04FF]+)*/g;

/**
 * A text cut where it changes language, for the `lang` of each part (a screen reader's voice follows it): in a Spanish
 * text, every run of Cyrillic words is Russian. Latin words in a Russian text are not cut: whether they are English
 * ("Hedgehog") or Spanish («del») cannot be told from the script, so the texts mark them by hand.
 * @example foreignRuns('la orden «Movimiento» («Переместиться»)', 'es') // [{ text: 'la orden «Movimiento» («' }, { text: 'Переместиться', lang: 'ru' }, { text: '»)' }]
 * @example foreignRuns('Гекс с хеджхогом', 'ru') // [{ text: 'Гекс с хеджхогом' }]
 */
export function foreignRuns(text: string, lang: Lang): TextRun[] {
  if (lang !== 'es') return [{ text }];
  const runs: TextRun[] = [];
  let at = 0;
  for (const match of text.matchAll(CYRILLIC_RUN)) {
    if (match.index > at) runs.push({ text: text.slice(at, match.index) });
    runs.push({ text: match[0], lang: 'ru' });
    at = match.index + match[0].length;
  }
  if (at < text.length || runs.length === 0) runs.push({ text: text.slice(at) });
  return runs;
}
