import { describe, expect, it } from 'vitest';
import { pageMessages, useTranslations } from '../../../src/i18n';
import { createTranslator } from '../../../src/i18n/translator';

describe('a translator made from the messages a page embeds', () => {
  const russian = createTranslator('ru', pageMessages('ru', ['search', 'march']));

  it('picks the plural form by the language’s rules', () => {
    const t = russian.namespace('search');
    expect(t('status.found', { count: 1, query: 'марш' })).toBe('1 результат по запросу «марш».');
    expect(t('status.found', { count: 3, query: 'марш' })).toBe('3 результата по запросу «марш».');
    expect(t('status.found', { count: 5, query: 'марш' })).toBe('5 результатов по запросу «марш».');
    expect(t('status.found', { count: 21, query: 'марш' })).toBe('21 результат по запросу «марш».');
    const spanish = createTranslator('es', pageMessages('es', ['search'])).namespace('search');
    expect(spanish('status.found', { count: 1, query: 'x' })).toBe('1 resultado para «x».');
    expect(spanish('status.found', { count: 2, query: 'x' })).toBe('2 resultados para «x».');
  });

  it('reaches another of its namespaces by prefix, with a key composed at run time', () => {
    const arm = 'infantry';
    expect(russian.composed('search')(`march:arm.${arm}`)).toBe('Пехота');
    expect(russian.composed('march')(`arm.${arm}`)).toBe('Пехота');
  });

  it('inserts values as they are, for the page to set as text', () => {
    const t = createTranslator('en', { march: { 'error.unknown-nation': 'Unknown nation: “{{value}}”.' } }).composed('march');
    expect(t('error.unknown-nation', { value: '<img src=x>' })).toBe('Unknown nation: “<img src=x>”.');
  });

  it('falls back to no other language: a missing string comes back as its key', () => {
    expect(createTranslator('ru', { march: {} }).composed('march')('arm.infantry')).toBe('arm.infantry');
    expect(russian.composed('march')('arm.dragoons')).toBe('arm.dragoons');
  });
});

describe('the messages a page embeds', () => {
  it('hold only the namespaces asked for, in one language', () => {
    const messages = pageMessages('ru', ['march']);
    expect(Object.keys(messages)).toEqual(['march']);
    expect(messages.march['arm.infantry']).toBe('Пехота');
  });
});

describe('the build’s translations', () => {
  it('read the ui namespace unless another is named', () => {
    expect(useTranslations('es')('nav.home')).toBe('Inicio');
    expect(useTranslations('ru')('nav.home')).toBe('Главная');
    expect(useTranslations('ru')('clause.link', { label: '8.5 д)' })).toBe('Ссылка на пункт 8.5 д)');
    expect(useTranslations('es', 'march')('order.support')).toBe('Apoyo');
    expect(useTranslations('en', 'tactical-march')('answer.full', { reach: '30 cm' })).toBe('Yes: it marches 30 cm, its full march.');
  });
});
