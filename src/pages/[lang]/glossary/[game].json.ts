import { withBuildInputsKey } from '../../../lib/build-inputs';
// The short entries the glossary popovers of a game's rules pages show, one file per language and game
// (site-paths: glossaryEntriesPath), fetched when a reader first comes near a marked term and cached across pages:
// the pages carry only its address, not an entry per term they mark.
import type { APIRoute, GetStaticPaths } from 'astro';
import { LANGUAGES, isLang } from '../../../i18n/languages';
import { GAMES, isGame } from '../../../lib/documents';
import { loadGlossary } from '../../../lib/glossary/load';
import { popoverEntries } from '../../../lib/glossary/popover';

export const getStaticPaths = (() => withBuildInputsKey(LANGUAGES.flatMap((lang) => GAMES.map((game) => ({ params: { lang, game } }))), (path) => path.params.game)) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) => {
  const lang = isLang(params.lang) ? params.lang : 'es';
  const game = isGame(params.game) ? params.game : 'ocs';
  return Response.json(popoverEntries(loadGlossary(), lang, game));
};
