/**
 * The corpus multiplied, for the bench's scale run: every rules document (both language versions)
 * repeated as numbered copies, so a build of 10× or 100× the documents shows how build time and
 * index size grow. The copies keep every clause id and the source they render, so they pass every
 * check a real document passes.
 */
import { parse, stringify } from 'yaml';

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n/;

/**
 * The doc slug of the n-th copy of a document; copy 1 is the document itself.
 * @example copySlug('reaction-phase', 3) // 'reaction-phase-copy-3'
 */
export function copySlug(doc: string, copy: number): string {
  if (!Number.isInteger(copy) || copy < 1) throw new Error(`copy must be a whole number from 1, not ${copy}`);
  return copy === 1 ? doc : `${doc}-copy-${copy}`;
}

/**
 * A rules page's MDX as its n-th copy: the doc slug and title numbered, the body unchanged.
 * @example copyRulesPage('---\ntitle: Fase\ndoc: fase\n---\nText', 2) // '---\ntitle: Fase (2)\ndoc: fase-copy-2\n---\nText'
 */
export function copyRulesPage(mdx: string, copy: number): string {
  const match = FRONT_MATTER.exec(mdx);
  if (!match) throw new Error('a rules page starts with front matter between --- lines');
  const data = parse(match[1]!) as { title?: unknown; doc?: unknown };
  if (typeof data.title !== 'string' || typeof data.doc !== 'string') throw new Error('a rules page names its title and doc');
  const front = stringify({ ...data, title: `${data.title} (${copy})`, doc: copySlug(data.doc, copy) }, { lineWidth: 0 });
  return `---\n${front}---\n${mdx.slice(match[0].length)}`;
}

/**
 * `content/sources/sources.yaml` with an entry for every copy, copies 2 to `factor`, of every source.
 * @example parse(copySources('- doc: fase\n  title: Fase\n', 2)).map((s) => s.doc) // ['fase', 'fase-copy-2']
 */
export function copySources(yamlText: string, factor: number): string {
  if (!Number.isInteger(factor) || factor < 1) throw new Error(`factor must be a whole number from 1, not ${factor}`);
  const sources = parse(yamlText) as { doc: string; title: string }[];
  const copies = sources.flatMap((source) =>
    Array.from({ length: factor }, (_, index) => (index === 0 ? source : { ...source, doc: copySlug(source.doc, index + 1), title: `${source.title} (${index + 1})` })),
  );
  return stringify(copies, { lineWidth: 0 });
}

/** A paragraph of a rules page's body: not a tag, not blank; a sub-clause's letter taken off. */
const PARAGRAPH = /^(?![<\s]|---)(?:[а-яa-z]\)\s*)?(.+)$/;

/**
 * The paragraphs of a rules page's text, in order, without markup or sub-clause letters: the sentences a
 * generated long document is written with.
 * @example textParagraphs('---\ntitle: T\n---\n<Clause id="a" label="1">\nа) Texto.\n</Clause>\n') // ['Texto.']
 */
export function textParagraphs(mdx: string): string[] {
  const body = mdx.replace(FRONT_MATTER, '');
  return body
    .split('\n')
    .map((line) => PARAGRAPH.exec(line)?.[1]?.trim())
    .filter((line): line is string => Boolean(line) && !/[<>{}]/.test(line!));
}

/** The sub-clause letters of each language, as the texts write them. */
const LETTERS = { ru: 'абвгдежзи', es: 'abcdefghi' } as const;
/** Words a note on a generated clause starts with, per language (the notes of the real texts are editorial). */
const NOTE = { ru: 'Примечание к пункту', es: 'Nota a la cláusula' } as const;

/** The two language versions of a generated document, and its sources entry. */
export interface LongDocument {
  doc: string;
  clauses: number;
  /** The MDX of the Russian original and of its Spanish translation. */
  pages: { ru: string; es: string };
  /** Its entry for `content/sources/sources.yaml`. */
  source: Record<string, unknown>;
}

/**
 * A generated document of `clauses` clauses (at least 4), of General de Brigade unless `game` says, in Russian and its Spanish
 * translation, written with the paragraphs of a real chapter (`paragraphs.ru`, `paragraphs.es`): numbered sections of three lettered sub-clauses, with the real text's glossary
 * terms, a note every 7th section. Clause ids and labels follow the real chapters' rule (`20-3-b`, `20.3 б)`).
 * @example longDocument(8, { ru: ['Текст.'], es: ['Texto.'] }).pages.ru.match(/<Clause /g)?.length // 8
 */
export function longDocument(clauses: number, paragraphs: { ru: string[]; es: string[] }, game: 'gdb' | 'ocs' = 'gdb'): LongDocument {
  if (!Number.isInteger(clauses) || clauses < 4) throw new Error(`a long document has a whole number of clauses from 4, not ${clauses}`);
  if (paragraphs.ru.length === 0 || paragraphs.es.length === 0) throw new Error('a long document is written with paragraphs of both languages');
  const doc = `long-document-${clauses}`;
  const sections = Math.ceil(clauses / 4);
  const page = (lang: 'ru' | 'es') => {
    let paragraph = 0;
    const next = () => paragraphs[lang][paragraph++ % paragraphs[lang].length]!;
    let written = 0;
    const body: string[] = [];
    for (let section = 1; section <= sections && written < clauses; section += 1) {
      const label = `20.${section}`;
      const id = `20-${section}`;
      const title = next().replaceAll('"', '').split(/\s+/).slice(0, 6).join(' ').replace(/[.,:;]$/, '');
      body.push(`<Clause id="${id}" label="${label}" heading="${label}. ${title}.">`, '', next(), '');
      written += 1;
      const lettered = Math.min(3, clauses - written);
      if (lettered > 0) {
        body.push('<ol class="lettered">');
        for (let letter = 0; letter < lettered; letter += 1) {
          const mark = LETTERS[lang][letter]!;
          body.push(`<Clause id="${id}-${LETTERS.es[letter]}" label="${label} ${mark})" as="li">`, `${mark}) ${next()}`, '</Clause>');
        }
        body.push('</ol>', '');
        written += lettered;
      }
      if (section % 7 === 0) body.push(`<Note>${NOTE[lang]} ${label}: ${next()}</Note>`, '');
      body.push('</Clause>', '');
    }
    const front = {
      title: lang === 'ru' ? `Длинный документ (${clauses} пунктов)` : `Documento largo (${clauses} cláusulas)`,
      description: lang === 'ru' ? `Созданный для замеров документ из ${clauses} пунктов.` : `Documento generado para las mediciones, de ${clauses} cláusulas.`,
      game,
      doc,
      lang,
      source: LONG_DOCUMENT_SOURCE,
      original: lang === 'ru',
      ...(lang === 'es' ? { translatedFrom: 'ru' } : {}),
      order: 90,
    };
    return `---\n${stringify(front, { lineWidth: 0 })}---\n\n${body.join('\n')}`;
  };
  const source = {
    file: LONG_DOCUMENT_SOURCE,
    lang: 'ru',
    game,
    doc,
    title: `Длинный документ (${clauses} пунктов)`,
    provenance: { es: 'Generado para las mediciones.', ru: 'Создан для замеров.' },
    omits: { es: [], ru: [] },
  };
  return { doc, clauses, pages: { ru: page('ru'), es: page('es') }, source };
}

/** The source file name a generated document names (no source text: it has no corrections). */
export const LONG_DOCUMENT_SOURCE = '900_0000000000000000.txt';

/**
 * `content/sources/sources.yaml` with one more entry.
 * @example parse(addSource('- doc: fase\n', { doc: 'otra' })).map((s) => s.doc) // ['fase', 'otra']
 */
export function addSource(yamlText: string, source: Record<string, unknown>): string {
  return stringify([...(parse(yamlText) as unknown[]), source], { lineWidth: 0 });
}
