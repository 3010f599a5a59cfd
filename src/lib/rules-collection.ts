import type { AppliedCorrection } from './mdx/rehype-corrections';
import { getCollection, render, type CollectionEntry } from 'astro:content';
import type { DocVersion } from './documents';
import type { DeclaredClause } from './mdx/remark-clauses';
import { renderClauses } from './rules-pages';
import { withBuildInputsKey } from './build-inputs';

type RulesPage = { entry: CollectionEntry<'rules'>; version: DocVersion };

/** Every rules page of the content collection, with its version summary. */
export async function loadRules(): Promise<RulesPage[]> {
  const entries = await getCollection('rules');
  return entries.map((entry) => {
    const { lang, game, doc, title, description, original, translatedFrom, order } = entry.data;
    return { entry, version: { lang, game, doc, title, description, original, translatedFrom, order } };
  });
}

/** A rules page rendered, with the clauses it declares, and every rules page beside it. */
export interface RenderedDocument extends RulesPage {
  clauses: DeclaredClause[];
  /** The corrections of its source's wording, numbered as its page lists them. */
  corrections: AppliedCorrection[];
  rules: RulesPage[];
  all: DocVersion[];
}

/**
 * The static paths of a kind of page that each rules document has (its clause pages, the sections of a long
 * one): `pathsOf` is given each document rendered and returns that document's.
 * @example export const getStaticPaths = () => documentPaths(({ version, clauses }) => clauses.map((c) => ({ params: { ...docRouteParams(version), clause: c.id } })))
 */
export async function documentPaths<P extends object>(pathsOf: (document: RenderedDocument) => P[] | Promise<P[]>): Promise<(P & { cacheKey: string })[]> {
  const rules = await loadRules();
  const all = rules.map((r) => r.version);
  const paths = await Promise.all(
    rules.map(async ({ entry, version }) =>
      {
      const { clauses, frontmatter } = await renderClauses(entry, render);
      const corrections = (frontmatter.corrections ?? []) as AppliedCorrection[];
      return withBuildInputsKey(await pathsOf({ entry, version, rules, all, clauses, corrections }), () => version.game);
    },
    ),
  );
  return paths.flat();
}
