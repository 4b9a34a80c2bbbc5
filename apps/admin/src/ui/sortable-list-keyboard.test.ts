import { describe, expect, it } from 'vitest';
import { arrowStep, positionOf, steppedIndex } from './sortable-list-keyboard';

describe('arrowStep', () => {
  it('moves through a vertical list with Up and Down, in either language', () => {
    for (const dir of ['ltr', 'rtl'] as const) {
      expect(arrowStep('ArrowDown', 'vertical', dir)).toBe(1);
      expect(arrowStep('ArrowUp', 'vertical', dir)).toBe(-1);
      expect(arrowStep('ArrowLeft', 'vertical', dir)).toBe(0);
    }
  });

  it('follows the reading direction in a row: in Arabic, left is later', () => {
    expect(arrowStep('ArrowRight', 'horizontal', 'ltr')).toBe(1);
    expect(arrowStep('ArrowLeft', 'horizontal', 'ltr')).toBe(-1);
    expect(arrowStep('ArrowLeft', 'horizontal', 'rtl')).toBe(1);
    expect(arrowStep('ArrowRight', 'horizontal', 'rtl')).toBe(-1);
    expect(arrowStep('ArrowLeft', 'grid', 'rtl')).toBe(1);
    // Between the rows of a grid the move is geometric.
    expect(arrowStep('ArrowDown', 'grid', 'rtl')).toBe(0);
  });
});

describe('steppedIndex and positionOf', () => {
  it('keeps the item inside the list and counts positions from 1', () => {
    expect(steppedIndex(0, -1, 3)).toBe(0);
    expect(steppedIndex(2, 1, 3)).toBe(2);
    expect(steppedIndex(1, 1, 3)).toBe(2);
    expect(positionOf(['a', 'b', 'c'], 'c')).toBe(3);
    expect(positionOf(['a'], 'z')).toBeNull();
    expect(positionOf(['a'], undefined)).toBeNull();
  });
});
