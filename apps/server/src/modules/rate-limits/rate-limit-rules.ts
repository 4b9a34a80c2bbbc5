const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export interface RateLimitRule {
  /** Hits allowed in one window; the next one is refused until the window ends. */
  max: number;
  windowMs: number;
  /**
   * Counted per client (an IPv4 address, an IPv6 /64: addressNetwork), the hit's subject being the client's
   * address: skipped for the addresses of RATE_LIMIT_EXEMPT.
   */
  perAddress: boolean;
  /**
   * A lockout: the hit that reaches `max` restarts the window as a fixed lock of this length, which later
   * hits do not extend (a locked account is not kept locked by the attacker's own refused attempts).
   */
  lockMs?: number;
}

/**
 * Every abuse limit of the shop, counted in the database so all processes share one count
 * (docs/permissions.md "Sign-in limits"; decision in docs/security.md). Sign-in limits count attempts and give
 * the attempt back when the password was right, so only failures stay counted. Sized so that a household or a
 * mobile carrier's shared address (carrier-grade NAT is common in Qatar) is not refused in normal use.
 */
export const RATE_LIMITS = {
  /** Failed sign-ins from one address, over all accounts (staff and customers counted apart). */
  'sign-in-address': { max: 30, windowMs: 15 * MINUTE_MS, perAddress: true },
  /** Failed sign-ins of one account from one address: below the lockout, so one address cannot lock anyone. */
  'sign-in-account-address': { max: 5, windowMs: 15 * MINUTE_MS, perAddress: true },
  /** Failed sign-ins of one account from everywhere: the 10th locks it for 15 minutes, announced by e-mail. */
  'sign-in-account': { max: 10, windowMs: 15 * MINUTE_MS, perAddress: false, lockMs: 15 * MINUTE_MS },
  'sign-up-address': { max: 10, windowMs: HOUR_MS, perAddress: true },
  'sign-up-email': { max: 5, windowMs: HOUR_MS, perAddress: false },
  'create-order-address': { max: 30, windowMs: 10 * MINUTE_MS, perAddress: true },
  'create-order-email': { max: 10, windowMs: 10 * MINUTE_MS, perAddress: false },
  /** Beyond it the order is still placed; its confirmation e-mail is not queued (and the skip is logged). */
  'order-confirmation-recipient': { max: 5, windowMs: HOUR_MS, perAddress: false },
  'order-confirmation-address': { max: 20, windowMs: HOUR_MS, perAddress: true },
  'review-address': { max: 10, windowMs: HOUR_MS, perAddress: true },
  'contact-address': { max: 5, windowMs: HOUR_MS, perAddress: true },
  'contact-email': { max: 5, windowMs: HOUR_MS, perAddress: false },
  /**
   * Finding a gift card by its whole code, per staff account and per address: far above a desk
   * answering calls, far below anything that could try codes (a code's secret is 99 bits).
   */
  'gift-card-find-staff': { max: 30, windowMs: HOUR_MS, perAddress: false },
  'gift-card-find-address': { max: 60, windowMs: HOUR_MS, perAddress: true },
  /** Contact e-mails to the shop's inbox; beyond it messages are still stored for the back office. */
  'contact-mail-shop': { max: 100, windowMs: HOUR_MS, perAddress: false },
  /**
   * Failed order-tracking lookups by number and e-mail or phone (decisions 030, 043), per client and per order
   * number from one client: a shopper mistyping is never near them, a guesser trying contacts for one order
   * stops after 10. Only the guesser: no count is kept per order alone, so nobody's guesses lock the owner
   * out. A found order gives its hits back; a valid signed link is never counted.
   */
  'track-address': { max: 20, windowMs: 15 * MINUTE_MS, perAddress: true },
  'track-order-address': { max: 10, windowMs: 15 * MINUTE_MS, perAddress: true },
  /**
   * Password reset e-mails (decision 037), asked per address and per e-mail (counted whether or not an account
   * has it, so the answer says nothing): a shopper who lost the first e-mail can ask again; nobody can flood
   * an inbox. Attempts to use a link are counted per address too.
   */
  'password-reset-address': { max: 10, windowMs: HOUR_MS, perAddress: true },
  'password-reset-email': { max: 3, windowMs: HOUR_MS, perAddress: false },
  'password-reset-use-address': { max: 20, windowMs: 15 * MINUTE_MS, perAddress: true },
  /** Attempts to follow a link that joins a guest's orders to an account (decision 043), per client. */
  'guest-orders-link-use-address': { max: 20, windowMs: 15 * MINUTE_MS, perAddress: true },
  /**
   * "Notify me when available" requests (decision 036), per address and per e-mail: a shopper asking for a
   * few colours is far below them; nobody can fill the table or mail a stranger many times.
   */
  'restock-alert-address': { max: 20, windowMs: HOUR_MS, perAddress: true },
  'restock-alert-email': { max: 10, windowMs: HOUR_MS, perAddress: false },
  /**
   * WhatsApp webhooks with a wrong or missing signature, per address: Meta signs every one, so only
   * a forger or a misconfigured secret counts here; a signed webhook gives its hit back.
   */
  'whatsapp-webhook-address': { max: 30, windowMs: 15 * MINUTE_MS, perAddress: true },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof RATE_LIMITS;
export type RateLimitTable = Record<RateLimitName, RateLimitRule>;

/** The limits with some replaced (tests; a shop with other needs), each checked to make sense. */
export function rateLimitTable(overrides: Partial<Record<RateLimitName, Partial<RateLimitRule>>> = {}) {
  const table = { ...RATE_LIMITS } as RateLimitTable;
  for (const [name, change] of Object.entries(overrides) as [RateLimitName, Partial<RateLimitRule>][]) {
    const rule = { ...table[name], ...change };
    if (!Number.isInteger(rule.max) || rule.max < 1 || !(rule.windowMs > 0)) {
      throw new Error(`rate limit ${name}: max must be a positive integer and windowMs positive`);
    }
    table[name] = rule;
  }
  return table;
}
