import { describe, expect, it } from 'vitest';
import type { Node } from '@takumi-rs/core';
import { CARD_FONT, cardNode } from '../../src/lib/og-card';
import { cardPath } from '../../src/lib/site-paths';

const texts = (node: Node): string[] => (node.type === 'text' ? [node.text] : node.type === 'container' ? (node.children ?? []).flatMap(texts) : []);

describe('link-preview cards', () => {
  it('sit beside their page', () => {
    expect(cardPath('/ru/gdb/movement-phase/8-5-e/')).toBe('/ru/gdb/movement-phase/8-5-e/card.png');
    expect(cardPath('/es')).toBe('/es/card.png');
  });

  it('show document, label, the first words of the text and the site, cut to fit', () => {
    const card = cardNode({ heading: '8.5 д)', kicker: 'Глава VIII. Фаза передвижений', text: 'д) Выполнение '.repeat(40), site: 'Правила варгеймов', lang: 'ru' });
    const [kicker, heading, text, site] = texts(card);
    expect([kicker, heading, site]).toEqual(['Глава VIII. Фаза передвижений', '8.5 д)', 'Правила варгеймов']);
    expect(text!.length).toBeLessThanOrEqual(210);
    expect(text).toMatch(/^д\) Выполнение .*…$/);
    expect(card.style).toMatchObject({ fontFamily: CARD_FONT, width: '100%', height: '100%' });
    expect(card.lang).toBe('ru');
  });
});
