import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Every source file of the bench and the shared scripts, by path. */
function scriptFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return scriptFiles(path);
    return /\.(m?js|ts)$/.test(entry.name) ? [path] : [];
  });
}

describe('the scripts', () => {
  it('import no test code (the query set is read as data)', () => {
    const importsOfTests = scriptFiles('scripts').filter((file) =>
      /(?:from\s+|import\s*\(\s*)['"][^'"]*\btests\//.test(readFileSync(file, 'utf8')),
    );
    expect(importsOfTests).toEqual([]);
  });
});
