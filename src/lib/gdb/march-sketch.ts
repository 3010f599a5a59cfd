/**
 * Geometry of the planner's sketch: the unit, its march, the nearest enemy and the ring around that enemy
 * where a march stops, laid out to scale along one line in the reader's length unit. Only the markers
 * for the unit and the enemy are symbols, sized to stay visible at any scale.
 */

/** What the sketch draws, every length in one unit. */
export interface SketchInput {
  /** From the unit to the nearest enemy. */
  readonly distanceToEnemy: number;
  /** The arm's full march. */
  readonly fullMarch: number;
  /** How far the unit actually marches (0 when it does not). */
  readonly reach: number;
  /** Radius of the stop ring around the enemy. */
  readonly stop: number;
}

/** A sketch laid out in the measuring unit: the unit starts at x = 0 and marches along y = 0 toward the enemy. */
export interface MarchSketch {
  readonly viewBox: { readonly x: number; readonly y: number; readonly width: number; readonly height: number };
  /** Where the march ends. */
  readonly reachX: number;
  /** Where a full march would have ended, when the stop ring cuts it short; null otherwise. */
  readonly fullX: number | null;
  readonly enemyX: number;
  readonly ringRadius: number;
  /** Half the size of the unit and enemy markers. */
  readonly marker: number;
  /** The arrowhead at the end of the march, as SVG polygon points; null when the unit does not march. */
  readonly arrow: string | null;
}

/** Margin around the drawing, as a share of its span. */
const PADDING = 0.06;
/** Marker radius, as a share of the drawing's span. */
const MARKER = 0.025;
/** The drawing is never flatter than the ring or a few markers are tall. */
const MIN_MARKERS_TALL = 6;

/**
 * Lays out the sketch to scale; the view box spans the unit, the enemy and the whole ring, with a margin.
 * @example marchSketch({ distanceToEnemy: 60, fullMarch: 30, reach: 25, stop: 35 }).fullX // 30
 */
export function marchSketch(input: SketchInput): MarchSketch {
  const { distanceToEnemy, fullMarch, reach, stop } = input;
  const left = Math.min(0, distanceToEnemy - stop);
  const right = distanceToEnemy + stop;
  const span = Math.max(right - left, 2 * stop);
  const padding = span * PADDING;
  const marker = span * MARKER;
  const width = right - left + 2 * padding;
  const height = Math.max(2 * stop, MIN_MARKERS_TALL * marker) + 2 * padding;
  const cutShort = reach > 0 && reach < fullMarch;
  return {
    viewBox: { x: left - padding, y: -height / 2, width, height },
    reachX: reach,
    fullX: cutShort ? fullMarch : null,
    enemyX: distanceToEnemy,
    ringRadius: stop,
    marker,
    arrow: reach > 0 ? arrowPoints(reach, marker) : null,
  };
}

/**
 * A right-pointing arrowhead with its tip at (tipX, 0), as SVG polygon points.
 * @example arrowPoints(30, 2) // '30,0 26.8,-2 26.8,2'
 */
export function arrowPoints(tipX: number, size: number): string {
  const back = roundForSvg(tipX - 1.6 * size);
  return `${roundForSvg(tipX)},0 ${back},${roundForSvg(-size)} ${back},${roundForSvg(size)}`;
}

/**
 * A view box as the SVG attribute writes it, rounded so the markup stays short.
 * @example viewBoxAttribute({ x: -5.7, y: -40.7, width: 106.4, height: 81.4 }) // '-5.7 -40.7 106.4 81.4'
 */
export function viewBoxAttribute(box: MarchSketch['viewBox']): string {
  return [box.x, box.y, box.width, box.height].map(roundForSvg).join(' ');
}

/**
 * A coordinate rounded to three decimals, as SVG attributes carry it.
 * @example roundForSvg(1 / 3) // 0.333
 */
export function roundForSvg(value: number): number {
  return Math.round(value * 1000) / 1000 + 0;
}
