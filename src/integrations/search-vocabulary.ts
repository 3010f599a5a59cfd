import { SHORT_STOP_WORD, stopWordLists } from '../lib/stop-words';
import { loadGlossary } from '../lib/glossary/load';
import { readBuiltPage, readableText } from '../lib/built-site';
import { NOT_INDEXED } from '../lib/search/index-html';
import { foldForMatch, queryTerms } from '../lib/search/query';
import { buildVocabulary, vocabularyWords, type SearchVocabulary } from '../lib/search/vocabulary';

/** The languages whose stop words a query may hold: the site's, and English (the rules' own language). */
const STOP_WORD_LANGUAGES = ['es', 'ru', 'en'] as const;

/**
 * The vocabulary of one language's search from the HTML its index was given: the indexed text
 * (`data-pagefind-body` without what the index excludes), every glossary name and form, and the stop
 * words of `stopwords-iso`; clauses are counted by their `data-clause` elements. With it, the stop words the
 * indexed text holds (for a query answered as typed, `rankClauseHits`).
 * @example searchVocabulary('es', rulesPages.map((page) => page.html)).vocabulary.words
 */
export function searchVocabulary(lang: string, htmls: readonly string[]): { vocabulary: SearchVocabulary; stopWordsHeld: string[] } {
  const texts: string[] = [];
  let clauses = 0;
  for (const html of htmls) {
    const $ = readBuiltPage(html);
    $(`[data-pagefind-ignore], ${NOT_INDEXED}, script, style`).remove();
    $('[data-pagefind-body]').each((_, body) => {
      texts.push(readableText($, body));
    });
    clauses += $('[data-pagefind-body] [data-clause]').length;
  }
  const names: string[] = [];
  for (const term of loadGlossary()) {
    for (const name of [term.es, term.ru, term.en]) names.push(name.term, ...name.forms, ...name.abbr);
  }
  // The lists are general-purpose: a word that names a rules term ("general", "order") is no stop word here.
  const termWords = new Set(vocabularyWords(names));
  const lists = stopWordLists();
  const stopWords = STOP_WORD_LANGUAGES.flatMap((code) => lists[code] ?? []).filter((word) => !termWords.has(foldForMatch(word)));
  const vocabulary = buildVocabulary({ lang, texts: [...texts, ...names], clauses, stopWords });
  return { vocabulary, stopWordsHeld: stopWordsIn(texts, vocabulary.stopWords) };
}

/**
 * The short stop words some texts hold, folded («de», «a», «и»): words of letters, at most {@link SHORT_STOP_WORD}
 * long. Longer ones are rarer and may be a query's point; the lists' digits are clause numbers here.
 * @example stopWordsIn(['Zona de Control 8'], ['de', 'que', '8']) // ['de']
 */
export function stopWordsIn(texts: readonly string[], stopWords: readonly string[]): string[] {
  const held = new Set(texts.flatMap(queryTerms));
  return stopWords.filter((word) => held.has(word) && /^\p{L}+$/u.test(word) && word.length <= SHORT_STOP_WORD);
}
