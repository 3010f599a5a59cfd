import type { Lang } from '../i18n/languages';
import { DANGLING_PUNCTUATION, excerpt, isBareNumber } from './text';
import { SHORT_STOP_WORD, stopWordLists } from './stop-words';

/** Each language's short stop words ({@link SHORT_STOP_WORD}): what a cut text should not end on. */
const hanging = new Map<Lang, ReadonlySet<string>>();
function shortStopWords(lang: Lang): ReadonlySet<string> {
  let words = hanging.get(lang);
  if (!words) {
    words = new Set((stopWordLists()[lang] ?? []).filter((word) => [...word].length <= SHORT_STOP_WORD));
    hanging.set(lang, words);
  }
  return words;
}

/**
 * A link preview's text (a clause page's description, its card): {@link excerpt}, and when it is cut, not left hanging on
 * a short function word («…que pueden obtener al…» ends «…que pueden obtener…»). Build time only: the word lists stay out
 * of the browser's code. Without a language, the text is only cut.
 * @example previewExcerpt('las unidades que pueden obtener al mover', 32, 'es') // 'las unidades que pueden obtener…'
 */
export function previewExcerpt(text: string, max: number, lang?: Lang): string {
  const cut = excerpt(text, max);
  if (!cut.endsWith('…') || !lang) return cut;
  const words = cut.slice(0, -1).split(' ');
  const stop = shortStopWords(lang);
  // A word as the cut leaves it, its punctuation aside: «o,» in «el enemigo o, por el…» is «o».
  const hangs = (word: string) => stop.has(word.replace(DANGLING_PUNCTUATION, '').toLocaleLowerCase(lang));
  // Nor, once a function word goes, on the number before it («…a 1/2 de…»).
  while (words.length > 1 && (hangs(words.at(-1)!) || isBareNumber(words.at(-1)!.replace(DANGLING_PUNCTUATION, '')))) words.pop();
  return `${words.join(' ').replace(DANGLING_PUNCTUATION, '')}…`;
}
