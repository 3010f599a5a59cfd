import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveSite } from '../../../scripts/lib/site-server';
import { SECURITY_HEADERS } from '../../../src/lib/security-headers';

let root: string;
let server: Awaited<ReturnType<typeof serveSite>>;

const page = (path: string, text: string) => {
  mkdirSync(join(root, path), { recursive: true });
  writeFileSync(join(root, path, 'index.html'), `<!doctype html><title>${text}</title><p>${text.repeat(200)}</p>`);
};

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'site-server-'));
  page('es', 'Inicio');
  page('es/404', 'No encontrada');
  page('ru/404', 'Не найдена');
  writeFileSync(join(root, '404.html'), '<!doctype html><title>404</title><p>No encontrada · Не найдена</p>');
  server = await serveSite(root);
});
afterAll(async () => {
  await server?.stop();
  rmSync(root, { recursive: true, force: true });
});

describe('the site server (npm start, and the tests)', () => {
  it('serves a page compressed, with the deploy\'s security headers', async () => {
    const response = await fetch(`${server.baseURL}/es/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers.get(name), name).toBe(value);
    expect(await response.text()).toContain('<title>Inicio</title>');
  });

  it('answers a missing address with the error page of the language its path names, and 404', async () => {
    const ru = await fetch(`${server.baseURL}/ru/gdb/no-such-page/`);
    expect(ru.status).toBe(404);
    expect(await ru.text()).toContain('Не найдена');
    expect(ru.headers.get('content-security-policy')).toBe(SECURITY_HEADERS['Content-Security-Policy']);
    const none = await fetch(`${server.baseURL}/nowhere`);
    expect(none.status).toBe(404);
    expect(await none.text()).toContain('No encontrada · Не найдена');
  });

  it('merges doubled slashes in a path, as nginx does, and leaves the query as it is', async () => {
    for (const path of ['/es//', '//es/', '/es//?q=a//b']) {
      const response = await fetch(`${server.baseURL}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain('<title>Inicio</title>');
    }
  });

  it('serves what a build run while it serves wrote: a page made anew whole, a new page (a maintainer review: npm start kept the old lengths)', async () => {
    page('es/reglas', 'Corta');
    expect(await (await fetch(`${server.baseURL}/es/reglas/`)).text()).toContain('<title>Corta</title>');
    // The rebuild writes a longer page, and a page that was not there.
    page('es/reglas', 'Una página más larga tras la nueva construcción');
    page('es/nueva', 'Nueva');
    const changed = await fetch(`${server.baseURL}/es/reglas/`, { headers: { 'accept-encoding': 'identity' } });
    expect(await changed.text()).toMatch(/<title>Una página más larga tras la nueva construcción<\/title>.*<\/p>$/su);
    const added = await fetch(`${server.baseURL}/es/nueva/`);
    expect([added.status, await added.text()]).toEqual([200, expect.stringContaining('<title>Nueva</title>')]);
  });
});
