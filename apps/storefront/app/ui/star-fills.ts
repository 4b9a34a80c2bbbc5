import { RATING_MAX } from '@matjar/core';

export type StarFill = 'full' | 'half' | 'empty';

/**
 * The five stars a rating draws, to the nearest half: 4.5 is four and a half stars (not five), 4.2 is four,
 * 4.3 four and a half. Out-of-range values are held to 0…RATING_MAX.
 */
export function starFills(rating: number): StarFill[] {
  const halves = Math.round(Math.min(Math.max(rating, 0), RATING_MAX) * 2);
  return Array.from({ length: RATING_MAX }, (_, index) => {
    const left = halves - index * 2;
    return left >= 2 ? 'full' : left === 1 ? 'half' : 'empty';
  });
}
