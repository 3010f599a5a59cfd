import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium (or the one CHROMIUM_PATH names). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Chromium features turned off. Chromium reads only the last `--disable-features`, so this list replaces the one
 * playwright-core passes: it repeats that list's entries for Linux (no background requests to other origins, HTTP kept
 * as HTTP, no paint holding), then adds the address bar's popup. Headless, every window still loads that popup as
 * pages of the browser's own in a renderer of its own: half the cost of opening a page, for a popup no test shows.
 */
export const CHROMIUM_DISABLED_FEATURES = [
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

/** The flags this closed network needs: no sandbox in containers, no background connections; and the features off. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${CHROMIUM_DISABLED_FEATURES.join(',')}`,
] as const;

/**
 * Debian's Chromium, started the way this closed network needs (no background connections).
 * @example const browser = await launchChromium(); await browser.close();
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
}
