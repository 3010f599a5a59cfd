import { describe, expect, it } from 'vitest';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildFixture } from '../support/fixture-build';

// The one build of broken content: the checks themselves run in-process on every kind of breakage
// (tests/unit/build/), this proves a real build stops and prints where, file and line.
describe('a build of broken content', () => {
  it('fails and names the file and line of a malformed clause id', () => {
    const page = 'content/rules/ru/gdb/movement-phase.mdx';
    const { status, output } = buildFixture((root) => {
      // Two documents, the General de Brigade chapter in both languages: the OCS texts are left out.
      for (const lang of ['es', 'ru']) rmSync(join(root, 'content/rules', lang, 'ocs'), { recursive: true });
      const file = join(root, page);
      writeFileSync(file, readFileSync(file, 'utf8').replace('<Clause id="8-6"', '<Clause id="8.6"'));
    });
    expect(status).not.toBe(0);
    const line = readFileSync(page, 'utf8').split('\n').findIndex((text) => text.includes('<Clause id="8-6"')) + 1;
    expect(output).toContain(`${page}:${line}: clause id "8.6" is malformed`);
  });
});
