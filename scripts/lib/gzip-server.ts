import { createServer, type Server } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync, constants } from 'node:zlib';

/** Content types of the files the two sites of the bench's comparison serve. */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** The file a request path names below `root` (a folder's index.html), or undefined. */
function fileFor(root: string, pathname: string): string | undefined {
  const path = normalize(decodeURIComponent(pathname));
  const file = join(root, path);
  if (!file.startsWith(root)) return undefined;
  if (existsSync(file) && statSync(file).isDirectory()) return existsSync(join(file, 'index.html')) ? join(file, 'index.html') : undefined;
  return existsSync(file) ? file : undefined;
}

/**
 * Serves a built site from `root` on a loopback port, every response body gzip-compressed at level 9
 * at request time (whatever files the build wrote beside it), so two sites are served the same way.
 * @example const server = await serveGzip('dist'); await fetch(`${server.baseURL}/es/`); await server.stop();
 */
export async function serveGzip(root: string): Promise<{ baseURL: string; stop: () => Promise<void> }> {
  const base = resolve(root);
  const server: Server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const file = fileFor(base, pathname);
    const status = file ? 200 : 404;
    const served = file ?? fileFor(base, '/404.html');
    const body = served ? readFileSync(served) : Buffer.from('Not found');
    const compressed = gzipSync(body, { level: constants.Z_BEST_COMPRESSION });
    response.writeHead(status, {
      'content-type': (served && TYPES[extname(served)]) ?? 'application/octet-stream',
      'content-encoding': 'gzip',
      'content-length': compressed.length,
      'cache-control': 'no-cache',
    });
    response.end(request.method === 'HEAD' ? undefined : compressed);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('the server has no port');
  return {
    baseURL: `http://127.0.0.1:${address.port}`,
    stop: () => new Promise<void>((done) => server.close(() => done())),
  };
}
