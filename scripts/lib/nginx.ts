import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
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

/** Resolves once a loopback port accepts connections (nginx has started). */
async function listening(host: string, port: number): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    const open = await new Promise<boolean>((done) => {
      const socket = connect(port, host, () => {
        socket.end();
        done(true);
      }).on('error', () => done(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`nginx is not listening on ${host}:${port}`);
}

/** The top-level `server { … }` blocks of a configuration, and what stands outside them. */
function splitServers(conf: string): { outside: string; servers: string[] } {
  const servers: string[] = [];
  let outside = '';
  let at = 0;
  for (let open = conf.indexOf('server {', at); open !== -1; open = conf.indexOf('server {', at)) {
    outside += conf.slice(at, open);
    let depth = 0;
    let end = open;
    for (; end < conf.length; end += 1) {
      if (conf[end] === '{') depth += 1;
      if (conf[end] === '}' && --depth === 0) break;
    }
    servers.push(conf.slice(open, end + 1));
    at = end + 1;
  }
  return { outside: outside + conf.slice(at), servers };
}

/** A throwaway certificate for `names` (self-signed, made by openssl), and the files nginx reads it from. */
export function throwawayCertificate(dir: string, names = ['localhost', '127.0.0.1']): { cert: string; key: string } {
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  const san = names.map((n) => (/^[\d.]+$/.test(n) ? `IP:${n}` : `DNS:${n}`)).join(',');
  const made = spawnSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2', '-subj', `/CN=${names[0]}`, '-addext', `subjectAltName=${san}`, '-keyout', key, '-out', cert], { encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`openssl could not make a certificate:\n${made.stderr}`);
  return { cert, key };
}

export interface NginxOptions {
  /**
   * Serve as deployed: HTTPS with a throwaway certificate, and plain HTTP redirecting to it. Without it,
   * the HTTPS server's site is served over plain HTTP on one loopback port (the tests' usual mode).
   */
  tls?: { httpPort?: number; httpsPort?: number; host?: string };
}

/** The site configuration as the tests run it: loopback ports, this checkout's dist/ and header file. */
function siteConfig(prefix: string, options: NginxOptions, ports: { http: number; https: number }): string {
  const { outside, servers } = splitServers(readFileSync('deploy/nginx.conf', 'utf8'));
  const redirect = servers.find((s) => /^\s*listen 80;/m.test(s));
  const site = servers.find((s) => /^\s*listen 443 ssl/m.test(s));
  if (!redirect || !site) throw new Error('deploy/nginx.conf: expected a server on port 80 and one on 443 with ssl');
  const local = (block: string) =>
    block
      .replace(/\s*listen \[::\]:\d+[^;]*;/g, '')
      .replace('root /srv/wargame-rules/dist;', `root ${resolve('dist')};`);
  if (!options.tls) {
    const plain = local(site)
      .replace(/^(\s*)listen 443 ssl[^;]*;/m, `$1listen 127.0.0.1:${ports.http};`)
      .replace(/^\s*ssl_\w+ [^;]*;\n/gm, '');
    return `${outside}${plain}\n`;
  }
  const host = options.tls.host ?? '127.0.0.1';
  const { cert, key } = throwawayCertificate(prefix, [host]);
  const secure = local(site)
    .replace(/^(\s*)listen 443 ssl([^;]*);/m, `$1listen ${host}:${ports.https} ssl$2;`)
    .replace(/ssl_certificate [^;]*;/, `ssl_certificate ${cert};`)
    .replace(/ssl_certificate_key [^;]*;/, `ssl_certificate_key ${key};`)
    .replace(/ssl_trusted_certificate [^;]*;/, `ssl_trusted_certificate ${cert};`)
    .replace(/ssl_dhparam [^;]*;/, `ssl_dhparam ${resolve('deploy/ffdhe2048.pem')};`)
    // A self-signed certificate has no responder to staple.
    .replace(/^\s*ssl_stapling(_verify)? on;\n/gm, '');
  const plain = local(redirect)
    .replace(/^(\s*)listen 80;/m, `$1listen ${host}:${ports.http};`)
    .replace(/root \/var\/www\/acme;/, `root ${prefix}/acme;`)
    .replace('https://$host$request_uri', ports.https === 443 ? 'https://$host$request_uri' : `https://$host:${ports.https}$request_uri`);
  return `${outside}${plain}\n${secure}\n`;
}

/**
 * Starts Debian's nginx on loopback with `deploy/nginx.conf` serving `dist/`, as a self-contained
 * instance (own prefix, pid and logs). Returns its base URL (`https://` with `tls`), the plain-HTTP URL,
 * and a stop function.
 */
export async function startNginx(options: NginxOptions = {}): Promise<{ baseURL: string; httpURL: string; certificate?: string; stop: () => Promise<void> }> {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: install Debian's nginx and libnginx-mod-http-brotli-static (.ci/run does)`);
  const ports = { http: options.tls?.httpPort ?? (await freePort()), https: options.tls?.httpsPort ?? (await freePort()) };
  const prefix = mkdtempSync(join(tmpdir(), 'rules-nginx-'));
  // Laid out as deploy/nginx.conf's install note says, with the prefix standing for /etc/nginx/: the site in conf.d/,
  // its header file in snippets/, which the site's includes name from the prefix.
  mkdirSync(join(prefix, 'conf.d'));
  mkdirSync(join(prefix, 'snippets'));
  writeFileSync(join(prefix, 'conf.d/wargame-rules.conf'), siteConfig(prefix, options, ports));
  copyFileSync('deploy/security-headers.conf', join(prefix, 'snippets/wargame-rules-security-headers.conf'));
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
  include ${prefix}/conf.d/*.conf;
}
`,
  );
  const check = spawnSync(NGINX, ['-t', '-p', prefix, '-c', join(prefix, 'nginx.conf')], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx rejects the configuration:\n${check.stderr}${check.stdout}`);
  const server: ChildProcess = spawn(NGINX, ['-p', prefix, '-c', join(prefix, 'nginx.conf')], { stdio: 'ignore' });
  const host = options.tls?.host ?? '127.0.0.1';
  const httpURL = `http://${host}:${ports.http}`;
  const baseURL = options.tls ? `https://${host}:${ports.https}` : httpURL;
  await listening(host, ports.http);
  if (options.tls) await listening(host, ports.https);
  return {
    baseURL,
    httpURL,
    certificate: options.tls ? join(prefix, 'cert.pem') : undefined,
    stop: async () => {
      server.kill('SIGQUIT');
      await new Promise((r) => server.once('exit', r));
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
