import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import compression from 'compression';
import sirv from 'sirv';
import { notFoundPagePath } from '../../src/lib/not-found.ts';
import { LANGUAGES } from '../../src/i18n/languages.ts';
import { SECURITY_HEADERS } from '../../src/lib/security-headers.ts';

/**
 * A server for a built site, as the deploy serves it (deploy/nginx.conf): the deploy's security headers on every
 * answer, text compressed, and an unknown address answered by the error page of the language its path names
 * (`/ru/…` → `/ru/404/`) with status 404. `npm start` and the tests serve dist/ with it.
 * @example const server = siteServer('dist'); server.listen(4321, 'localhost');
 */
export function siteServer(root: string): Server {
  const notFound = (request: IncomingMessage, response: ServerResponse) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const page = notFoundPagePath(pathname, LANGUAGES);
    response.writeHead(404, { ...SECURITY_HEADERS, 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
    response.end(readFileSync(join(root, page.endsWith('/') ? `${page}index.html` : page)));
  };
  const serve = sirv(root, {
    // Each file is looked up when asked for, not listed once at the start: `npm start` goes on serving while a
    // maintainer rebuilds, and a listed file would keep its old length (a longer page cut short) and a new page be
    // unknown. The browser asks again each time (no-cache, with an ETag), as it should of a site being rebuilt.
    dev: true,
    etag: true,
    setHeaders: (response) => {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.setHeader(name, value);
    },
    onNoMatch: notFound,
  });
  // The deploy sends the files it compressed ahead; this server compresses as it answers, at the usual level.
  const compress = compression();
  // The compression middleware is written for connect-style servers: the bare request and response are all it uses.
  return createServer((request, response) => {
    // As nginx merges them (merge_slashes): a doubled slash (`/es//ocs/…`) names the same page.
    const url = request.url ?? '/';
    const query = url.indexOf('?');
    const path = query === -1 ? url : url.slice(0, query);
    request.url = `${path.replace(/\/{2,}/gu, '/')}${query === -1 ? '' : url.slice(query)}`;
    compress(request as never, response as never, () => serve(request, response));
  });
}

/**
 * {@link siteServer} on a free loopback port, for a test run or a measurement.
 * @example const { baseURL, stop } = await serveSite('dist'); await fetch(`${baseURL}/es/`); await stop();
 */
export async function serveSite(root: string): Promise<{ baseURL: string; stop: () => Promise<void> }> {
  const server = siteServer(root);
  // Node's fetch keeps a connection 4 s for reuse, this server 5 s: on a busy machine a reused connection can reach a
  // server that has just closed it, and the request fails ("fetch failed"). The server keeps it longer than any client.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('the server has no port');
  return {
    baseURL: `http://127.0.0.1:${address.port}`,
    // Browsers keep their connections open for reuse: they are cut, or the server would wait for them to end.
    stop: () => new Promise<void>((done) => {
      server.close(() => done());
      server.closeAllConnections();
    }),
  };
}
