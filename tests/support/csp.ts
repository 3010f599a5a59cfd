import { createHash } from 'node:crypto';
import type { BrowserContext } from 'playwright-core';

/** The site's own inline code (executable scripts and style elements), by SHA-256, as a strict policy allows it. */
function inlineHashes(html: string, tag: 'script' | 'style'): string[] {
  const pattern = new RegExp(`<${tag}\\b([^>]*)>([\\s\\S]*?)</${tag}>`, 'giu');
  return [...html.matchAll(pattern)]
    // External scripts and JSON data blocks are not inline code.
    .filter(([, attributes]) => !/\bsrc=/.test(attributes!) && !/type="application\/json"/.test(attributes!))
    .map(([, , body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`);
}

/**
 * The strict Content-Security-Policy search must work under: the site's own origin only, inline code
 * only by hash (no inline handlers, no eval), WebAssembly compilation for Pagefind, and `data:` images
 * for the Component UI's icons.
 * @example strictPolicy(await response.text())
 */
export function strictPolicy(html: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval' ${inlineHashes(html, 'script').join(' ')}`.trim(),
    `style-src 'self' ${inlineHashes(html, 'style').join(' ')}`.trim(),
    "img-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Serves every response of the site to this context under {@link strictPolicy}, and refuses (and
 * records) any request to another origin.
 * @example const foreign = await enforceStrictPolicy(context, baseURL)
 */
export async function enforceStrictPolicy(context: BrowserContext, baseURL: string): Promise<string[]> {
  const foreign: string[] = [];
  let policy = strictPolicy('');
  await context.route('**/*', async (route) => {
    const url = route.request().url();
    if (!url.startsWith(baseURL)) {
      foreign.push(url);
      await route.abort();
      return;
    }
    const response = await route.fetch();
    const headers = response.headers();
    if ((headers['content-type'] ?? '').includes('text/html')) {
      const body = await response.text();
      policy = strictPolicy(body);
      await route.fulfill({ response, body, headers: { ...headers, 'content-security-policy': policy } });
    } else {
      // Workers take their policy from their own response.
      await route.fulfill({ response, headers: { ...headers, 'content-security-policy': policy } });
    }
  });
  return foreign;
}
