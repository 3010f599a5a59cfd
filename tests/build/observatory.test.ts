import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { startNginx } from '../../scripts/lib/nginx';

// The scanner checks the standard ports (HTTP on 80 redirecting to HTTPS on 443), so the instance takes
// them on a loopback address of its own, with a throwaway certificate the scanner is told to trust.
const HOST = '127.0.0.77';
let nginx: Awaited<ReturnType<typeof startNginx>>;
beforeAll(async () => {
  // The scanner downloads the HSTS preload list when it is installed, which an offline install skips;
  // a loopback address is on no preload list, so an empty one is the true answer here.
  const preload = join(dirname(createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory')), '..', 'conf', 'hsts-preload.json');
  if (!existsSync(preload)) writeFileSync(preload, '{}\n');
  nginx = await startNginx({ tls: { host: HOST, httpPort: 80, httpsPort: 443 } });
});
afterAll(async () => {
  await nginx?.stop();
});

interface ObservatoryResult {
  scan: { grade: string; score: number; testsFailed: number };
  tests: Record<string, { pass: boolean; result: string; scoreModifier: number }>;
}

describe('the Mozilla HTTP Observatory', () => {
  it('grades the site, served by deploy/nginx.conf over HTTPS, A+ with every test passed', () => {
    // Node reads extra CA certificates only at start: the scan runs in a process of its own.
    const run = spawnSync(
      process.execPath,
      ['--input-type=module', '-e', `import { scan } from '@mdn/mdn-http-observatory'; process.stdout.write(JSON.stringify(await scan(${JSON.stringify(HOST)})));`],
      { encoding: 'utf8', env: { ...process.env, NODE_EXTRA_CA_CERTS: nginx.certificate }, timeout: 120_000 },
    );
    expect(run.status, run.stderr).toBe(0);
    const result = JSON.parse(run.stdout) as ObservatoryResult;
    const failed = Object.entries(result.tests).filter(([, test]) => !test.pass).map(([name, test]) => `${name}: ${test.result}`);
    expect(failed).toEqual([]);
    expect(result.tests.redirection?.result).toBe('redirection-to-https');
    expect(result.tests['strict-transport-security']?.result).toBe('hsts-implemented-max-age-at-least-six-months');
    expect(result.scan.grade).toBe('A+');
    expect(result.scan.score).toBeGreaterThanOrEqual(100);
  });
});
