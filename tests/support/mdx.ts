import { readFileSync } from 'node:fs';
import { compile } from '@mdx-js/mdx';
import { VFile } from 'vfile';
import { parse } from 'yaml';
import { remarkClauses, type DeclaredClause } from '../../src/lib/mdx/remark-clauses';
import { rehypeCorrections, type AppliedCorrection } from '../../src/lib/mdx/rehype-corrections';
import { rehypeGlossary } from '../../src/lib/mdx/rehype-glossary';
import { rehypeLanguageOfParts } from '../../src/lib/mdx/rehype-language-of-parts';
import type { Correction } from '../../src/lib/content-schema';

/** What the site's MDX plugins record in a page's front matter. */
export interface CompiledPage {
  frontmatter: Record<string, unknown> & { clauses?: DeclaredClause[]; corrections?: AppliedCorrection[]; glossaryTerms?: string[] };
}

/**
 * A rules page's front matter (parsed) and its body, front matter lines kept blank so line numbers hold.
 * @example splitRulesPage('---\nlang: ru\n---\n<Clause …>').frontmatter.lang // 'ru'
 */
export function splitRulesPage(text: string): { frontmatter: Record<string, unknown>; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(text);
  if (!match) throw new Error('a rules page starts with its front matter');
  return { frontmatter: parse(match[1]!) as Record<string, unknown>, body: '\n'.repeat(match[0].split('\n').length - 1) + text.slice(match[0].length) };
}

/**
 * Compiles a rules page in-process through the site's own MDX plugins (clauses, corrections, glossary),
 * as the build does, after `change` has edited its text; throws what the build would report.
 * @example (await compileRulesPage('content/rules/ru/gdb/movement-phase.mdx')).frontmatter.clauses
 */
export async function compileRulesPage(
  path: string,
  change: (text: string) => string = (text) => text,
  options: { corrections?: Correction[] } = {},
): Promise<CompiledPage> {
  const { frontmatter, body } = splitRulesPage(change(readFileSync(path, 'utf8')));
  const file = new VFile({ path, value: body, data: { astro: { frontmatter } } });
  await compile(file, { remarkPlugins: [[remarkClauses, options]], rehypePlugins: [[rehypeCorrections, options], rehypeGlossary, rehypeLanguageOfParts] });
  return { frontmatter };
}

/**
 * The line (1-based) of the first occurrence of `needle` in a file.
 * @example lineOf('content/rules/ru/gdb/movement-phase.mdx', '<Clause id="8-6"')
 */
export function lineOf(path: string, needle: string): number {
  const text = readFileSync(path, 'utf8');
  const at = text.indexOf(needle);
  if (at < 0) throw new Error(`${needle} is not in ${path}`);
  return text.slice(0, at).split('\n').length;
}
