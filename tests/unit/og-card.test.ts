import { describe, expect, it } from 'vitest';
import { CARD_FONT, cardElement, type CardElement } from '../../src/lib/og-card';
import { cardPath } from '../../src/lib/site-paths';

const texts = (element: CardElement | string): string[] =>
  typeof element === 'string' ? [element] : [element.props.children ?? []].flat().flatMap((child) => texts(child as CardElement | string));

describe('link-preview cards', () => {
  it('sit beside their page', () => {
    expect(cardPath('/ru/gdb/movement-phase/8-5-e/')).toBe('/ru/gdb/movement-phase/8-5-e/card.png');
    expect(cardPath('/es')).toBe('/es/card.png');
  });

  it('show document, label, the first words of the text and the site, cut to fit', () => {
    const card = cardElement({ heading: '8.5 д)', kicker: 'Глава VIII. Фаза передвижений', text: 'д) Выполнение '.repeat(40), site: 'Правила варгеймов', lang: 'ru' });
    const [kicker, heading, text, site] = texts(card);
    expect([kicker, heading, site]).toEqual(['Глава VIII. Фаза передвижений', '8.5 д)', 'Правила варгеймов']);
    expect(text!.length).toBeLessThanOrEqual(210);
    expect(text).toMatch(/^д\) Выполнение .*…$/);
    expect(card.props.style).toMatchObject({ fontFamily: CARD_FONT, width: '100%', height: '100%' });
    expect(card.props.lang).toBe('ru');
  });
});
