import { describe, expect, it } from 'vitest';
import { relativeChange } from './cockpit';

describe('relativeChange', () => {
  it('gives the change as a fraction, and nothing to compare with zero', () => {
    expect(relativeChange(15, 12)).toBe(0.25);
    expect(relativeChange(6, 12)).toBe(-0.5);
    expect(relativeChange(12, 12)).toBe(0);
    expect(relativeChange(5, 0)).toBeNull();
    expect(relativeChange(0, 0)).toBeNull();
  });
});
