import { withBuildInputsKey } from '../lib/build-inputs';
import type { APIRoute } from 'astro';
import { useTranslations } from '../i18n';
import { LANGUAGES, type Lang } from '../i18n/languages';
import { homePath } from '../lib/site-paths';

// The web app manifest, one per language: installed from a Spanish page, the app opens the Spanish home.
export function getStaticPaths() {
  return withBuildInputsKey(LANGUAGES.map((lang) => ({ params: { lang } })));
}

export const GET: APIRoute = ({ params }) => {
  const lang = params.lang as Lang;
  const t = useTranslations(lang);
  const manifest = {
    name: t('site.name'),
    short_name: t('site.name'),
    description: t('site.tagline'),
    lang,
    start_url: homePath(lang),
    scope: '/',
    display: 'standalone',
    background_color: '#fbf8f1',
    theme_color: '#f1ebdd',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  };
  return new Response(`${JSON.stringify(manifest, null, 2)}\n`, { headers: { 'Content-Type': 'application/manifest+json' } });
};
