import { LineCounter, parseDocument } from 'yaml';

/** A place in a file, as a build error reports it (Astro prints an error's `loc` as its location). */
export interface FileLocation {
  file: string;
  line: number;
  column: number;
}

/** A data file read as YAML, with the place of any value in it. */
export interface YamlFile {
  data: unknown;
  /** Where the value at `path` starts, or, when it is missing, the nearest value above it that is there. */
  locate: (path: readonly PropertyKey[]) => FileLocation;
}

/**
 * An error that names its place in a file: the build reports that file and line, not the code that found it.
 * @example throw errorAt('terms.yaml: entry 2 (id): Required', { file: 'terms.yaml', line: 9, column: 3 })
 */
export function errorAt(message: string, location: FileLocation): Error & { loc: FileLocation } {
  return Object.assign(new Error(message), { loc: location });
}

/**
 * Where a schema's issue is in its data: at its path, or, for a field the schema does not know, at that field (a
 * misspelt field is then named and located as written, not as the object that holds it).
 * @example issuePlace({ code: 'unrecognized_keys', keys: ['orden'], path: [] }) // ['orden']
 */
export function issuePlace(issue: { code: string; path: readonly PropertyKey[]; keys?: readonly string[] }): PropertyKey[] {
  return issue.code === 'unrecognized_keys' && issue.keys?.[0] !== undefined ? [...issue.path, issue.keys[0]] : [...issue.path];
}

/** A schema's issue, as the site's YAML checks read it. */
export interface SchemaIssue {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  keys?: readonly string[];
}

/**
 * What a schema's issue says of the field it names in `holder` (the object the issue's path starts from): a field that
 * is not there is said to be missing, where the schema would say it has the wrong type.
 * @example issueProblem({ code: 'invalid_type', path: ['reason'], message: 'Invalid input: expected string, received undefined' }, {}) // 'is missing'
 */
export function issueProblem(issue: SchemaIssue, holder: unknown): string {
  const field = issuePlace(issue);
  const missing = issue.code === 'invalid_type' && field.length === 1 && (holder as Record<PropertyKey, unknown> | null | undefined)?.[field[0]!] === undefined;
  return missing ? 'is missing' : issue.message;
}

/**
 * The error for an entry of a YAML list that its schema refuses, naming every field it refuses. A field the schema
 * does not know comes first, named and located as written: it is most often a misspelt field, and the field it was
 * meant to be is then reported missing after it (a maintainer review: `reasn:` was reported as a missing reason).
 * @example throw entryError('sources.yaml', yaml, 2, result.error.issues) // sources.yaml: entry 3 (lengua): Unrecognized key: "lengua"; (lang): is missing
 */
export function entryError(path: string, file: YamlFile, index: number, issues: readonly SchemaIssue[]): Error & { loc: FileLocation } {
  const entry = (file.data as unknown[])[index];
  const ordered = [...issues].sort((a, b) => Number(b.code === 'unrecognized_keys') - Number(a.code === 'unrecognized_keys'));
  const problems = ordered.map((issue) => {
    const field = issuePlace(issue);
    return `${field.length ? ` (${field.join('.')})` : ''}: ${issueProblem(issue, entry)}`;
  });
  return errorAt(`${path}: entry ${index + 1}${problems.join(';')}`, file.locate([index, ...issuePlace(ordered[0]!)]));
}

/**
 * Parses a YAML file's text; a syntax error throws naming the file, its line and the problem.
 * @example readYaml('terms.yaml', '- id: zoc\n- id: 3\n').locate([1, 'id']) // { file: 'terms.yaml', line: 2, column: 7 }
 */
export function readYaml(file: string, text: string): YamlFile {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter });
  const at = (offset: number): FileLocation => {
    const { line, col } = lineCounter.linePos(offset);
    return { file, line, column: col };
  };
  const [syntax] = document.errors;
  if (syntax) throw errorAt(`${file}: ${syntax.message.split('\n')[0]!.replace(/:$/u, '')}`, at(syntax.pos[0]));
  return {
    data: document.toJS(),
    locate: (path) => {
      for (let length = path.length; length > 0; length--) {
        const node = document.getIn(path.slice(0, length), true) as { range?: [number, number, number] } | undefined;
        if (node?.range) return at(node.range[0]);
      }
      return at(0);
    },
  };
}
