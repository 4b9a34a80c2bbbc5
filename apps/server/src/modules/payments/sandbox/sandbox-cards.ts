/** Test cards of the sandbox page and what each one does; any other number is refused on the page. */
export const SANDBOX_CARDS = {
  pays: '4242424242424242',
  declines: '4000000000000002',
  /** Pays; a refund of its payment is refused by the "bank" (the refusal path). */
  refusesRefunds: '4000000000005126',
  /** Pays; a refund of its payment is made but answered late, past the shop's wait (the time-out path). */
  slowRefunds: '4000000000007726',
} as const;

/** The card numbers that pay. */
const PAYING_CARDS: readonly string[] = [
  SANDBOX_CARDS.pays,
  SANDBOX_CARDS.refusesRefunds,
  SANDBOX_CARDS.slowRefunds,
];

/** How the sandbox answers a refund of a payment made with the card whose last four digits are given. */
export function sandboxRefundBehaviour(visaId: string | null): 'refunds' | 'refuses' | 'slow' {
  if (visaId?.endsWith(SANDBOX_CARDS.refusesRefunds.slice(-4))) return 'refuses';
  if (visaId?.endsWith(SANDBOX_CARDS.slowRefunds.slice(-4))) return 'slow';
  return 'refunds';
}

export type SandboxCardError = 'errorCard' | 'errorExpiry' | 'errorCvc';

/** Decides a card form: the outcome it leads to, or the field that is wrong. `now` decides "future". */
export function judgeSandboxCard(
  form: { card?: string; expiry?: string; cvc?: string },
  now: Date,
): { outcome: 'completed' | 'failed'; last4: string } | { error: SandboxCardError } {
  const card = (form.card ?? '').replace(/[\s-]/g, '');
  if (!PAYING_CARDS.includes(card) && card !== SANDBOX_CARDS.declines) return { error: 'errorCard' };
  const expiry = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec((form.expiry ?? '').trim());
  const month = Number(expiry?.[1]);
  const year = expiry ? Number(expiry[2]!.length === 2 ? `20${expiry[2]}` : expiry[2]) : 0;
  // A card is valid to the end of its expiry month.
  if (!expiry || month < 1 || month > 12 || new Date(Date.UTC(year, month, 1)) <= now) {
    return { error: 'errorExpiry' };
  }
  if (!/^\d{3,4}$/.test((form.cvc ?? '').trim())) return { error: 'errorCvc' };
  return { outcome: PAYING_CARDS.includes(card) ? 'completed' : 'failed', last4: card.slice(-4) };
}
