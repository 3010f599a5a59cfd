import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { tmpdir } from 'node:os';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** A free loopback port. */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

/**
 * Starts Debian's nginx on loopback with `deploy/nginx.conf` serving `dist/`, as a self-contained
 * instance (own prefix, pid and logs). Returns its base URL and a stop function.
 */
export async function startNginx(): Promise<{ baseURL: string; stop: () => Promise<void> }> {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: install Debian's nginx and libnginx-mod-http-brotli-static (.ci/run does)`);
  const port = await freePort();
  const prefix = mkdtempSync(join(tmpdir(), 'rules-nginx-'));
  const site = readFileSync('deploy/nginx.conf', 'utf8')
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    .replace(/\s*listen \[::\]:80;/, '')
    .replace('root /srv/wargame-rules/dist;', `root ${resolve('dist')};`)
    .replaceAll('include security-headers.conf;', `include ${resolve('deploy/security-headers.conf')};`);
  writeFileSync(join(prefix, 'site.conf'), site);
  const brotli = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
  if (!existsSync(brotli)) throw new Error(`${brotli} is missing: install libnginx-mod-http-brotli-static (.ci/run does)`);
  const modules = `load_module ${brotli};`;
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `${modules}
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  include ${prefix}/site.conf;
}
`,
  );
  const check = spawnSync(NGINX, ['-t', '-p', prefix, '-c', join(prefix, 'nginx.conf')], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx rejects the configuration:\n${check.stderr}${check.stdout}`);
  const server: ChildProcess = spawn(NGINX, ['-p', prefix, '-c', join(prefix, 'nginx.conf')], { stdio: 'ignore' });
  const baseURL = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i += 1) {
    try {
      await fetch(`${baseURL}/404.html`);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return {
    baseURL,
    stop: async () => {
      server.kill('SIGQUIT');
      await new Promise((r) => server.once('exit', r));
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
