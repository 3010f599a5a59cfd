import type { ElementContent, Root, Text } from 'hast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { visitParents } from 'unist-util-visit-parents';
import { countOccurrences, loadCorrections, splitOnCorrections } from '../corrections';
import { isLang } from '../../i18n/languages';
import { useTranslations } from '../../i18n';
import type { Correction } from '../content-schema';
import { correctionId, correctionRefId } from '../correction-ids';
import { isJsx, literalAttribute } from './jsx';

/** A correction as a page lists it, numbered in the order the reader meets it. */
export interface AppliedCorrection {
  n: number;
  original: string;
  corrected: string;
  reason: string;
  /** The clause whose text holds the correction's marker: a long document's sections link it on the section that shows it. */
  clause?: string;
}

interface Frontmatter {
  source?: string;
  original?: boolean;
  lang?: string;
  corrections?: AppliedCorrection[];
}

/**
 * Applies `content/sources/corrections.yaml` (or the `corrections` given) to an original-language page,
 * marking each change (`<ins>` plus a numbered link to the page's list of corrections) so that no fix is silent.
 * @example mdx({ rehypePlugins: [rehypeCorrections] })
 */
export function rehypeCorrections(options: { corrections?: Correction[] } = {}) {
  const corrections = options.corrections ?? loadCorrections();
  return (tree: Root, file: VFile) => {
    const data = file.data as { astro?: { frontmatter?: Frontmatter } };
    const frontmatter = data.astro?.frontmatter;
    if (!frontmatter?.original || !frontmatter.source || !isLang(frontmatter.lang)) return;
    const t = useTranslations(frontmatter.lang);
    const mine = corrections.filter((c) => c.source === frontmatter.source);
    const applied: AppliedCorrection[] = [];
    const found = new Map<Correction, number>();

    const clauseOf = clausesOfTexts(tree);
    visit(tree, 'text', (node: Text, index, parent) => {
      if (!parent || index === undefined) return;
      const pieces = splitOnCorrections(node.value, mine);
      if (pieces.length === 1 && typeof pieces[0] === 'string') return;
      const replacement: ElementContent[] = pieces.flatMap((piece): ElementContent[] => {
        if (typeof piece === 'string') return [{ type: 'text', value: piece }];
        found.set(piece, (found.get(piece) ?? 0) + 1);
        const n = applied.length + 1;
        const clause = clauseOf.get(node);
        applied.push({ n, original: piece.original, corrected: piece.corrected, reason: piece.reason, ...(clause === undefined ? {} : { clause }) });
        return [
          { type: 'element', tagName: 'ins', properties: { className: ['correction'], id: correctionRefId(n) }, children: [{ type: 'text', value: piece.corrected }] },
          {
            type: 'element',
            tagName: 'a',
            properties: { className: ['correction-ref'], href: `#${correctionId(n)}`, ariaLabel: t('doc.correctionMarker', { n, original: piece.original }), dataUi: '' },
            children: [{ type: 'text', value: `[${n}]` }],
          },
        ];
      });
      (parent.children as ElementContent[]).splice(index, 1, ...replacement);
      // Continue after the inserted nodes: a corrected wording may contain its own original.
      return index + replacement.length;
    });

    for (const correction of mine) {
      const count = found.get(correction) ?? 0;
      if (count !== correction.occurrences) {
        throw new Error(
          `${file.path}: corrections.yaml expects "${correction.original}" ${correction.occurrences} time(s) in ${correction.source}, the page has it ${count} time(s)` +
            (countOccurrences(correction.original, '\n') ? ' (a correction cannot span lines)' : ''),
        );
      }
    }
    frontmatter.corrections = applied;
  };
}

/** The id of the innermost `<Clause id>` around each text of a page, as the page declares its clauses. */
function clausesOfTexts(tree: Root): Map<Text, string> {
  const found = new Map<Text, string>();
  visitParents(tree, 'text', (node, ancestors) => {
    const ids = ancestors.map((ancestor) => (isJsx(ancestor, 'Clause') ? literalAttribute(ancestor, 'id') : undefined));
    const id = ids.findLast((each) => each !== undefined);
    if (id !== undefined) found.set(node, id);
  });
  return found;
}
