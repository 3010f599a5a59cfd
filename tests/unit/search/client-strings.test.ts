import { describe, expect, it } from 'vitest';
import { resources, useTranslations } from '../../../src/i18n';
import { clientStrings, searchClientConfig } from '../../../src/lib/search/client-config';
import { searchTranslator } from '../../../src/lib/search/translate';

describe('the search strings a page ships to its scripts', () => {
  it('are its own language only, those the scripts show, with every language named, its own first', () => {
    const config = searchClientConfig('ru');
    expect(config.strings['status.found_few']).toBe(resources.ru.search['status.found_few']);
    expect(config.strings['forgiving.corrected']).toBe(resources.ru.search['forgiving.corrected']);
    // The field, the page and its filters are rendered by the server.
    expect(Object.keys(config.strings).filter((key) => /^(field|page|filters)\./u.test(key))).toEqual([]);
    expect(config.languages).toEqual([{ lang: 'ru', name: 'Русский' }, { lang: 'es', name: 'Español' }]);
  });

  it('format in the browser as on the server, plurals included, without i18next', () => {
    for (const lang of ['es', 'ru'] as const) {
      const client = searchTranslator(lang, clientStrings(lang));
      const server = useTranslations(lang, 'search');
      for (const count of [0, 1, 2, 3, 5, 11, 21, 22, 25, 101]) {
        expect(client('status.found', { count, query: 'марш' }), `${lang} ${count}`).toBe(server('status.found', { count, query: 'марш' }));
      }
      for (const key of Object.keys(clientStrings(lang)).filter((k) => !/_(one|few|many|other)$/u.test(k))) {
        const values = { query: 'q', words: 'a, b', label: '8.5', code: 'AL1', value: 'x', max: 120, fragment: '8-5-%D0' };
        expect(client(key, values), key).toBe(server(key as never, values as never));
      }
    }
    const client = searchTranslator('ru', clientStrings('ru'));
    expect(client('status.found', { count: 3, query: 'марш' })).toBe('3 результата по запросу «марш».');
    expect(client('status.found', { count: 5, query: 'марш' })).toBe('5 результатов по запросу «марш».');
    expect(searchTranslator('es', clientStrings('es'))('status.found', { count: 1, query: 'x' })).toBe('1 resultado para «x».');
  });

  it('leave a typed query as typed (the page sets it as text, never as HTML), and a missing string as its key', () => {
    const t = searchTranslator('es', clientStrings('es'));
    expect(t('status.none', { query: '<img src=x onerror=alert(1)>' })).toContain('«<img src=x onerror=alert(1)>»');
    expect(t('status.none', { query: '{{query}} $& $1' })).toContain('«{{query}} $& $1»');
    expect(t('no.such.key')).toBe('no.such.key');
  });
});
