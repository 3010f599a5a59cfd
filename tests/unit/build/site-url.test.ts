import { describe, expect, it } from 'vitest';
import type { AstroIntegration } from 'astro';
import { LOCAL_SITE, siteUrl, siteUrlWarning } from '../../../src/integrations/site-url';

type ConfigSetup = NonNullable<AstroIntegration['hooks']['astro:config:setup']>;

/** What the integration's config hook warns, for a command and an environment. */
function warningsOf(command: 'build' | 'dev' | 'preview', env: Record<string, string | undefined>): string[] {
  const warnings: string[] = [];
  const logger = { warn: (message: string) => warnings.push(message), info: () => {}, error: () => {}, debug: () => {} };
  const setup = siteUrlWarning(env).hooks['astro:config:setup'] as ConfigSetup;
  void setup({ command, logger } as unknown as Parameters<ConfigSetup>[0]);
  return warnings;
}

describe('the public address of a build', () => {
  it('is SITE_URL, or this machine when it is unset or empty', () => {
    expect(siteUrl({ SITE_URL: 'https://rules.example.org' })).toBe('https://rules.example.org');
    expect(siteUrl({})).toBe(LOCAL_SITE);
    expect(siteUrl({ SITE_URL: '' })).toBe(LOCAL_SITE);
  });

  it('is warned about, in words, when a build has no SITE_URL', () => {
    const [warning, ...more] = warningsOf('build', {});
    expect(more).toEqual([]);
    expect(warning).toMatch(/^SITE_URL is not set: canonical.*og:url.*sitemap.*http:\/\/localhost:4321/);
  });

  it('is not warned about when SITE_URL is set, nor in development', () => {
    expect(warningsOf('build', { SITE_URL: 'https://rules.example.org' })).toEqual([]);
    expect(warningsOf('dev', {})).toEqual([]);
  });
});
