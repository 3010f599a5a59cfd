import { afterEach, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { tmpdir } from 'node:os';
import { load } from 'cheerio';
import { collectSite } from '../../../src/lib/built-site';
import { checkLinks } from '../../../src/integrations/link-check';
import { writeClausesJson } from '../../../src/integrations/clauses-json';
import { keepPermalinks } from '../../../src/integrations/keep-permalinks';

// The post-build steps on a small built site of one document in two languages, written to a temporary folder.
const SITE = 'https://rules.example';
const logger = { info: () => {} };
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A rules page as the site renders one: an article with its clauses, and whatever else `body` adds. */
const rulesPage = (lang: string, ids: string[], body = '') => `<!doctype html><html lang="${lang}"><head><title>8</title></head><body>
<article data-doc="gdb/movement-phase" data-doc-title="VIII" data-original="${lang === 'ru'}" data-pagefind-body>
${ids.map((id) => `<section id="${id}" data-clause data-label="${id.replace(/-/g, '.')}"><p>Clause ${id}.</p></section>`).join('\n')}
${body}</article></body></html>`;

/** Writes a built site (path → HTML) and a permalink registry; returns the site folder and the registry file. */
function writeSite(pages: Record<string, string>, registry: { published: string[]; moved?: Record<string, string> } = { published: [] }) {
  const folder = mkdtempSync(join(tmpdir(), 'post-build-'));
  folders.push(folder);
  const root = join(folder, 'dist');
  for (const [path, html] of Object.entries(pages)) {
    const file = join(root, path, 'index.html');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
  }
  const registryFile = join(folder, 'permalinks.json');
  writeFileSync(registryFile, JSON.stringify({ moved: {}, ...registry }));
  return { root, registryFile };
}

const TWO_VERSIONS = (ids: string[], ruBody = '') => ({
  '/es/gdb/movement-phase/': rulesPage('es', ids),
  '/ru/gdb/movement-phase/': rulesPage('ru', ids, ruBody),
  ...Object.fromEntries(ids.flatMap((id) => ['es', 'ru'].map((lang) => [`/${lang}/gdb/movement-phase/${id}/`, `<html lang="${lang}"><body><p>${id}</p></body></html>`]))),
});

describe('the link check', () => {
  it('passes a site whose links all resolve', async () => {
    const { root } = writeSite(TWO_VERSIONS(['8-5', '8-7-dragoons'], '<a href="#8-5">8.5</a> <a href="/es/gdb/movement-phase/8-5/">es</a>'));
    const scan = await collectSite(root, SITE);
    expect(() => checkLinks(scan)).not.toThrow();
  });

  it('fails on an internal link to a clause that does not exist, naming the page and the link', async () => {
    const { root } = writeSite(TWO_VERSIONS(['8-5'], '<a href="#8-11">8.11</a> <a href="/ru/gdb/nowhere/">x</a>'));
    const scan = await collectSite(root, SITE);
    expect(() => checkLinks(scan, [])).toThrow(
      'Broken internal links:\n  #8-11, written in no rules text nor the glossary; on /ru/gdb/movement-phase/\n  /ru/gdb/nowhere/, written in no rules text nor the glossary; on /ru/gdb/movement-phase/',
    );
  });

  it('passes a link to a long document\'s clause at the document\'s address that another of its sections shows, and only such a link (a maintainer review: a translation read whole, 222 broken links)', async () => {
    const { root } = writeSite({
      '/es/gdb/movement-phase/': rulesPage('es', ['8-5']),
      '/es/gdb/movement-phase/part/2/': rulesPage('es', ['8-7-dragoons']),
      '/ru/gdb/movement-phase/': rulesPage('ru', ['8-5', '8-7-dragoons'], '<a href="/es/gdb/movement-phase/#8-7-dragoons">es</a>'),
    });
    const scanned = await collectSite(root, SITE);
    expect(() => checkLinks(scanned, [])).not.toThrow();
    const { root: missing } = writeSite({
      '/es/gdb/movement-phase/': rulesPage('es', ['8-5']),
      '/es/gdb/movement-phase/part/2/': rulesPage('es', ['8-7-dragoons']),
      '/ru/gdb/movement-phase/': rulesPage('ru', ['8-5'], '<a href="/es/gdb/movement-phase/#8-9">es</a> <a href="#8-7-dragoons">ru</a>'),
    });
    // A clause no page of the document holds, or an in-page link to a clause this page lacks, is still broken.
    const scan = await collectSite(missing, SITE);
    expect(scan.brokenLinks.map((link) => link.href).sort()).toEqual(['#8-7-dragoons', '/es/gdb/movement-phase/#8-9']);
  });

  it('names each broken link once, where it is written, file and line, as the error\'s location (a maintainer review: 32 lines of built pages)', async () => {
    const pages = { ...TWO_VERSIONS(['8-5']), '/ru/gdb/movement-phase/': rulesPage('ru', ['8-5'], '<a href="#8-11">8.11</a>') };
    for (const page of ['/es/gdb/movement-phase/8-5/', '/ru/gdb/movement-phase/8-5/', '/es/gdb/movement-phase/parallel/', '/ru/gdb/print/']) {
      pages[page as keyof typeof pages] = `<html lang="ru"><body><a href="/ru/gdb/movement-phase/#8-11">8.11</a></body></html>`;
    }
    const { root } = writeSite(pages);
    const scan = await collectSite(root, SITE);
    const sources = [{ file: 'content/rules/ru/gdb/movement-phase.mdx', text: '---\ntitle: x\n---\n\nСм. [8.11](/ru/gdb/movement-phase/#8-11) и [8.11](#8-11).\n' }];
    let thrown: (Error & { loc?: { file: string; line: number } }) | undefined;
    try {
      checkLinks(scan, sources);
    } catch (error) {
      thrown = error as Error & { loc?: { file: string; line: number } };
    }
    expect(thrown?.message).toContain('  #8-11, written at content/rules/ru/gdb/movement-phase.mdx:5; on /ru/gdb/movement-phase/');
    expect(thrown?.message).toMatch(/  \/ru\/gdb\/movement-phase\/#8-11, written at content\/rules\/ru\/gdb\/movement-phase\.mdx:5; on \S+, \S+, \S+ and 1 more/u);
    expect(thrown?.message.split('\n')).toHaveLength(3);
    expect(thrown?.loc).toMatchObject({ file: 'content/rules/ru/gdb/movement-phase.mdx', line: 5 });
  });
});

describe('clauses.json', () => {
  it('lists every clause of every language version, with its permalink and text', async () => {
    const { root } = writeSite(TWO_VERSIONS(['8-5', '8-6']));
    await writeClausesJson(root, await collectSite(root, SITE), logger);
    const records = JSON.parse(readFileSync(join(root, 'clauses.json'), 'utf8')) as { url: string; permalink: string; text: string; original: boolean }[];
    expect(records.map((r) => [r.url, r.permalink, r.text, r.original])).toEqual([
      ['/es/gdb/movement-phase/#8-5', '/es/gdb/movement-phase/8-5/', 'Clause 8-5.', false],
      ['/es/gdb/movement-phase/#8-6', '/es/gdb/movement-phase/8-6/', 'Clause 8-6.', false],
      ['/ru/gdb/movement-phase/#8-5', '/ru/gdb/movement-phase/8-5/', 'Clause 8-5.', true],
      ['/ru/gdb/movement-phase/#8-6', '/ru/gdb/movement-phase/8-6/', 'Clause 8-6.', true],
    ]);
  });
});

describe('the permalink registry', () => {
  const registered = ['/es/gdb/movement-phase/#8-7-dragoons', '/ru/gdb/movement-phase/8-7-dragoons/', '/es/gdb/movement-phase/'];

  it('passes a build that still publishes every registered URL', async () => {
    const { root, registryFile } = writeSite(TWO_VERSIONS(['8-7-dragoons']), { published: registered });
    await expect(keepPermalinks({ root, registryFile, scan: await collectSite(root, SITE), site: SITE, logger })).resolves.toEqual({ redirects: [] });
  });

  it('fails the build, naming the URL, when a registered clause disappears', async () => {
    const { root, registryFile } = writeSite(TWO_VERSIONS(['8-7-dragoons-renamed']), { published: registered });
    const failure = keepPermalinks({ root, registryFile, scan: await collectSite(root, SITE), site: SITE, logger });
    await expect(failure).rejects.toThrow('Published URLs would break (content/permalinks.json):');
    await expect(failure).rejects.toThrow('/es/gdb/movement-phase/#8-7-dragoons no longer resolves');
    await expect(failure).rejects.toThrow('/ru/gdb/movement-phase/8-7-dragoons/ no longer resolves');
  });

  it('keeps working the links to a long document\'s clauses made before it was split, or before its sections moved', async () => {
    // 8.7 went to the document's second section; 8.5 stays on its own page.
    const split = {
      '/es/gdb/movement-phase/': rulesPage('es', ['8-5']),
      '/es/gdb/movement-phase/part/2/': rulesPage('es', ['8-7-dragoons']),
    };
    const published = ['/es/gdb/movement-phase/#8-7-dragoons', '/es/gdb/movement-phase/part/2/#8-5', '/es/gdb/movement-phase/#8-5'];
    const { root, registryFile } = writeSite(split, { published });
    await expect(keepPermalinks({ root, registryFile, scan: await collectSite(root, SITE), site: SITE, logger })).resolves.toEqual({ redirects: [] });
    // A clause no section holds, or held by another document, is still a broken link.
    const elsewhere = writeSite({ ...split, '/es/gdb/other/': rulesPage('es', ['9-1']) }, { published: ['/es/gdb/movement-phase/#9-1'] });
    await expect(keepPermalinks({ ...elsewhere, scan: await collectSite(elsewhere.root, SITE), site: SITE, logger })).rejects.toThrow('/es/gdb/movement-phase/#9-1 no longer resolves');
  });

  it('fails when a moved URL is sent to a place that does not resolve either', async () => {
    const moved = { '/ru/gdb/movement-phase/8-7-dragoons/': '/ru/gdb/movement-phase/8-7-nowhere/', '/es/gdb/movement-phase/#8-7-dragoons': '/es/gdb/movement-phase/#8-7-dragoons-renamed' };
    const { root, registryFile } = writeSite(TWO_VERSIONS(['8-7-dragoons-renamed']), { published: registered, moved });
    await expect(keepPermalinks({ root, registryFile, scan: await collectSite(root, SITE), site: SITE, logger })).rejects.toThrow(
      '/ru/gdb/movement-phase/8-7-dragoons/ is moved to /ru/gdb/movement-phase/8-7-nowhere/, which does not resolve either',
    );
  });

  it('sends moved URLs on to their new place with static redirect pages and clause aliases', async () => {
    const moved: Record<string, string> = {};
    for (const lang of ['es', 'ru']) {
      moved[`/${lang}/gdb/movement-phase/#8-7-dragoons`] = `/${lang}/gdb/movement-phase/#8-7-dragoons-renamed`;
      moved[`/${lang}/gdb/movement-phase/8-7-dragoons/`] = `/${lang}/gdb/movement-phase/8-7-dragoons-renamed/`;
    }
    const published = Object.keys(moved);
    const { root, registryFile } = writeSite(
      {
        ...TWO_VERSIONS(['8-6', '8-7-dragoons-renamed']),
        '/es/gdb/movement-phase/parallel/': '<html lang="es"><body><section id="8-6"></section><section id="8-7-dragoons-renamed"></section></body></html>',
        '/es/gdb/print/': '<html lang="es"><body><section id="movement-phase--8-6"></section><section id="movement-phase--8-7-dragoons-renamed"></section></body></html>',
      },
      { published, moved },
    );
    await keepPermalinks({ root, registryFile, scan: await collectSite(root, SITE), site: SITE, logger });
    const redirect = load(readFileSync(join(root, 'es/gdb/movement-phase/8-7-dragoons/index.html'), 'utf8'));
    expect(redirect('link[rel="canonical"]').attr('href')).toBe(`${SITE}/es/gdb/movement-phase/8-7-dragoons-renamed/`);
    expect(redirect('meta[http-equiv="refresh"]').attr('content')).toBe('0; url=/es/gdb/movement-phase/8-7-dragoons-renamed/');
    const doc = load(readFileSync(join(root, 'es/gdb/movement-phase/index.html'), 'utf8'));
    expect(doc('[id="8-7-dragoons"]').attr('data-alias-of')).toBe('8-7-dragoons-renamed');
    expect(doc('[id="8-7-dragoons"] + [id="8-7-dragoons-renamed"]').length).toBe(1);
    // The side-by-side view and the printable booklet keep the old fragment too (a redeploy review: they lost it).
    const parallel = load(readFileSync(join(root, 'es/gdb/movement-phase/parallel/index.html'), 'utf8'));
    expect(parallel('[id="8-7-dragoons"] + [id="8-7-dragoons-renamed"]').length).toBe(1);
    const booklet = load(readFileSync(join(root, 'es/gdb/print/index.html'), 'utf8'));
    expect(booklet('[id="movement-phase--8-7-dragoons"] + [id="movement-phase--8-7-dragoons-renamed"]').length).toBe(1);
    // Every moved URL now resolves.
    const after = await collectSite(root, SITE);
    expect(published.filter((url) => !after.resolves(url))).toEqual([]);
  });

  it('sends a clause moved to another document, or to its own page, on from its old fragment', async () => {
    const moved = {
      '/es/gdb/movement-phase/#8-7-dragoons': '/es/gdb/fire-phase/#9-1',
      '/ru/gdb/movement-phase/#8-7-dragoons': '/ru/gdb/movement-phase/8-6/',
    };
    const pages = { ...TWO_VERSIONS(['8-6']), '/es/gdb/fire-phase/': rulesPage('es', ['9-1']), '/ru/gdb/movement-phase/8-6/': '<html lang="ru"><body><p>8-6</p></body></html>' };
    const { root, registryFile } = writeSite(pages, { published: Object.keys(moved), moved });
    await keepPermalinks({ root, registryFile, scan: await collectSite(root, SITE), site: SITE, logger });
    const es = load(readFileSync(join(root, 'es/gdb/movement-phase/index.html'), 'utf8'));
    const notice = es('[id="8-7-dragoons"]');
    expect(notice.attr('data-moved-to')).toBe('/es/gdb/fire-phase/#9-1');
    expect(notice.attr('href')).toBe('/es/gdb/fire-phase/#9-1');
    expect(notice.text()).toBe('Esta cláusula está ahora en otro lugar: 9.1, VIII');
    const ru = load(readFileSync(join(root, 'ru/gdb/movement-phase/index.html'), 'utf8'));
    expect(ru('[id="8-7-dragoons"]').attr('data-moved-to')).toBe('/ru/gdb/movement-phase/8-6/');
    expect(ru('[id="8-7-dragoons"]').text()).toContain('Этот пункт теперь в другом месте');
    const after = await collectSite(root, SITE);
    expect(Object.keys(moved).filter((url) => !after.resolves(url))).toEqual([]);
  });

  it('fails on a moved address never published, and on a moved clause whose page is gone', async () => {
    const registry = { published: ['/es/gdb/movement-phase/#8-6', '/es/gdb/old-phase/#1-1'], moved: { '/es/gdb/movement-phase/#8-66': '/es/gdb/movement-phase/#8-6', '/es/gdb/old-phase/#1-1': '/es/gdb/movement-phase/#8-6' } };
    const { root, registryFile } = writeSite(TWO_VERSIONS(['8-6']), registry);
    const failure = keepPermalinks({ root, registryFile, scan: await collectSite(root, SITE), site: SITE, logger });
    await expect(failure).rejects.toThrow('"moved" has /es/gdb/movement-phase/#8-66, which was never published');
    await expect(failure).rejects.toThrow('/es/gdb/old-phase/#1-1 is moved, but its page /es/gdb/old-phase/ no longer exists');
  });
});

describe('a permalink registry that is not JSON', () => {
  it('fails the build naming the registry and where its JSON breaks', async () => {
    const { root, registryFile } = writeSite(TWO_VERSIONS(['8-6']));
    writeFileSync(registryFile, '{ "published": ["/es/", ] }');
    await expect(keepPermalinks({ root, registryFile, scan: await collectSite(root, SITE), site: SITE, logger })).rejects.toThrow(/^content\/permalinks\.json: .*JSON/u);
  });
});
