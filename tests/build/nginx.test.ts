import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { request } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { TLSSocket } from 'node:tls';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { SECURITY_HEADERS } from '../../src/lib/security-headers';
import { startNginx } from '../../scripts/lib/nginx';
import { precompressFiles } from '../../src/integrations/precompress';

/** The page whose precompressed files are served: the test build skips precompression (PRECOMPRESS=0) for the rest. */
const COMPRESSED_PAGE = 'dist/ru/gdb/movement-phase/index.html';

let nginx: Awaited<ReturnType<typeof startNginx>>;
beforeAll(async () => {
  await precompressFiles('dist', { only: [COMPRESSED_PAGE] });
  nginx = await startNginx();
});
afterAll(async () => {
  await nginx?.stop();
});

/** A raw request: bytes as sent (no decompression), redirects not followed. */
function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Headers; body: Buffer }> {
  return new Promise((done, fail) => {
    request(`${nginx.baseURL}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const sent = new Headers();
        for (const [name, value] of Object.entries(response.headers)) if (typeof value === 'string') sent.set(name, value);
        done({ status: response.statusCode ?? 0, headers: sent, body: Buffer.concat(chunks) });
      });
    })
      .on('error', fail)
      .end();
  });
}

const asset = readdirSync('dist/_astro').find((f) => f.endsWith('.js'))!;

describe('deploy/nginx.conf serving dist/', () => {
  it.each(['/es/ocs/reaction-phase/', '/ru/gdb/movement-phase/8-5-e/', '/404.html', `/_astro/${asset}`])('sends every security header with %s', async (path) => {
    const { status, headers } = await get(path);
    expect(status).toBe(200);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers.get(name), name).toBe(value);
    expect(headers.get('server')).toBe('nginx');
  });

  it('sends the web app manifests as manifests, with the security headers (Debian\'s mime.types has no type for them)', async () => {
    const { status, headers } = await get('/manifest-es.webmanifest');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/manifest+json');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers.get(name), name).toBe(value);
  });

  it('caches hashed assets for a year and HTML briefly', async () => {
    expect((await get(`/_astro/${asset}`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/es/')).headers.get('cache-control')).toBe('public, max-age=300, must-revalidate');
    // The search index's files are named by their content; Pagefind's code and the vocabulary are not, and age with the
    // pages (a redeploy review: an hour-old vocabulary read a new index's words).
    const fragment = readdirSync('dist/pagefind/es/fragment')[0]!;
    for (const [path, caching] of [
      [`/pagefind/es/fragment/${fragment}`, 'public, max-age=31536000, immutable'],
      ['/pagefind/es/vocabulary.json', 'public, max-age=300, must-revalidate'],
      ['/pagefind/es/pagefind.js', 'public, max-age=300, must-revalidate'],
    ]) {
      const { status, headers } = await get(path!);
      expect([status, headers.get('cache-control')], path).toEqual([200, caching]);
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers.get(name), `${path} ${name}`).toBe(value);
    }
  });

  it('sends the precompressed gzip and brotli files the precompression step wrote', async () => {
    const plain = readFileSync(COMPRESSED_PAGE);
    const gz = await get('/ru/gdb/movement-phase/', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(gz.body).equals(plain)).toBe(true);
    const br = await get('/ru/gdb/movement-phase/', { 'Accept-Encoding': 'br, gzip' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(br.body).equals(plain)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.length / 3);
  });

  it('answers unknown addresses with the 404 page of their language', async () => {
    const es = await get('/es/no-such-clause/');
    expect(es.status).toBe(404);
    expect(es.body.toString()).toContain('Página no encontrada');
    expect(es.body.toString()).toContain('<html lang="es"');
    const ru = await get('/ru/gdb/movement-phase/9-9/');
    expect(ru.status).toBe(404);
    expect(ru.body.toString()).toContain('Страница не найдена');
    const elsewhere = await get('/nowhere');
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.toString()).toContain('Página no encontrada');
    expect(elsewhere.body.toString()).toContain('Страница не найдена');
  });

  it("sends / to the reader's language, and shows the picker when asked", async () => {
    const ru = await get('/', { 'Accept-Language': 'ru-RU,ru;q=0.9,en;q=0.8' });
    expect(ru.status).toBe(302);
    expect(new URL(ru.headers.get('location') ?? '', nginx.baseURL).pathname).toBe('/ru/');
    expect(ru.headers.get('vary')).toContain('Accept-Language');
    const es = await get('/', { 'Accept-Language': 'es-AR,es;q=0.9' });
    expect(new URL(es.headers.get('location') ?? '', nginx.baseURL).pathname).toBe('/es/');
    const other = await get('/', { 'Accept-Language': 'de-DE' });
    expect(new URL(other.headers.get('location') ?? '', nginx.baseURL).pathname).toBe('/es/');
    const picker = await get('/?choose');
    expect(picker.status).toBe(200);
    expect(picker.body.toString()).toContain('data-pick-lang="ru"');
  });

  it('sends a directory without its trailing slash to the slashed address', async () => {
    const { status, headers } = await get('/es/ocs/combat-table');
    expect(status).toBe(301);
    expect(new URL(headers.get('location') ?? '', nginx.baseURL).pathname).toBe('/es/ocs/combat-table/');
  });
});

describe('the headers files agree with src/lib/security-headers.ts', () => {
  it('deploy/security-headers.conf sends exactly those headers', () => {
    const conf = readFileSync('deploy/security-headers.conf', 'utf8');
    const sent = Object.fromEntries([...conf.matchAll(/^add_header (\S+) "(.*)" always;$/gm)].map((m) => [m[1], m[2]]));
    expect(sent).toEqual(SECURITY_HEADERS);
  });

  it('public/_headers gives static hosts the same headers', () => {
    const file = readFileSync('public/_headers', 'utf8');
    const all = file.split(/\n(?=\/)/).find((block) => block.startsWith('/*'))!;
    const sent = Object.fromEntries([...all.matchAll(/^ {2}([\w-]+): (.*)$/gm)].map((m) => [m[1], m[2]]));
    expect(sent).toEqual(SECURITY_HEADERS);
    expect(readFileSync('dist/_headers', 'utf8')).toBe(file);
    // Pagefind's files age with the pages there too (one rule: hosts differ in how they merge two that match).
    expect(file).toContain('/pagefind/*\n  Cache-Control: public, max-age=300, must-revalidate\n');
  });
});

describe('deploy/nginx.conf as deployed: HTTPS, with plain HTTP redirecting to it', () => {
  let secure: Awaited<ReturnType<typeof startNginx>>;
  beforeAll(async () => {
    secure = await startNginx({ tls: {} });
  });
  afterAll(async () => {
    await secure?.stop();
  });

  /** A request over TLS trusting the instance's throwaway certificate, with the protocol and cipher it agreed. */
  function getSecure(path: string, tls: { maxVersion?: 'TLSv1.2' | 'TLSv1.3'; ciphers?: string } = {}) {
    return new Promise<{ status: number; headers: Record<string, unknown>; protocol: string | null; cipher: string }>((done, fail) => {
      const req = httpsRequest(`${secure.baseURL}${path}`, { ca: readFileSync(secure.certificate!), ...tls }, (response) => {
        const socket = response.socket as TLSSocket;
        done({ status: response.statusCode ?? 0, headers: response.headers, protocol: socket.getProtocol(), cipher: socket.getCipher().standardName });
        response.resume();
      });
      req.on('error', fail).end();
    });
  }

  it('moves every plain-HTTP address to the same one over HTTPS, for good', async () => {
    const response = await fetch(`${secure.httpURL}/ru/gdb/movement-phase/8-5-e/?x=1`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`${secure.baseURL}/ru/gdb/movement-phase/8-5-e/?x=1`);
  });

  it('serves the site over TLS 1.3 with every security header, HSTS among them', async () => {
    const page = await getSecure('/es/ocs/reaction-phase/');
    expect(page.status).toBe(200);
    expect(page.protocol).toBe('TLSv1.3');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(page.headers[name.toLowerCase()], name).toBe(value);
    expect(SECURITY_HEADERS['Strict-Transport-Security']).toMatch(/max-age=(\d{8,})/);
  });

  it("accepts TLS 1.2 with the intermediate profile's ciphers, and refuses its weaker ones", async () => {
    const modern = await getSecure('/es/', { maxVersion: 'TLSv1.2', ciphers: 'ECDHE-ECDSA-AES128-GCM-SHA256' });
    expect([modern.protocol, modern.cipher]).toEqual(['TLSv1.2', 'TLS_ECDHE_ECDSA_WITH_AES_128_GCM_SHA256']);
    await expect(getSecure('/es/', { maxVersion: 'TLSv1.2', ciphers: 'ECDHE-ECDSA-AES128-SHA256:AES128-GCM-SHA256' })).rejects.toThrow();
  });
});
