import { createRequire } from 'node:module';
import type { Lang } from '../i18n/languages';
import { DANGLING_PUNCTUATION, excerpt } from './text';

/** The longest word taken for a function word at the end of a cut: articles, prepositions, conjunctions («al», «и», «que»). */
const FUNCTION_WORD_MAX = 3;

/** The short stop words of each language (`stopwords-iso`): what a cut text should not end on. Read once, at build time only. */
let functionWords: Record<string, ReadonlySet<string>> | undefined;
function shortStopWords(lang: Lang): ReadonlySet<string> {
  functionWords ??= Object.fromEntries(
    Object.entries(createRequire(import.meta.url)('stopwords-iso') as Record<string, string[]>).map(([code, words]) => [
      code,
      new Set(words.filter((word) => [...word].length <= FUNCTION_WORD_MAX)),
    ]),
  );
  return functionWords[lang] ?? new Set();
}

/**
 * A link preview's text (a clause page's description, its card): {@link excerpt}, and when it is cut, not left hanging on
 * a short function word («…que pueden obtener al…» ends «…que pueden obtener…»). Build time only: the word lists stay out
 * of the browser's code.
 * @example previewExcerpt('las unidades que pueden obtener al mover', 32, 'es') // 'las unidades que pueden obtener…'
 */
export function previewExcerpt(text: string, max: number, lang: Lang): string {
  const cut = excerpt(text, max);
  if (!cut.endsWith('…')) return cut;
  const words = cut.slice(0, -1).split(' ');
  const stop = shortStopWords(lang);
  // A word as the cut leaves it, its punctuation aside: «o,» in «el enemigo o, por el…» is «o».
  const hangs = (word: string) => stop.has(word.replace(DANGLING_PUNCTUATION, '').toLocaleLowerCase(lang));
  while (words.length > 1 && hangs(words.at(-1)!)) words.pop();
  return `${words.join(' ').replace(DANGLING_PUNCTUATION, '')}…`;
}
