import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium (or the one CHROMIUM_PATH names). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags this closed network needs: no sandbox in containers, no background connections. */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] as const;

/**
 * Debian's Chromium, started the way this closed network needs (no background connections).
 * @example const browser = await launchChromium(); await browser.close();
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
}
