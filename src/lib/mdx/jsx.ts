/** One attribute of an MDX tag: `mdxJsxAttribute` (`id="8-5"`), or a spread or expression the build cannot read. */
export interface JsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}

/** An MDX tag (`<Clause id="8-5" …>`, `<span lang="en">`) as the MDX tree holds it, before and after the HTML step alike. */
export interface JsxNode {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: JsxAttribute[];
  children?: unknown[];
  position?: { start: { line: number } };
}

/**
 * Whether a node of an MDX tree is an MDX tag, of the given name when one is given.
 * @example isJsx(node, 'Clause') // true for <Clause …>
 */
export function isJsx(node: unknown, name?: string): node is JsxNode {
  const jsx = node as Partial<JsxNode>;
  return (jsx.type === 'mdxJsxFlowElement' || jsx.type === 'mdxJsxTextElement') && (name === undefined || jsx.name === name);
}

/**
 * Whether an MDX tag has a literal attribute of this name.
 * @example hasAttribute(spanNode, 'lang') // true for <span lang="en">
 */
export function hasAttribute(node: JsxNode, name: string): boolean {
  return (node.attributes ?? []).some((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === name);
}

/**
 * The value of an MDX tag's literal attribute (`id="8-5"`), or undefined when it is missing or not literal (`{expr}`).
 * @example literalAttribute(clauseNode, 'id') // '8-5' for <Clause id="8-5" …>
 */
export function literalAttribute(node: JsxNode, name: string): string | undefined {
  const attribute = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof attribute?.value === 'string' ? attribute.value : undefined;
}
