import { otherLang, type Lang } from '../../i18n/languages';
import type { Game } from '../documents';
import type { GlossaryTerm, NameLang } from './schema';
import { termPath } from '../site-paths';
import { useTranslations } from '../../i18n';
import { markedTermId } from './marked-term';

/** A term's short entry, as the popover of a rules page shows it. */
export interface PopoverEntry {
  id: string;
  lang: Lang;
  name: string;
  /** The term in the English original (with its abbreviations) and in the other language. */
  names: { text: string; lang: NameLang }[];
  /** The rule that covers the term in the game of the page, when known. */
  rule?: { game: Game; number: string };
  definition: string;
  href: string;
}

/** A term's short entry with its words in the page's language, as a popover shows it. */
export type PopoverShown = PopoverEntry & {
  /** The series rule, as the page's language names it (`Reglas de la serie OCS v4.3, regla 5.7`), or null. */
  ruleText: string | null;
  /** The link to the whole entry. */
  more: string;
};

/** The entries file of one language and game ({@link glossaryEntriesPath}): every term's short entry. */
export interface PopoverEntries {
  entries: PopoverShown[];
}

/** What a page tells its glossary popovers: the entries files of the languages and game of its rules text. */
export interface PopoverConfig {
  sources: string[];
}

/**
 * The short entry of every term of a game (those its rules texts can mark), in one language, with the words the
 * popover shows around it.
 * @example popoverEntries([zoc], 'es', 'ocs').entries[0].more // '«Zona de Control» en el glosario'
 */
export function popoverEntries(glossary: readonly GlossaryTerm[], lang: Lang, game: Game): PopoverEntries {
  const t = useTranslations(lang, 'glossary');
  return {
    entries: glossary.filter((term) => term.games.includes(game)).map((term) => {
      const entry = popoverEntry(term, lang, game);
      return { ...entry, ruleText: entry.rule ? t(`rule.${entry.rule.game}`, { rule: entry.rule.number }) : null, more: t('popover.more', { term: entry.name }) };
    }),
  };
}

/**
 * The short entry of a term on a page of one language and game.
 * @example popoverEntry(zoc, 'es', 'ocs').names // [{ text: 'Zone of Control, ZOC', lang: 'en' }, { text: 'зона контроля', lang: 'ru' }]
 */
export function popoverEntry(term: GlossaryTerm, lang: Lang, game: Game): PopoverEntry {
  const other = otherLang(lang);
  return {
    id: term.id,
    lang,
    name: term[lang].term,
    names: [
      { text: [term.en.term, ...term.en.abbr].join(', '), lang: 'en' },
      { text: term[other].term, lang: other },
    ],
    rule: term.rule[game] === undefined ? undefined : { game, number: term.rule[game] },
    definition: term[lang].definition,
    href: termPath(lang, term.id),
  };
}

/**
 * The terms a piece of built rules HTML marks, each once, in order.
 * @example termIdsIn('<a href="/es/glossary/#zoc" data-glossary=""><dfn>Zona de Control</dfn></a>') // ['zoc']
 */
export function termIdsIn(html: string): string[] {
  return [...new Set([...html.matchAll(/<a href="([^"]*)" data-glossary[\s=>]/g)].map((match) => markedTermId(match[1]!)))];
}
