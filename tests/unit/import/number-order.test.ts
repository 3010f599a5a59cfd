import { describe, expect, it } from 'vitest';
import { numberOrder } from '../../../src/lib/import/number-order';

describe('numberOrder', () => {
  it.each([
    [undefined, '8.1'],
    [undefined, '8.3'],
    ['8.1', '8.2'],
    ['8.9', '8.10'],
    ['8.5', '8.5.1'],
    ['8.5.1', '8.6'],
    ['9.6', '10.1'],
    ['9.6', '9.6'],
    ['8.5', '8.5a'],
  ] as const)('%s then %s follows', (previous, number) => {
    expect(numberOrder(previous, number)).toBe('next');
  });

  it.each([
    ['9.4', '9.6'],
    ['9.6', '10.3'],
    ['8.5', '8.5.2'],
    ['8.9', '10.1'],
  ] as const)('%s then %s skips a number', (previous, number) => {
    expect(numberOrder(previous, number)).toBe('gap');
  });

  it.each([
    ['10.2', '1.5'],
    ['8.10', '8.9'],
    ['8.5.1', '8.4'],
  ] as const)('%s then %s goes back', (previous, number) => {
    expect(numberOrder(previous, number)).toBe('back');
  });
});
