import { describe, expect, it } from 'vitest';
import { starFills } from './star-fills.js';

describe('starFills', () => {
  it.each([
    [5, ['full', 'full', 'full', 'full', 'full']],
    [4.5, ['full', 'full', 'full', 'full', 'half']],
    [4.3, ['full', 'full', 'full', 'full', 'half']],
    [4.2, ['full', 'full', 'full', 'full', 'empty']],
    [4.75, ['full', 'full', 'full', 'full', 'full']],
    [1, ['full', 'empty', 'empty', 'empty', 'empty']],
    [0.5, ['half', 'empty', 'empty', 'empty', 'empty']],
    [0, ['empty', 'empty', 'empty', 'empty', 'empty']],
  ])('draws %s as %j', (rating, fills) => {
    expect(starFills(rating)).toEqual(fills);
  });

  it('holds ratings outside the scale to it', () => {
    expect(starFills(7)).toEqual(starFills(5));
    expect(starFills(-1)).toEqual(starFills(0));
  });
});
