import type { TestProject } from 'vitest/node';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_ARGS } from '../../scripts/lib/chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    browserEndpoint: string;
  }
}

/**
 * Starts one Chromium for the whole test run; every browser test file connects to it
 * (`launchBrowser()`) with contexts of its own, instead of starting a browser per file.
 * @example globalSetup: ['tests/support/serve-dist.ts', 'tests/support/shared-browser.ts']
 */
export default async function sharedBrowser(project: TestProject) {
  const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: [...PLAYWRIGHT_CHROMIUM_ARGS] });
  project.provide('browserEndpoint', server.wsEndpoint());
  return async () => server.close();
}
