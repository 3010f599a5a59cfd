import { describe, expect, it } from 'vitest';
import { resources, useTranslations } from '../../../src/i18n';
import { clientTranslations } from '../../../src/i18n/client';
import { searchClientConfig } from '../../../src/lib/search/client-config';

describe('the search strings a page ships to its scripts', () => {
  it('are its own language only, with every language named, its own first', () => {
    const config = searchClientConfig('ru');
    expect(config.strings).toBe(resources.ru.search);
    expect(config.languages).toEqual([{ lang: 'ru', name: 'Русский' }, { lang: 'es', name: 'Español' }]);
  });

  it('format in the browser as on the server, plurals included', () => {
    const client = clientTranslations('ru', 'search', searchClientConfig('ru').strings);
    const server = useTranslations('ru', 'search');
    for (const count of [1, 3, 5, 21]) {
      expect(client('status.found', { count, query: 'марш' })).toBe(server('status.found', { count, query: 'марш' }));
    }
    expect(client('status.found', { count: 3, query: 'марш' })).toBe('3 результата по запросу «марш».');
    expect(client('status.found', { count: 5, query: 'марш' })).toBe('5 результатов по запросу «марш».');
    expect(clientTranslations('es', 'search', searchClientConfig('es').strings)('status.found', { count: 1, query: 'x' })).toBe('1 resultado para «x».');
  });

  it('leave a typed query as typed (the page sets it as text, never as HTML)', () => {
    const t = clientTranslations('es', 'search', searchClientConfig('es').strings);
    expect(t('status.none', { query: '<img src=x onerror=alert(1)>' })).toContain('«<img src=x onerror=alert(1)>»');
  });
});
