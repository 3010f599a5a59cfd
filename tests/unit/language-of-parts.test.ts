import { describe, expect, it } from 'vitest';
import type { Root } from 'hast';
import { VFile } from 'vfile';
import { foreignRuns } from '../../src/lib/language-of-parts';
import { rehypeLanguageOfParts } from '../../src/lib/mdx/rehype-language-of-parts';

describe('words in another language than their text', () => {
  it('in a Spanish text, each run of Cyrillic words is Russian, with the spaces and dashes inside it', () => {
    expect(foreignRuns('la orden «Movimiento» («Переместиться»)', 'es')).toEqual([{ text: 'la orden «Movimiento» («' }, { text: 'Переместиться', lang: 'ru' }, { text: '»)' }]);
    expect(foreignRuns('8.5 а) y «таблица - не публикую»', 'es')).toEqual([
      { text: '8.5 ' }, { text: 'а', lang: 'ru' }, { text: ') y «' }, { text: 'таблица - не публикую', lang: 'ru' }, { text: '»' },
    ]);
    expect(foreignRuns('Modo Reserva', 'es')).toEqual([{ text: 'Modo Reserva' }]);
  });

  it('in a Russian text, Latin words are left to be marked by hand (English or Spanish cannot be told apart)', () => {
    expect(foreignRuns('гекс с хеджхогом (Hedgehog) и «del»', 'ru')).toEqual([{ text: 'гекс с хеджхогом (Hedgehog) и «del»' }]);
  });

  it('the MDX step marks them, and leaves alone text inside an element that names its language', () => {
    const tree: Root = {
      type: 'root',
      children: [
        { type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: 'la orden «Переместиться»' }] },
        { type: 'element', tagName: 'q', properties: { lang: 'ru' }, children: [{ type: 'text', value: 'Переместиться' }] },
      ],
    };
    rehypeLanguageOfParts()(tree, new VFile({ data: { astro: { frontmatter: { lang: 'es' } } } }));
    expect(tree.children).toEqual([
      { type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: 'la orden «' }, { type: 'element', tagName: 'span', properties: { lang: 'ru' }, children: [{ type: 'text', value: 'Переместиться' }] }, { type: 'text', value: '»' }] },
      { type: 'element', tagName: 'q', properties: { lang: 'ru' }, children: [{ type: 'text', value: 'Переместиться' }] },
    ]);
  });
});
