import type { Lang } from '../i18n/languages';
import { foreignRuns } from '../lib/language-of-parts';

/**
 * A text of a page in `lang`, as nodes to append, its words in another language in spans that carry their `lang`
 * (src/lib/language-of-parts.ts): the browser-side twin of ForeignRuns.astro, for text a script writes.
 * @example element.append(...withLanguageParts('la regla 8.5 б)', 'es'))
 */
export function withLanguageParts(text: string, lang: Lang): (string | HTMLSpanElement)[] {
  return foreignRuns(text, lang).map((run) => {
    if (!run.lang) return run.text;
    const span = document.createElement('span');
    span.lang = run.lang;
    span.textContent = run.text;
    return span;
  });
}
