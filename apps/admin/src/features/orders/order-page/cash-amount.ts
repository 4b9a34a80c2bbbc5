/**
 * What is wrong with a cash amount before it is sent (core's CashAmount refuses the same): nothing typed,
 * text that is not an amount (MoneyInput says why), or nothing received — an entry of 0 would stand for cash
 * never counted.
 */
export function cashAmountProblem(amount: number | null): 'required' | 'invalid' | 'zero' | null {
  if (amount === null) return 'required';
  if (Number.isNaN(amount)) return 'invalid';
  return amount <= 0 ? 'zero' : null;
}

/** The message key the amount field shows for a problem; MoneyInput words a typing error itself. */
export const CASH_AMOUNT_MESSAGE = {
  required: 'orderPage.cash.amountRequired',
  zero: 'orderPage.cash.amountPositive',
} as const;

/**
 * Whether the cash recorded needs a reason before it is sent (the server refuses it with
 * CASH_DIFFERENCE_REASON_REQUIRED otherwise): the amount differs from the amount due and no reason is typed.
 */
export function cashReasonMissing(amount: number | null, due: number, reason: string): boolean {
  return amount !== null && !Number.isNaN(amount) && amount !== due && reason.trim() === '';
}

/** The difference of an amount from the amount due, as the dialog words it: short, over, or none. */
export function cashDifferenceKind(difference: number): 'short' | 'over' | null {
  if (difference < 0) return 'short';
  return difference > 0 ? 'over' : null;
}
