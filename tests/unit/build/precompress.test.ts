import { afterEach, describe, expect, it, vi } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { AstroPrerenderer } from 'astro';
import { compressAsRendered, handingOnPages, precompressFiles, startPrecompression } from '../../../src/integrations/precompress';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A small built site: a page, a stylesheet, an image. */
function writeSite() {
  const folder = mkdtempSync(join(tmpdir(), 'precompress-'));
  folders.push(folder);
  const root = join(folder, 'dist');
  mkdirSync(join(root, 'es'), { recursive: true });
  writeFileSync(join(root, 'es/index.html'), `<!doctype html><p>${'Modo Reserva. '.repeat(200)}</p>`);
  writeFileSync(join(root, 'site.css'), `body { color: black; }\n`.repeat(50));
  writeFileSync(join(root, 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  return { root, cacheDir: join(folder, 'cache') };
}

const decoded = (file: string) => ({ gz: gunzipSync(readFileSync(`${file}.gz`)).toString(), br: brotliDecompressSync(readFileSync(`${file}.br`)).toString() });

describe('precompression', () => {
  it('writes a gzip and a brotli file beside every text file, each decoding to the file', async () => {
    const { root } = writeSite();
    expect(await precompressFiles(root)).toEqual({ files: 2, reused: 0, asRendered: 0 });
    for (const file of [join(root, 'es/index.html'), join(root, 'site.css')]) {
      const plain = readFileSync(file, 'utf8');
      expect(decoded(file)).toEqual({ gz: plain, br: plain });
      expect(readFileSync(`${file}.br`).length).toBeLessThan(plain.length / 10);
    }
    expect(existsSync(join(root, 'logo.png.br'))).toBe(false);
  });

  it('compresses again only the files whose content changed since the last build', async () => {
    const { root, cacheDir } = writeSite();
    expect(await precompressFiles(root, { cacheDir })).toEqual({ files: 2, reused: 0, asRendered: 0 });
    // The next build writes the same files anew, one of them changed.
    const { root: next } = writeSite();
    writeFileSync(join(next, 'site.css'), 'main { margin: 0; }\n'.repeat(50));
    expect(await precompressFiles(next, { cacheDir })).toEqual({ files: 2, reused: 1, asRendered: 0 });
    expect(decoded(join(next, 'site.css')).br).toBe(readFileSync(join(next, 'site.css'), 'utf8'));
    expect(decoded(join(next, 'es/index.html')).br).toBe(readFileSync(join(next, 'es/index.html'), 'utf8'));
  });

  it('keeps the cached encodings of a file a step rewrites after they were linked into the site', async () => {
    const { root, cacheDir } = writeSite();
    await precompressFiles(root, { cacheDir });
    const { root: next } = writeSite();
    const page = join(next, 'es/index.html');
    const first = readFileSync(page, 'utf8');
    expect(await precompressFiles(next, { cacheDir })).toEqual({ files: 2, reused: 2, asRendered: 0 });
    // A step rewrites the page; the pass at the end compresses it again, beside the cache's encodings of the first.
    writeFileSync(page, '<!doctype html><p>Otro texto.</p>');
    await precompressFiles(next, { cacheDir, only: [page] });
    expect(decoded(page).br).toBe('<!doctype html><p>Otro texto.</p>');
    const { root: third } = writeSite();
    expect(await precompressFiles(third, { cacheDir })).toEqual({ files: 2, reused: 2, asRendered: 0 });
    expect(decoded(join(third, 'es/index.html'))).toEqual({ gz: first, br: first });
  });

  it('compresses only the files asked for', async () => {
    const { root } = writeSite();
    const page = join(root, 'es/index.html');
    expect(await precompressFiles(root, { only: [page] })).toEqual({ files: 1, reused: 0, asRendered: 0 });
    expect(existsSync(`${page}.br`) && !existsSync(join(root, 'site.css.br'))).toBe(true);
  });

  it('started as the post-build steps begin, takes at the end what they wrote or changed meanwhile', async () => {
    vi.stubEnv('PRECOMPRESS', '1');
    const { root, cacheDir } = writeSite();
    const lines: string[] = [];
    const precompression = startPrecompression(root, cacheDir, { info: (line) => lines.push(line) });
    // The later steps, once the first pass has had time to finish: a page rewritten (a clause alias), a file added.
    await new Promise((resolve) => setTimeout(resolve, 300));
    writeFileSync(join(root, 'es/index.html'), `<!doctype html><p>${'<span id="8-5"></span> '.repeat(50)}</p>`);
    writeFileSync(join(root, 'clauses.json'), `${'[]\n'.repeat(100)}`);
    await precompression.finish();
    for (const file of ['es/index.html', 'site.css', 'clauses.json']) {
      const plain = readFileSync(join(root, file), 'utf8');
      expect(decoded(join(root, file)), file).toEqual({ gz: plain, br: plain });
    }
    expect(lines).toEqual([expect.stringMatching(/^precompressed \d+ files \(gzip, brotli; 0 as they were rendered, \d+ unchanged since an earlier build\) in \d+ ms$/)]);
    vi.unstubAllEnvs();
  });

  it('compresses each page as it is rendered; the pass after the build links those encodings', async () => {
    const { root, cacheDir } = writeSite();
    const early = compressAsRendered(cacheDir);
    early.add('/es/', readFileSync(join(root, 'es/index.html')));
    early.add('/site.css', readFileSync(join(root, 'site.css')));
    early.add('/logo.png', readFileSync(join(root, 'logo.png')));
    expect(early.underWay.size).toBe(2);
    early.hurry();
    expect(await precompressFiles(root, { cacheDir, underWay: early.underWay })).toEqual({ files: 2, reused: 0, asRendered: 2 });
    for (const file of ['es/index.html', 'site.css']) {
      const plain = readFileSync(join(root, file), 'utf8');
      expect(decoded(join(root, file)), file).toEqual({ gz: plain, br: plain });
    }
  });

  it('counts a rendered page whose encodings an earlier build made as unchanged, not as compressed now', async () => {
    const { root, cacheDir } = writeSite();
    await precompressFiles(root, { cacheDir });
    const { root: next } = writeSite();
    const early = compressAsRendered(cacheDir);
    early.add('/es/', readFileSync(join(next, 'es/index.html')));
    expect(await precompressFiles(next, { cacheDir, underWay: early.underWay })).toEqual({ files: 2, reused: 2, asRendered: 0 });
  });

  it('compresses again a page a later step rewrote after it was rendered', async () => {
    const { root, cacheDir } = writeSite();
    const early = compressAsRendered(cacheDir);
    early.add('/es/', readFileSync(join(root, 'es/index.html')));
    // A step adds a moved clause's old anchor to the page once every page is rendered.
    writeFileSync(join(root, 'es/index.html'), `<!doctype html><p>${'<span id="8-10-once"></span> '.repeat(40)}</p>`);
    expect(await precompressFiles(root, { cacheDir, underWay: early.underWay })).toEqual({ files: 2, reused: 0, asRendered: 0 });
    const plain = readFileSync(join(root, 'es/index.html'), 'utf8');
    expect(decoded(join(root, 'es/index.html'))).toEqual({ gz: plain, br: plain });
  });

  it('hands on each page the build renders, byte for byte as the build gets it, and no redirect', async () => {
    const page = '<!doctype html><p>Modo Reserva</p>';
    const rendered: Record<string, Response | { response: Response; metadata: object }> = {
      'https://rules.example/es/': new Response(page, { headers: { 'content-type': 'text/html' } }),
      'https://rules.example/ru/': { response: new Response(page), metadata: { contentEntryKeys: [] } },
      'https://rules.example/old/': new Response(null, { status: 301, headers: { location: '/es/' } }),
    };
    const astro = { name: 'astro:default', getStaticPaths: async () => [], render: async (request: Request) => rendered[request.url]! } as unknown as AstroPrerenderer;
    const handed: [string, string][] = [];
    const wrapped = handingOnPages(astro, (path, body) => handed.push([path, body.toString()]));
    const es = (await wrapped.render(new Request('https://rules.example/es/'), { routeData: {} as never })) as Response;
    expect([es.status, es.headers.get('content-type'), await es.text()]).toEqual([200, 'text/html', page]);
    const ru = (await wrapped.render(new Request('https://rules.example/ru/'), { routeData: {} as never })) as { response: Response; metadata: object };
    expect([await ru.response.text(), ru.metadata]).toEqual([page, { contentEntryKeys: [] }]);
    const old = (await wrapped.render(new Request('https://rules.example/old/'), { routeData: {} as never })) as Response;
    expect([old.status, old.headers.get('location')]).toEqual([301, '/es/']);
    expect(handed).toEqual([['/es/', page], ['/ru/', page]]);
  });
});
