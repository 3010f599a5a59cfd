import { describe, expect, it } from 'vitest';
import { markedTermId } from '../../../src/lib/glossary/marked-term';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { VFile } from 'vfile';
import { rehypeGlossary } from '../../../src/lib/mdx/rehype-glossary';

type Node = Root | RootContent | ElementContent | Jsx;
interface Jsx {
  type: 'mdxJsxFlowElement';
  name: string;
  attributes: { type: 'mdxJsxAttribute'; name: string; value: string }[];
  children: Node[];
}

const text = (value: string) => ({ type: 'text' as const, value });
const el = (tagName: string, children: Node[], properties: Element['properties'] = {}) => ({ type: 'element' as const, tagName, properties, children }) as Element;
const jsx = (name: string, children: Node[], id = 'c'): Jsx => ({ type: 'mdxJsxFlowElement', name, attributes: [{ type: 'mdxJsxAttribute', name: 'id', value: id }], children });
const clause = (id: string, ...children: Node[]) => jsx('Clause', children, id);

/** Runs the plugin over a page tree in one language and game; returns the tree and the page's front matter. */
function mark(children: Node[], lang = 'es', game = 'ocs') {
  const tree = { type: 'root', children } as Root;
  const frontmatter: Record<string, unknown> = { lang, game };
  rehypeGlossary()(tree, new VFile({ path: 'page.mdx', data: { astro: { frontmatter } } }));
  return { tree, frontmatter };
}

function textOf(node: Node): string {
  if (node.type === 'text') return node.value;
  return 'children' in node ? (node.children as Node[]).map(textOf).join('') : '';
}

/** Every marked term below a node: its link's term id, the element inside and its words. */
function marks(node: Node): string[] {
  if (node.type === 'element' && node.tagName === 'a' && node.properties.dataGlossary !== undefined) {
    const inner = node.children[0] as Element;
    return [`${markedTermId(String(node.properties.href))}:${inner.tagName}:${textOf(inner)}`];
  }
  return 'children' in node ? (node.children as Node[]).flatMap(marks) : [];
}

describe('marking glossary terms in a rules page', () => {
  it('marks the first use of each term in each clause, and only that', () => {
    const { tree } = mark([
      clause('a', el('p', [text('En el Modo Reserva las unidades en modo reserva no arrollan; el arrollamiento espera.')])),
      clause('b', el('p', [text('MODO RESERVA y ')]), el('p', [text('otra vez Modo Reserva.')])),
    ]);
    const [first, second] = tree.children as unknown as Jsx[];
    expect(marks(first!)).toEqual(['reserve-mode:dfn:Modo Reserva', 'overrun:dfn:arrollamiento']);
    expect(marks(second!)).toEqual(['reserve-mode:dfn:MODO RESERVA']);
  });

  it('never changes the text itself', () => {
    const source = 'Las unidades en MODO RESERVA no pueden utilizar ferrocarril; los hexágonos fortificados…';
    const { tree } = mark([clause('a', el('p', [text(source)]))]);
    expect(textOf(tree)).toBe(source);
    expect(marks(tree)).toEqual(['reserve-mode:dfn:MODO RESERVA', 'hedgehog:dfn:hexágonos fortificados']);
  });

  it('gives a nested clause its own first uses', () => {
    const { tree } = mark([clause('outer', el('p', [text('Liberación de unidades en Modo Reserva.')]), clause('inner', el('p', [text('Otra vez el Modo Reserva.')])), el('p', [text('Y el Modo Reserva.')]))]);
    expect(marks(tree)).toEqual(['reserve-mode:dfn:Modo Reserva', 'reserve-mode:dfn:Modo Reserva']);
  });

  it('leaves headings, notes, corrections, links and text outside clauses alone', () => {
    const { tree } = mark([
      el('p', [text('Fase de Reacción fuera de toda cláusula.')], { className: ['source-heading'] }),
      clause(
        'a',
        el('h3', [text('Modo Reserva')]),
        jsx('Note', [el('p', [text('Nota sobre el Modo Reserva.')])]),
        el('p', [el('ins', [text('usar el modo reserva')], { className: ['correction'] }), el('a', [text('Zona de Control')], { href: '#x' })]),
      ),
    ]);
    expect(marks(tree)).toEqual([]);
  });

  it('marks an abbreviation as one, naming the term in the page language', () => {
    const { tree } = mark([clause('a', el('p', [text('во вражеские ЗК и из них')]))], 'ru', 'ocs');
    const link = ((tree.children[0] as unknown as Jsx).children[0] as Element).children[1] as Element;
    expect(link.properties).toEqual({ href: '/ru/glossary/#zoc', dataGlossary: '' });
    expect(link.children[0]).toMatchObject({ tagName: 'abbr', properties: { title: 'зона контроля' } });
  });

  it('records the terms the page marks, and skips pages that are not rules pages', () => {
    expect(mark([clause('a', el('p', [text('Tactical March: la marcha táctica de la brigada')]))], 'es', 'gdb').frontmatter.glossaryTerms).toEqual(['tactical-march', 'brigade']);
    const { tree, frontmatter } = mark([clause('a', el('p', [text('Modo Reserva')]))], 'en', 'ocs');
    expect(marks(tree)).toEqual([]);
    expect(frontmatter.glossaryTerms).toBeUndefined();
  });
});
