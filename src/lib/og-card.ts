import type { ContainerNode, TextNode } from '@takumi-rs/core';
import { excerpt } from './text';
import { previewExcerpt } from './preview-excerpt';
import type { Lang } from '../i18n/languages';

/** What a link-preview card shows. */
export interface CardContent {
  /** The big line: a clause label (`8.5 д)`) or a document title. */
  heading: string;
  /** The line above it: the document (for a clause) or the game. */
  kicker: string;
  /** The first lines of the text, or the page's description. */
  text: string;
  /** The site's name, in the page's language. */
  site: string;
  lang: string;
  /** Beside the site's name: what a reader must know of the text shown (that it holds corrections of its source). */
  note?: string;
}

/** The typeface of the cards: it covers Latin and Cyrillic. */
export const CARD_FONT = 'Noto Sans';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

const line = (style: NonNullable<TextNode['style']>, text: string): TextNode => ({ type: 'text', text, style });

/**
 * The card as a tree of the card renderer's nodes: the document (or game), the label or title in large type, the
 * first lines of the text, cut at a word so it fits the card, and the site's name (with the note, if any).
 * @example cardNode({ heading: '8.5 д)', kicker: 'Глава VIII', text: 'д) Выполнение…', site: 'Правила варгеймов', lang: 'ru' })
 * // { type: 'container', lang: 'ru', style: { width: '100%', height: '100%', … }, children: [ … ] }
 */
export function cardNode(card: CardContent): ContainerNode {
  const headingSize = card.heading.length > 60 ? 48 : card.heading.length > 30 ? 58 : 72;
  return {
    type: 'container',
    lang: card.lang,
    style: {
      // The card is the whole canvas, padding included.
      width: '100%',
      height: '100%',
      boxSizing: 'border-box',
      display: 'flex',
      flexDirection: 'column',
      padding: '56px 72px',
      background: '#fbf8f1',
      color: '#1f1b16',
      fontFamily: CARD_FONT,
      borderTop: '18px solid #8a2f1d',
    },
    children: [
      line({ fontSize: 30, color: '#8a2f1d', fontWeight: 700 }, excerpt(card.kicker, 70)),
      line({ fontSize: headingSize, fontWeight: 700, marginTop: 18, lineHeight: 1.12 }, excerpt(card.heading, 110)),
      line({ fontSize: 32, lineHeight: 1.4, marginTop: 28, color: '#3b342c', flexGrow: 1, overflow: 'hidden' }, previewExcerpt(card.text, 210, card.lang as Lang)),
      line({ fontSize: 26, color: '#6b6257', borderTop: '2px solid #d9d0c1', paddingTop: 18 }, card.note ? `${card.site} · ${card.note}` : card.site),
    ],
  };
}
