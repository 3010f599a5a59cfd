import { withBuildInputsKey } from '../../../../lib/build-inputs';
// What the combat tools' script needs beside their markup, one file per language, fetched when the tools
// start (the document page and the tools' own page share it): the strings of the page's language, the
// labels of the clauses they cite, and the Combat Table the build validated.
import type { APIRoute, GetStaticPaths } from 'astro';
import { getEntry, render } from 'astro:content';
import { pageMessages } from '../../../../i18n';
import { LANGUAGES, isLang, type Lang } from '../../../../i18n/languages';
import { renderClauses } from '../../../../lib/rules-pages';
import { SOURCE_DOCS } from '../../../../lib/ocs/resolve';
import { combatTable } from '../../../../lib/ocs/official-combat-table';
import { citedClauseLabels } from '../../../../lib/ocs/explain';

export const getStaticPaths = (() => withBuildInputsKey(LANGUAGES.map((lang) => ({ params: { lang } })), () => 'ocs')) satisfies GetStaticPaths;

// Links are labelled as the cited documents label their clauses; a cited clause they lack fails the build.
async function declaredClauses(lang: Lang, key: string) {
  const entry = await getEntry('rules', `${lang}/${key}`);
  if (!entry) throw new Error(`The combat tools cite ${lang}/${key}, which is not published`);
  return (await renderClauses(entry, render)).clauses;
}

export const GET: APIRoute = async ({ params }) => {
  const lang = isLang(params.lang) ? params.lang : 'es';
  const data = {
    strings: pageMessages(lang, ['combat', 'combat-tool']),
    clauseLabels: citedClauseLabels({
      [SOURCE_DOCS.combatTable]: await declaredClauses(lang, SOURCE_DOCS.combatTable),
      [SOURCE_DOCS.reactionPhase]: await declaredClauses(lang, SOURCE_DOCS.reactionPhase),
    }),
    table: combatTable,
  };
  return Response.json(data);
};
