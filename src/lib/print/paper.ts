/** The paper sizes a booklet is laid out for. */
export const PAPERS = ['a4', 'letter'] as const;
export type Paper = (typeof PAPERS)[number];

/** The paper a booklet uses when the reader has chosen none. */
export const DEFAULT_PAPER: Paper = 'a4';

/** Sheet sizes in millimetres, portrait. */
export const PAPER_SIZES_MM: Readonly<Record<Paper, { width: number; height: number }>> = {
  a4: { width: 210, height: 297 },
  letter: { width: 215.9, height: 279.4 },
};

/**
 * Page margins in millimetres; the top and bottom leave room for the running header and the page number.
 * The print stylesheet and the page-number computation both read them, so they cannot drift apart.
 */
export const PAGE_MARGINS_MM = { top: 18, right: 16, bottom: 18, left: 16 } as const;

/** Margins of a landscape sheet (the Combat Table): narrower, so the whole table fits one page. */
export const SHEET_MARGINS_MM = { top: 12, right: 12, bottom: 12, left: 12 } as const;

/**
 * The printable area of a portrait page: what the text flows into, between the margins.
 * @example pageArea('a4') // { width: 178, height: 261 }
 */
export function pageArea(paper: Paper): { width: number; height: number } {
  const sheet = PAPER_SIZES_MM[paper];
  return {
    width: round(sheet.width - PAGE_MARGINS_MM.left - PAGE_MARGINS_MM.right),
    height: round(sheet.height - PAGE_MARGINS_MM.top - PAGE_MARGINS_MM.bottom),
  };
}

function round(mm: number): number {
  return Math.round(mm * 100) / 100;
}

/** The outcome of reading a `paper` query value: the paper to use, and whether the value was unusable. */
export type PaperChoice = { paper: Paper; unusable?: string };

/**
 * Reads the `paper` query value; an unknown value falls back to A4 and is reported, so the page can say so.
 * @example parsePaper('letter') // { paper: 'letter' }
 * @example parsePaper('A5') // { paper: 'a4', unusable: 'A5' }
 */
export function parsePaper(value: string | null | undefined): PaperChoice {
  if (value === null || value === undefined || value === '') return { paper: DEFAULT_PAPER };
  const normalised = value.trim().toLowerCase();
  return (PAPERS as readonly string[]).includes(normalised) ? { paper: normalised as Paper } : { paper: DEFAULT_PAPER, unusable: value };
}

/**
 * The name of the CSS named page a booklet part is printed on: one per paper and part, so each part can carry
 * its own running header and the table its own orientation.
 * @example namedPage('letter', 'reaction-phase') // 'letter-reaction-phase'
 */
export function namedPage(paper: Paper, part: string): string {
  return `${paper}-${part}`;
}

/**
 * A CSS string literal, for generated content such as a running header.
 * @example cssString('Fase «A»') // '"Fase «A»"'
 */
export function cssString(text: string): string {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/[\n\r\f]/g, ' ')}"`;
}

/** How the running header and the page number are set. */
const MARGIN_BOX_STYLE = "font-family: 'DejaVu Sans', sans-serif; font-size: 8.5pt; color: #333;";

/** One part of a booklet, as the stylesheet needs it. */
export interface BookletPart {
  /** The part's key (a document's key, `contents`, `table`). */
  key: string;
  /** Its running header; none for the title page. */
  header?: string;
  /** Whether it is printed across the page (the Combat Table). */
  landscape?: boolean;
}

/**
 * The booklet's paged-media stylesheet: a named page per paper and part, with the part's running header at the
 * top and the page number at the bottom.
 * @example bookletPageCss([{ key: 'contents' }, { key: 'ocs-reaction-phase', header: 'Fase de Reacción' }])
 */
export function bookletPageCss(parts: BookletPart[]): string {
  const rules: string[] = [];
  for (const paper of PAPERS) {
    const size = paper === 'a4' ? 'A4' : 'letter';
    for (const part of parts) {
      const page = namedPage(paper, part.key);
      const { top, right, bottom, left } = part.landscape ? SHEET_MARGINS_MM : PAGE_MARGINS_MM;
      const header = part.header ? `\n  @top-center { content: ${cssString(part.header)}; ${MARGIN_BOX_STYLE} }` : '';
      rules.push(
        `@page ${page} {\n  size: ${size} ${part.landscape ? 'landscape' : 'portrait'};\n  margin: ${top}mm ${right}mm ${bottom}mm ${left}mm;${header}\n  @bottom-center { content: counter(page); ${MARGIN_BOX_STYLE} }\n}`,
        `html[data-paper='${paper}'] [data-booklet-part='${part.key}'] { page: ${page}; }`,
      );
    }
  }
  return `${rules.join('\n')}\n`;
}

/**
 * The page a part starts on, from where its first line sits in a row of page-sized columns (the way the
 * booklet measures itself): columns before it, plus the pages printed apart before it, plus one.
 * @example startPage({ offset: 1400, columnWidth: 672.8, pagesBefore: 0 }) // 3
 */
export function startPage({ offset, columnWidth, pagesBefore }: { offset: number; columnWidth: number; pagesBefore: number }): number {
  if (!(columnWidth > 0)) throw new RangeError('startPage: the column width must be positive');
  return Math.floor((offset + 0.5) / columnWidth) + 1 + pagesBefore;
}
