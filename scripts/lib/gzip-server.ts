import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { constants } from 'node:zlib';
import compression from 'compression';
import sirv from 'sirv';

/**
 * Serves a built site from `root` on a loopback port, every response body gzip-compressed at level 9
 * at request time (whatever files the build wrote beside it), so two sites are served the same way.
 * @example const server = await serveGzip('dist'); await fetch(`${server.baseURL}/es/`); await server.stop();
 */
export async function serveGzip(root: string): Promise<{ baseURL: string; stop: () => Promise<void> }> {
  const base = resolve(root);
  const gzip = compression({ level: constants.Z_BEST_COMPRESSION, threshold: 0, filter: () => true });
  const files = sirv(base, {
    dev: true,
    onNoMatch: (_request, response) => {
      response.writeHead(404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
      response.end(readFileSync(join(base, '404.html')));
    },
  });
  // The compression middleware is written for connect-style servers: the bare request and response are all it uses.
  const server: Server = createServer((request, response) => {
    gzip(request as never, response as never, () => files(request, response));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('the server has no port');
  return {
    baseURL: `http://127.0.0.1:${address.port}`,
    stop: () => new Promise<void>((done) => server.close(() => done())),
  };
}
