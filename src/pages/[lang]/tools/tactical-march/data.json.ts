import { withBuildInputsKey } from '../../../../lib/build-inputs';
// The march planner's messages in one language, fetched when the planner starts (the chapter's page and the
// planner's own page share it), rather than written into every page that shows the planner.
import type { APIRoute, GetStaticPaths } from 'astro';
import { pageMessages } from '../../../../i18n';
import { LANGUAGES, isLang } from '../../../../i18n/languages';

export const getStaticPaths = (() => withBuildInputsKey(LANGUAGES.map((lang) => ({ params: { lang } })), () => 'gdb')) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) => {
  const lang = isLang(params.lang) ? params.lang : 'es';
  return Response.json({ messages: pageMessages(lang, ['march', 'tactical-march']) });
};
