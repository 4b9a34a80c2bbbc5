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
