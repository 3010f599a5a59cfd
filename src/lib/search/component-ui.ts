/** Every string Pagefind's Component UI shows or announces, by its own key. */
export const COMPONENT_UI_KEYS = [
  'placeholder', 'clear_search', 'load_more', 'search_label', 'filters_label',
  'zero_results', 'many_results', 'one_result', 'total_zero_results', 'total_one_result', 'total_many_results',
  'alt_search', 'search_suggestion', 'searching', 'results_label',
  'keyboard_navigate', 'keyboard_select', 'keyboard_clear', 'keyboard_close', 'keyboard_search',
  'error_search', 'filter_selected_one', 'filter_selected_many', 'input_hint', 'loading',
] as const;

export type ComponentUiKey = (typeof COMPONENT_UI_KEYS)[number];

/** Translates one `pagefind.<key>` string of the site's `search` namespace with the given values. */
export type ComponentUiTranslate = (key: `pagefind.${ComponentUiKey}`, values: { term: string; total: string; other: string }) => string;

/**
 * The Component UI's strings from the site's own translations, with Pagefind's placeholders
 * (`[SEARCH_TERM]`, `[COUNT]`, `[DIFFERENT_TERM]`) where the site's strings interpolate.
 * @example componentUiTranslations(t).zero_results // 'Ningún resultado para [SEARCH_TERM]'
 */
export function componentUiTranslations(t: ComponentUiTranslate): Record<ComponentUiKey, string> {
  const values = { term: '[SEARCH_TERM]', total: '[COUNT]', other: '[DIFFERENT_TERM]' };
  return Object.fromEntries(COMPONENT_UI_KEYS.map((key) => [key, t(`pagefind.${key}`, values)])) as Record<ComponentUiKey, string>;
}
