import { withBuildInputsKey } from '../../../lib/build-inputs';
// What the header search needs once a reader uses it, one file per language (site-paths: searchConfigPath), fetched
// as the search loads on the field's first focus: the pages carry only its address, not the strings.
import type { APIRoute, GetStaticPaths } from 'astro';
import { LANGUAGES, isLang } from '../../../i18n/languages';
import { searchClientConfig } from '../../../lib/search/client-config';

export const getStaticPaths = (() => withBuildInputsKey(LANGUAGES.map((lang) => ({ params: { lang } })))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) =>
  Response.json(searchClientConfig(isLang(params.lang) ? params.lang : 'es'));
