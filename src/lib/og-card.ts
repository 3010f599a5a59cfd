import { excerpt } from './text';

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
}

/** A satori element, written as the object a JSX element would compile to. */
export interface CardElement {
  type: string;
  props: { style?: Record<string, string | number>; children?: (CardElement | string)[] | CardElement | string; lang?: string };
}

/** The typeface of the cards: it covers Latin and Cyrillic. */
export const CARD_FONT = 'Noto Sans';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

const el = (type: string, style: Record<string, string | number>, children: CardElement['props']['children']): CardElement => ({
  type,
  props: { style, children },
});

/**
 * The card as a satori element tree: the site's name, then document (or game), the label or title in
 * large type, and the first lines of the text, cut at a word so it fits the card.
 * @example cardElement({ heading: '8.5 д)', kicker: 'Глава VIII', text: 'д) Выполнение…', site: 'Правила варгеймов', lang: 'ru' })
 * // { type: 'div', props: { style: { width: 1200, height: 630, … }, children: [ … ] } }
 */
export function cardElement(card: CardContent): CardElement {
  const headingSize = card.heading.length > 60 ? 48 : card.heading.length > 30 ? 58 : 72;
  return {
    type: 'div',
    props: {
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
        el('div', { fontSize: 30, color: '#8a2f1d', fontWeight: 700, display: 'flex' }, excerpt(card.kicker, 70)),
        el('div', { fontSize: headingSize, fontWeight: 700, marginTop: 18, lineHeight: 1.12, display: 'flex' }, excerpt(card.heading, 110)),
        el('div', { fontSize: 32, lineHeight: 1.4, marginTop: 28, color: '#3b342c', display: 'flex', flexGrow: 1, overflow: 'hidden' }, excerpt(card.text, 210)),
        el('div', { fontSize: 26, color: '#6b6257', display: 'flex', borderTop: '2px solid #d9d0c1', paddingTop: 18 }, card.site),
      ],
    },
  };
}

