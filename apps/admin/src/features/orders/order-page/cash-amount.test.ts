import { describe, expect, it } from 'vitest';
import { CashAmount } from '@matjar/core';
import { cashAmountProblem } from './cash-amount';

describe('cashAmountProblem', () => {
  it.each([
    [null, 'required'],
    [Number.NaN, 'invalid'],
    [0, 'zero'],
    [1, null],
    [150_000, null],
  ] as const)('%j → %j, as the server reads it', (amount, problem) => {
    expect(cashAmountProblem(amount)).toBe(problem);
    if (amount !== null && !Number.isNaN(amount)) {
      expect(CashAmount.safeParse(amount).success).toBe(problem === null);
    }
  });
});
