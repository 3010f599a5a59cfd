import { describe, expect, it } from 'vitest';
import { pageMessages, useNamespace } from '../../src/i18n';
import { translatorFor } from '../../src/i18n/page-messages';

describe('messages a page embeds for its script', () => {
  it('hold only the namespaces asked for, in one language', () => {
    const messages = pageMessages('ru', ['march']);
    expect(Object.keys(messages)).toEqual(['march']);
    expect(messages.march?.['arm.infantry']).toBe('Пехота');
  });

  it('translate in the page as the build translates', () => {
    const t = translatorFor('es', pageMessages('es', ['march', 'tactical-march']));
    expect(t('march:order.support')).toBe(useNamespace('es', 'march')('order.support'));
    expect(t('tactical-march:answer.full', { reach: '30 cm' })).toBe(useNamespace('es', 'tactical-march')('answer.full', { reach: '30 cm' }));
  });

  it('insert values as they are, for the page to set as text', () => {
    const t = translatorFor('en', { march: { 'error.unknown-nation': 'Unknown nation: “{{value}}”.' } });
    expect(t('march:error.unknown-nation', { value: '<img src=x>' })).toBe('Unknown nation: “<img src=x>”.');
  });

  it('do not fall back to another language', () => {
    const t = translatorFor('ru', { march: {} });
    expect(t('march:arm.infantry')).toBe('arm.infantry');
  });
});
