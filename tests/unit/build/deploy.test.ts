import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { tmpdir } from 'node:os';
import { deploy, deployRecord } from '../../../scripts/deploy.mjs';
import { deployPlan } from '../../../src/lib/deploy-plan';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A built site of the files given (path → content), in a folder of its own. */
function build(files: Record<string, string>): string {
  const root = join(mkdtempSync(join(tmpdir(), 'deploy-')), 'dist');
  folders.push(dirname(root));
  for (const [path, body] of Object.entries({ 'clauses.json': '[]', ...files })) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), body);
  }
  return root;
}

// Two releases: the second changes a page, and so the page's script and the search index's files get new names.
const FIRST = {
  'es/index.html': '<script src="/_astro/page.A1.js"></script> v1',
  'es/gdb/8-7-dragoons/index.html': 'a clause page the second release renames',
  '_astro/page.A1.js': 'script v1',
  '_astro/page.A1.js.br': 'script v1, compressed',
  'pagefind/es/fragment/es_a1.pf_fragment': 'fragment v1',
  'pagefind/es/pagefind-entry.json': '{"v":1}',
};
const SECOND = {
  'es/index.html': '<script src="/_astro/page.B2.js"></script> v2',
  'es/gdb/8-7-dragoons-lancers/index.html': 'the clause page, renamed',
  '_astro/page.B2.js': 'script v2',
  '_astro/page.B2.js.br': 'script v2, compressed',
  'pagefind/es/fragment/es_b2.pf_fragment': 'fragment v2',
  'pagefind/es/pagefind-entry.json': '{"v":2}',
};

describe('a deploy over the last release (a redeploy review: pages readers had lost their search)', () => {
  it('serves the new release, and keeps the last one\'s hashed files a day for the pages readers still have', () => {
    const target = join(mkdtempSync(join(tmpdir(), 'served-')), 'www');
    folders.push(dirname(target));
    const day = new Date('2026-12-02T10:00:00Z');
    deploy(build(FIRST), target, day);
    expect(readFileSync(join(target, 'es/index.html'), 'utf8')).toContain('v1');

    const plan = deploy(build(SECOND), target, new Date(day.getTime() + 60_000));
    // The new release, whole; its hashed files went in before its pages.
    for (const [path, body] of Object.entries(SECOND)) expect(readFileSync(join(target, path), 'utf8'), path).toBe(body);
    expect(plan.copyFirst).toEqual(['_astro/page.B2.js', '_astro/page.B2.js.br', 'pagefind/es/fragment/es_b2.pf_fragment']);
    // A page of the first release still finds its script and its search fragment; its own renamed page is gone.
    expect(existsSync(join(target, '_astro/page.A1.js')) && existsSync(join(target, 'pagefind/es/fragment/es_a1.pf_fragment'))).toBe(true);
    expect(existsSync(join(target, 'es/gdb/8-7-dragoons'))).toBe(false);
    // Noted beside the served folder, not in it.
    expect(Object.keys(JSON.parse(readFileSync(deployRecord(target), 'utf8')))).toEqual(['_astro/page.A1.js', '_astro/page.A1.js.br', 'pagefind/es/fragment/es_a1.pf_fragment']);

    // A file the release did not change is left as it was, its date with it.
    const before = statSync(join(target, 'clauses.json')).mtimeMs;
    // A day after they were superseded, the next deploy removes them.
    deploy(build(SECOND), target, new Date(day.getTime() + 60_000 + 24 * 3600_000));
    expect(existsSync(join(target, '_astro/page.A1.js'))).toBe(false);
    expect(existsSync(join(target, 'pagefind/es/fragment/es_a1.pf_fragment'))).toBe(false);
    expect(JSON.parse(readFileSync(deployRecord(target), 'utf8'))).toEqual({});
    expect(statSync(join(target, 'clauses.json')).mtimeMs).toBe(before);
  });

  it('refuses a folder that holds no built site, a served folder that is a file, and a note that does not read', () => {
    const empty = mkdtempSync(join(tmpdir(), 'deploy-'));
    folders.push(empty);
    expect(() => deploy(empty, join(empty, 'www'))).toThrow(`${empty} holds no built site: run npm run build first`);
    const site = build(FIRST);
    writeFileSync(join(empty, 'file'), 'x');
    expect(() => deploy(site, join(empty, 'file'))).toThrow(`${join(empty, 'file')} is a file, not the folder the server serves`);
    writeFileSync(deployRecord(join(empty, 'www')), '{"_astro/a.js": ');
    expect(() => deploy(site, join(empty, 'www'))).toThrow(new RegExp(`^${deployRecord(join(empty, 'www'))}: .*\\(remove it to keep nothing of earlier releases\\)$`, 'u'));
  });

  it('counts a day from when a file was first superseded, and a note that is no date as now', () => {
    const now = new Date('2026-12-03T10:00:00Z');
    const plan = deployPlan(['es/index.html'], ['_astro/x.js', '_astro/y.js', '_astro/z.js', 'es/old/index.html'], { '_astro/x.js': '2026-12-02T09:00:00Z', '_astro/y.js': 'soon' }, now);
    expect(plan.remove).toEqual(['_astro/x.js', 'es/old/index.html']);
    expect(plan.superseded).toEqual({ '_astro/y.js': now.toISOString(), '_astro/z.js': now.toISOString() });
  });
});
