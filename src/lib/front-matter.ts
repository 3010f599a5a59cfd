import { rulesPageSchema } from './content-schema';
import { errorAt, issuePlace, issueProblem, readYaml } from './yaml-file';

/**
 * Checks a rules page's front matter against its schema, as the build does before any page is compiled: a problem
 * fails naming the file, and each field at fault with its line. (Left to the content loader, it would be reported at
 * line 0, with the field's name garbled.)
 * @example checkFrontMatter('content/rules/ru/gdb/movement-phase.mdx', text.replace('original: true', 'original: maybe'))
 * // throws «content/rules/ru/gdb/movement-phase.mdx:8: original: Invalid input: expected boolean, received string»
 */
export function checkFrontMatter(path: string, saved: string): void {
  // As an editor may save it (a byte order mark, Windows line ends), read as the build reads it.
  const text = saved.replace(/^\uFEFF/u, '').replace(/\r\n?/gu, '\n');
  const match = /^---\n([\s\S]*?)\n---(?:\n|$)/u.exec(text);
  if (!match) throw errorAt(`${path}:1: a rules page starts with its front matter, between two lines of ---`, { file: path, line: 1, column: 1 });
  // One blank line for the opening ---: the YAML's lines are then the file's.
  const yaml = readYaml(path, `\n${match[1]}`);
  const result = rulesPageSchema.safeParse(yaml.data);
  if (result.success) return;
  const problems = result.error.issues
    .map((issue) => {
      // A field the schema does not know is reported where it is written, by its own name; a missing one, as missing.
      const field = issuePlace(issue);
      const where = yaml.locate(field);
      return { where, text: `${path}:${where.line}: ${field.join('.') || 'front matter'}: ${issueProblem(issue, yaml.data)}` };
    })
    .sort((a, b) => a.where.line - b.where.line);
  throw errorAt(problems.map((problem) => problem.text).join('\n'), problems[0]!.where);
}
