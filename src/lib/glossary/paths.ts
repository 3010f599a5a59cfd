import type { Lang } from '../../i18n/languages';

/**
 * The glossary page of one language.
 * @example glossaryPath('ru') // '/ru/glossary/'
 */
export function glossaryPath(lang: Lang): string {
  return `/${lang}/glossary/`;
}

/**
 * The entry of one term on the glossary page of one language.
 * @example termPath('es', 'reserve-mode') // '/es/glossary/#reserve-mode'
 */
export function termPath(lang: Lang, termId: string): string {
  return `${glossaryPath(lang)}#${termId}`;
}
