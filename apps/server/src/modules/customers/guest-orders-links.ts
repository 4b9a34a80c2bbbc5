import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { AppError, GUEST_ORDERS_LINK_TTL_MS, GUEST_ORDERS_TOKEN_PATTERN, type Locale } from '@matjar/core';
import { customers, guestOrderLinks, orders, reviews, type Db } from '@matjar/db';
import { queueGuestOrdersLinkEmail } from '../../mail/mail-queue.js';
import type { RateLimiter } from '../rate-limits/index.js';
import type { CustomerRow } from './customer-repository.js';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Proof of an e-mail address before a guest's orders join an account (decision 043). A sign-up proves
 * nothing about the e-mail typed, so an account made with a guest's e-mail starts with its own empty history;
 * the guest is offered a link at that address, and only following it moves the guest's orders (and reviews)
 * to the account. The link works once and until GUEST_ORDERS_LINK_TTL_MS after the sign-up; only the token's
 * SHA-256 is stored, and the e-mail's dedupe key (its Message-ID) names the link's row, never the token.
 */
export function createGuestOrdersLinks(db: Db, limiter: RateLimiter, now: () => Date = () => new Date()) {
  const invalid = () => new AppError('GUEST_ORDERS_LINK_INVALID');

  return {
    /** After a sign-up: when a guest has the account's e-mail, queues the link to it; answers whether it did. */
    async offer(account: CustomerRow, locale: Locale): Promise<boolean> {
      const [guest] = await db
        .select({ id: customers.id })
        .from(customers)
        .where(
          and(
            eq(sql`lower(${customers.email})`, account.email.toLowerCase()),
            isNull(customers.passwordHash),
          ),
        )
        .orderBy(customers.id)
        .limit(1);
      if (!guest) return false;
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now().getTime() + GUEST_ORDERS_LINK_TTL_MS);
      await db.transaction(async (tx) => {
        const [link] = await tx
          .insert(guestOrderLinks)
          .values({ tokenHash: hashOf(token), accountId: account.id, guestId: guest.id, expiresAt })
          .returning({ id: guestOrderLinks.id });
        await queueGuestOrdersLinkEmail(
          tx,
          {
            to: account.email,
            locale,
            customerName: account.firstName,
            token,
            expiresAt: expiresAt.toISOString(),
          },
          link!.id,
        );
      });
      return true;
    },

    /**
     * Follows a link: in one transaction the link is spent, the guest's orders and reviews move to the account
     * and the guest record goes. Orders placed with the proven e-mail become the account's own on the
     * storefront (as if placed signed in); those the guest's phone joined stay staff's only. Answers how many
     * orders joined. An unknown, used or expired link, or a guest that is gone, answers
     * GUEST_ORDERS_LINK_INVALID. Attempts count per client (a token has 256 bits: this only bounds the load).
     */
    async join(token: string, ip: string): Promise<number> {
      await limiter.take([['guest-orders-link-use-address', ip]]);
      if (!GUEST_ORDERS_TOKEN_PATTERN.test(token)) throw invalid();
      return db.transaction(async (tx) => {
        const at = now();
        const [link] = await tx
          .update(guestOrderLinks)
          .set({ usedAt: at })
          .where(
            and(
              eq(guestOrderLinks.tokenHash, hashOf(token)),
              isNull(guestOrderLinks.usedAt),
              gt(guestOrderLinks.expiresAt, at),
            ),
          )
          .returning({ accountId: guestOrderLinks.accountId, guestId: guestOrderLinks.guestId });
        if (!link) throw invalid();
        const [account] = await tx
          .select({ email: customers.email })
          .from(customers)
          .where(eq(customers.id, link.accountId));
        const [guest] = await tx
          .select({ id: customers.id })
          .from(customers)
          .where(and(eq(customers.id, link.guestId), isNull(customers.passwordHash)))
          .for('update');
        if (!account || !guest) throw invalid();
        const moved = await tx
          .update(orders)
          .set({
            customerId: link.accountId,
            placedSignedIn: sql`${orders.placedSignedIn} OR lower(${orders.customerEmail}) = ${account.email.toLowerCase()}`,
          })
          .where(eq(orders.customerId, guest.id))
          .returning({ id: orders.id });
        await tx.update(reviews).set({ customerId: link.accountId }).where(eq(reviews.customerId, guest.id));
        await tx.delete(customers).where(eq(customers.id, guest.id));
        return moved.length;
      });
    },
  };
}
export type GuestOrdersLinks = ReturnType<typeof createGuestOrdersLinks>;
