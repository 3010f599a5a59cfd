import type { Element, ElementContent, Root, Text } from 'hast';
import type { VFile } from 'vfile';
import { SKIP, visitParents } from 'unist-util-visit-parents';
import { isLang } from '../../i18n/languages';
import { foreignRuns } from '../language-of-parts';
import { hasAttribute, isJsx } from './jsx';

/** Whether a node already says its language: an element or an MDX tag with a `lang` attribute. */
function saysLanguage(node: unknown): boolean {
  if (isJsx(node)) return hasAttribute(node, 'lang');
  const element = node as Element;
  return element.type === 'element' && element.properties?.lang !== undefined;
}

/**
 * Rehype plugin: marks the words of a text that are in another language than its page with `lang`, as `foreignRuns`
 * finds them (Cyrillic in a Spanish text: Russian words quoted in notes, the chapter's letters а)–ж)), so a screen
 * reader says them in their own language. Text already inside an element that names its language is left as it is.
 * @example rehypePlugins: [rehypeCorrections, rehypeGlossary, rehypeLanguageOfParts]
 */
export function rehypeLanguageOfParts() {
  return (tree: Root, file: VFile) => {
    const lang = (file.data as { astro?: { frontmatter?: { lang?: unknown } } }).astro?.frontmatter?.lang;
    if (typeof lang !== 'string' || !isLang(lang)) return;
    visitParents(tree, 'text', (node: Text, ancestors) => {
      const parent = ancestors.at(-1) as Element | Root | undefined;
      if (!parent || ancestors.some(saysLanguage)) return undefined;
      const runs = foreignRuns(node.value, lang);
      if (runs.length === 1 && runs[0]!.lang === undefined) return undefined;
      const replacement: ElementContent[] = runs.map((run) =>
        run.lang ? { type: 'element', tagName: 'span', properties: { lang: run.lang }, children: [{ type: 'text', value: run.text }] } : { type: 'text', value: run.text },
      );
      const index = parent.children.indexOf(node);
      (parent.children as ElementContent[]).splice(index, 1, ...replacement);
      return [SKIP, index + replacement.length];
    });
  };
}
