import { describe, expect, it } from 'vitest';
import { arrowPoints, marchSketch, roundForSvg, viewBoxAttribute, type MarchSketch, type SketchInput } from '../../../src/lib/gdb/march-sketch';

const cutShort: SketchInput = { distanceToEnemy: 60, fullMarch: 30, reach: 25, stop: 35 };

/** Whether a horizontal interval lies inside the view box. */
function spansInside(sketch: MarchSketch, from: number, to: number): boolean {
  const { x, width } = sketch.viewBox;
  return from >= x && to <= x + width;
}

describe('a sketch drawn to scale', () => {
  const sketch = marchSketch(cutShort);

  it('puts the enemy at its measured distance from the unit', () => {
    expect(sketch.enemyX).toBe(60);
  });

  it('draws the stop ring with the rules’ radius', () => {
    expect(sketch.ringRadius).toBe(35);
  });

  it('ends the march where the planner says', () => {
    expect(sketch.reachX).toBe(25);
  });

  it('ends a march cut short exactly on the ring', () => {
    expect(sketch.enemyX - sketch.ringRadius).toBe(sketch.reachX);
  });

  it('shows the rest of a march cut short, up to the full distance', () => {
    expect(sketch.fullX).toBe(30);
  });

  it('keeps the unit, the enemy and the whole ring inside the view box', () => {
    expect(spansInside(sketch, 0, sketch.enemyX + sketch.ringRadius)).toBe(true);
    const { y, height } = sketch.viewBox;
    expect(y).toBeLessThanOrEqual(-sketch.ringRadius);
    expect(y + height).toBeGreaterThanOrEqual(sketch.ringRadius);
  });

  it('centres the drawing on the line of march', () => {
    expect(sketch.viewBox.y).toBeCloseTo(-sketch.viewBox.height / 2);
  });

  it('points an arrowhead at the end of the march', () => {
    expect(sketch.arrow?.startsWith('25,0 ')).toBe(true);
  });
});

describe('a full march', () => {
  const sketch = marchSketch({ distanceToEnemy: 100, fullMarch: 30, reach: 30, stop: 35 });

  it('has no remainder to show', () => {
    expect(sketch.fullX).toBeNull();
  });

  it('stays outside the ring', () => {
    expect(sketch.reachX).toBeLessThan(sketch.enemyX - sketch.ringRadius);
  });
});

describe('no march at all', () => {
  it('has neither arrow nor remainder', () => {
    const sketch = marchSketch({ distanceToEnemy: 20, fullMarch: 30, reach: 0, stop: 35 });
    expect(sketch).toMatchObject({ reachX: 0, fullX: null, arrow: null });
  });

  it('widens the view to the left when the unit stands inside the ring', () => {
    const sketch = marchSketch({ distanceToEnemy: 20, fullMarch: 30, reach: 0, stop: 35 });
    expect(sketch.viewBox.x).toBeLessThan(20 - 35);
    expect(spansInside(sketch, 20 - 35, 20 + 35)).toBe(true);
  });

  it('still draws a unit standing on the enemy', () => {
    const sketch = marchSketch({ distanceToEnemy: 0, fullMarch: 40, reach: 0, stop: 20 });
    expect(spansInside(sketch, -20, 20)).toBe(true);
    expect(sketch.viewBox.width).toBeGreaterThan(0);
  });
});

describe('markers', () => {
  it('grow with the drawing, so they stay visible when the enemy is far away', () => {
    const near = marchSketch(cutShort);
    const far = marchSketch({ ...cutShort, distanceToEnemy: 9999, reach: 30 });
    expect(far.marker / far.viewBox.width).toBeCloseTo(near.marker / near.viewBox.width, 2);
  });

  it('leave the distances themselves to scale', () => {
    const far = marchSketch({ ...cutShort, distanceToEnemy: 9999, reach: 30 });
    expect(far).toMatchObject({ enemyX: 9999, reachX: 30, ringRadius: 35 });
  });

  it('give a far enemy a view box tall enough to see the markers', () => {
    const far = marchSketch({ ...cutShort, distanceToEnemy: 9999, reach: 30 });
    expect(far.viewBox.height).toBeGreaterThanOrEqual(6 * far.marker);
  });
});

describe('writing the sketch as SVG', () => {
  it('rounds a view box to three decimals', () => {
    expect(viewBoxAttribute({ x: -5.70001, y: -40.7, width: 106.4, height: 1 / 3 })).toBe('-5.7 -40.7 106.4 0.333');
  });

  it('writes zero without a sign', () => {
    expect(String(roundForSvg(-0.0001))).toBe('0');
  });

  it('draws an arrowhead as a triangle behind its tip', () => {
    expect(arrowPoints(30, 2)).toBe('30,0 26.8,-2 26.8,2');
  });
});
