import { describe, expect, it } from 'vitest';
import { useTranslations } from '../../../src/i18n';
import { COMPONENT_UI_KEYS, componentUiTranslations } from '../../../src/lib/search/component-ui';

describe('componentUiTranslations', () => {
  it.each(['es', 'ru', 'en'] as const)('gives the Component UI every string from the site locale (%s)', (lang) => {
    const t = useTranslations(lang, 'search');
    const strings = componentUiTranslations((key, values) => t(key, values));
    expect(Object.keys(strings).sort()).toEqual([...COMPONENT_UI_KEYS].sort());
    for (const key of COMPONENT_UI_KEYS) {
      expect(strings[key], key).not.toMatch(/^pagefind\.|\{\{|\}\}/);
      expect(strings[key].trim().length, key).toBeGreaterThan(0);
    }
  });

  it("writes Pagefind's own placeholders where the site's strings interpolate", () => {
    const strings = componentUiTranslations((key, values) => useTranslations('ru', 'search')(key, values));
    expect(strings.zero_results).toBe('Ничего не найдено по запросу [SEARCH_TERM]');
    expect(strings.many_results).toContain('[COUNT]');
    expect(strings.alt_search).toContain('[DIFFERENT_TERM]');
  });
});
