import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { relative } from 'node:path';
import { HtmlValidate } from 'html-validate';
import { listHtmlFiles } from '../../src/lib/built-site';

const files = await listHtmlFiles('dist');

const require = createRequire(import.meta.url);
/**
 * One short run over a couple of hundred files: the quick compiler alone and one garbage collector thread
 * halve the checker's CPU time (its optimizing compiler would only pay off in a longer run).
 */
const QUICK_JVM = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

describe('every built page is valid HTML', () => {
  it('by html-validate (recommended preset)', async () => {
    const validator = new HtmlValidate({
      extends: ['html-validate:recommended'],
      rules: {
        // Clause ids such as `8-5-e` start with a digit, which HTML allows (and the W3C checker accepts).
        'valid-id': ['error', { relaxed: true }],
        // `<br/>` and `<br>` are both HTML; the MDX compiler writes the first for a `<br />` in a text.
        'void-style': 'off',
        // A clause page's title names the clause and its document, whole (the site's name goes first when
        // it would not fit in 70 characters); a few, such as «Explotación: la opción como pérdidas de
        // pasos · Tabla de Combate: resultados y opciones», are longer even so.
        'long-title': 'off',
      },
    });
    const errors: string[] = [];
    for (const file of files) {
      const html = readFileSync(file, 'utf8');
      const report = await validator.validateString(html, file);
      for (const result of report.results) {
        for (const message of result.messages) {
          errors.push(`${relative('dist', file)}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`);
        }
      }
    }
    expect(errors.slice(0, 50), `${errors.length} errors`).toEqual([]);
    expect(files.length).toBeGreaterThan(50);
  });

  it('by the W3C Nu checker (vnu.jar)', () => {
    const vnu: string = require('vnu-jar');
    const run = spawnSync('java', ['-Xss8m', ...QUICK_JVM, '-jar', vnu, '--errors-only', '--format', 'json', ...files], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    expect(run.error, 'java runs vnu.jar (Debian: openjdk-17-jre-headless)').toBeUndefined();
    const report = JSON.parse(run.stderr || run.stdout) as { messages: { type: string; url: string; lastLine?: number; message: string; extract?: string }[] };
    const errors = report.messages.filter((m) => m.type === 'error' || m.type === 'non-document-error').map((m) => `${relative('dist', new URL(m.url).pathname)}:${m.lastLine ?? 0} ${m.message}`);
    expect(errors.slice(0, 50), `${errors.length} errors`).toEqual([]);
  });
});
