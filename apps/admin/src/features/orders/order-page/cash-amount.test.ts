import { describe, expect, it } from 'vitest';
import { CashAmount } from '@matjar/core';
import { cashAmountProblem, cashDifferenceKind, cashReasonMissing } from './cash-amount';

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

describe('cash recorded against the amount due', () => {
  it('needs a reason only when the amount differs and none is typed', () => {
    expect(cashReasonMissing(42_000, 42_400, '')).toBe(true);
    expect(cashReasonMissing(42_000, 42_400, '   ')).toBe(true);
    expect(cashReasonMissing(42_000, 42_400, 'Customer had 420')).toBe(false);
    expect(cashReasonMissing(42_400, 42_400, '')).toBe(false);
    expect(cashReasonMissing(null, 42_400, '')).toBe(false);
    expect(cashReasonMissing(Number.NaN, 42_400, '')).toBe(false);
  });
  it('words a difference as short or over', () => {
    expect(cashDifferenceKind(-400)).toBe('short');
    expect(cashDifferenceKind(100)).toBe('over');
    expect(cashDifferenceKind(0)).toBeNull();
  });
});
