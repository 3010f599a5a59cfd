import { withBuildInputsKey } from '../../../../lib/build-inputs';
import type { APIRoute, GetStaticPaths } from 'astro';
import { useTranslations } from '../../../../i18n';
import { LANGUAGES, type Lang } from '../../../../i18n/languages';
import { GAMES } from '../../../../lib/documents';
import { bookletDocuments, bookletEntries } from '../../../../lib/print/booklet';
import { bookletPageCss, type BookletPart } from '../../../../lib/print/paper';
import { loadRules } from '../../../../lib/rules-collection';

// The booklet's named pages: CSS cannot read a running header from the page (Chromium has no string-set),
// so each document's page carries its title here, in a stylesheet of the booklet's own (allowed by style-src 'self').
export const getStaticPaths = (async () => {
  const all = (await loadRules()).map((r) => r.version);
  return withBuildInputsKey(
    LANGUAGES.flatMap((lang) =>
      GAMES.filter((game) => bookletDocuments(all, lang, game).length > 0).map((game) => ({
        params: { lang, game },
        props: { docs: bookletDocuments(all, lang, game) },
      })),
    ),
    (path) => path.params.game,
  );
}) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params, props }) => {
  const lang = params.lang as Lang;
  const t = useTranslations(lang);
  const docs = (props as { docs: Awaited<ReturnType<typeof getStaticPaths>>[number]['props']['docs'] }).docs;
  const parts: BookletPart[] = bookletEntries(docs).map((entry) => {
    if (entry.kind === 'document') return { key: entry.key, header: entry.version.title };
    if (entry.kind === 'table') return { key: entry.key, header: t('print.booklet.combatTable'), landscape: true };
    return { key: entry.key };
  });
  return new Response(bookletPageCss(parts), { headers: { 'Content-Type': 'text/css; charset=utf-8' } });
};
