/** CSP directives every page gets, besides the script and style sources Astro computes per page. */
const CSP_BASE_DIRECTIVES = [
  "default-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
] as const;

/** Scripts: same-origin files only, plus the WebAssembly that search runs. */
const CSP_SCRIPT_SOURCES = ["'self'", "'wasm-unsafe-eval'"] as const;

/**
 * The policy every page carries in a `<meta>`, for hosts that send no headers. It is the header's policy
 * less framing, which a `<meta>` policy cannot set: the site has no inline code, so it needs no hashes.
 * @example `<meta http-equiv="content-security-policy" content="${PAGE_CONTENT_SECURITY_POLICY}">`
 */
export const PAGE_CONTENT_SECURITY_POLICY = [...CSP_BASE_DIRECTIVES, `script-src ${CSP_SCRIPT_SOURCES.join(' ')}`, "style-src 'self'"].join('; ');

/** The policy a server sends as a header: the page's, and it forbids framing. */
export const CONTENT_SECURITY_POLICY = `${PAGE_CONTENT_SECURITY_POLICY}; frame-ancestors 'none'`;

/**
 * The security headers every response carries, as servers and static hosts are configured to send them.
 * @example Object.entries(SECURITY_HEADERS).map(([name, value]) => `${name}: ${value}`)
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
  // Browsers come back over HTTPS only, for two years (Mozilla's recommendation); ignored over plain HTTP.
  'Strict-Transport-Security': 'max-age=63072000',
};
