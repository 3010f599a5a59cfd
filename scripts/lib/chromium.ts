import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium (or the one CHROMIUM_PATH names). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags this closed network needs: no sandbox in containers, no background connections. */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] as const;

/**
 * Chromium features turned off when playwright-core drives it. Chromium reads only the last `--disable-features`, so
 * this list replaces the one playwright-core passes: it repeats that list's entries for Linux (no background requests
 * to other origins, HTTP kept as HTTP, no paint holding), then adds the address bar's popup. Headless, every window
 * still loads that popup as pages of the browser's own in a renderer of its own: half the cost of opening a page, for
 * a popup no test shows. (Lighthouse's launcher passes a list of its own, which these flags leave alone.)
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'WebUIOmniboxPopup',
  'WebUIOmniboxFullPopup',
  'WebUIOmniboxAimPopup',
] as const;

/** {@link CHROMIUM_ARGS}, and the features off, for Chromium as playwright-core launches it. */
export const PLAYWRIGHT_CHROMIUM_ARGS = [...CHROMIUM_ARGS, `--disable-features=${PLAYWRIGHT_DISABLED_FEATURES.join(',')}`] as const;

/**
 * Debian's Chromium, started the way this closed network needs (no background connections).
 * @example const browser = await launchChromium(); await browser.close();
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...PLAYWRIGHT_CHROMIUM_ARGS] });
}
