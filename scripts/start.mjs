// Builds the site when dist/ is missing or older than its inputs, then serves dist/ on http://localhost:4321,
// an unknown address answered by the error page of its language (`/ru/…` → `/ru/404/`), as deploy/nginx.conf does.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sirv from 'sirv';
import { ensureBuilt } from './ensure-built.mjs';
import { notFoundPagePath } from '../src/lib/not-found.ts';
import { LANGUAGES } from '../src/i18n/languages.ts';
import { SECURITY_HEADERS } from '../src/lib/security-headers.ts';

const ROOT = 'dist';
const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? 'localhost';

/** Answers a missing address with the 404 page of the language its path names, and status 404. */
function notFound(request, response) {
  const { pathname } = new URL(request.url ?? '/', 'http://localhost');
  const page = notFoundPagePath(pathname, LANGUAGES);
  response.writeHead(404, { ...SECURITY_HEADERS, 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
  response.end(readFileSync(join(ROOT, page.endsWith('/') ? `${page}index.html` : page)));
}

// The server compresses nothing ahead, so this build skips precompression.
ensureBuilt({ precompressed: false });
const serve = sirv(ROOT, {
  dev: false,
  etag: true,
  setHeaders: (response) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.setHeader(name, value);
  },
  onNoMatch: notFound,
});
const server = createServer((request, response) => serve(request, response));
server.listen(port, host, () => {
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  console.log(`Serving dist/ on http://${host}:${actualPort}/ (Ctrl+C to stop)`);
});
