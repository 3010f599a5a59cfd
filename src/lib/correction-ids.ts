/**
 * The anchors of a text's corrections of its source, one scheme for every page: the list entry of correction `n`
 * (`correction-5`, with a prefix where a page holds a second list) and the corrected words in the text (`correction-ref-5`).
 */

/**
 * The id of correction `n` in a page's list of corrections.
 * @example correctionId(5) // 'correction-5'
 * @example correctionId(5, 'page-') // 'page-correction-5'
 */
export function correctionId(n: number | string, prefix = ''): string {
  return `${prefix}correction-${n}`;
}

/**
 * The id of the corrected words of correction `n` in the text, which the list entry links back to.
 * @example correctionRefId(5) // 'correction-ref-5'
 */
export function correctionRefId(n: number | string): string {
  return `correction-ref-${n}`;
}

/**
 * The number of the correction an id or a link's fragment names (its list entry or its words in the text), or null.
 * @example correctionNumberOf('#correction-5') // '5'
 * @example correctionNumberOf('correction-ref-5') // '5'
 * @example correctionNumberOf('8-5-a') // null
 */
export function correctionNumberOf(idOrHref: string): string | null {
  return /(?:^|#)correction-(?:ref-)?(\d+)$/u.exec(idOrHref)?.[1] ?? null;
}
