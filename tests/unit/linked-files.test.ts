import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { writeWhole } from '../../src/lib/linked-files';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('a cache entry written whole', () => {
  it('replaces the file in one step, leaving no passing name behind, also when written side by side', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'linked-files-'));
    folders.push(folder);
    const file = join(folder, 'entry.br');
    writeFileSync(file, 'old');
    await Promise.all(['one', 'two', 'three'].map((body) => writeWhole(file, body)));
    expect(['one', 'two', 'three']).toContain(readFileSync(file, 'utf8'));
    expect(readdirSync(folder)).toEqual(['entry.br']);
  });
});
