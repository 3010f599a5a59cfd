import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { useTranslations } from '../../src/i18n';

const LOCALES = 'src/i18n/locales';
const keysOf = (lang: string, namespace: string) =>
  Object.keys(JSON.parse(readFileSync(join(LOCALES, lang, namespace), 'utf8')) as object)
    .map((key) => key.replace(/_(zero|one|two|few|many|other)$/, ''))
    .filter((key, index, list) => list.indexOf(key) === index)
    .sort();

describe('locales', () => {
  const languages = readdirSync(LOCALES);
  const namespaces = readdirSync(join(LOCALES, 'es'));

  it('exist for es, ru and en', () => {
    expect(languages.sort()).toEqual(['en', 'es', 'ru']);
  });

  it.each(namespaces)('define the same keys in every language (%s)', (namespace) => {
    const spanish = keysOf('es', namespace);
    for (const lang of languages) expect(keysOf(lang, namespace), `${lang}/${namespace}`).toEqual(spanish);
  });

  it('translate through one instance per language', () => {
    expect(useTranslations('es')('nav.home')).toBe('Inicio');
    expect(useTranslations('ru')('nav.home')).toBe('Главная');
    expect(useTranslations('ru')('clause.link', { label: '8.5 д)' })).toBe('Ссылка на пункт 8.5 д)');
  });
});
