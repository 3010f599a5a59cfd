import type { AstroIntegration } from 'astro';

/** The address a build writes into absolute URLs when SITE_URL is not set: the dev and preview server's. */
export const LOCAL_SITE = 'http://localhost:4321';

type Env = Record<string, string | undefined>;

/**
 * The public address of the site, from SITE_URL, or this machine's when it is not set.
 * @example siteUrl({ SITE_URL: 'https://rules.example.org' }) // 'https://rules.example.org'
 */
export function siteUrl(env: Env = process.env): string {
  return env.SITE_URL || LOCAL_SITE;
}

/**
 * Says once, when a build starts, that without SITE_URL every absolute URL the site writes names this
 * machine; says nothing in development, where localhost is right.
 * @example integrations: [siteUrlWarning()]
 */
export function siteUrlWarning(env: Env = process.env): AstroIntegration {
  return {
    name: 'site-url',
    hooks: {
      'astro:config:setup': ({ command, logger }) => {
        if (command !== 'build' || env.SITE_URL) return;
        logger.warn(
          `SITE_URL is not set: canonical links, og:url, hreflang links and the sitemap will point to ${LOCAL_SITE}/. ` +
            'Build with the public address, e.g. SITE_URL=https://rules.example.org npm run build.',
        );
      },
    },
  };
}
