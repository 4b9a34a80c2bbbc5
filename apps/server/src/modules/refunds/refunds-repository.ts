import { and, asc, eq, sql } from 'drizzle-orm';
import { maskIssuedGiftCard, type AdminRefund } from '@matjar/core';
import { drivers, giftCards, refunds, type DbHandle } from '@matjar/db';

export type RefundRow = typeof refunds.$inferSelect;

export function toAdminRefund(
  refund: RefundRow,
  driverName: string | null,
  card: { brandId: number | null; denomination: number } | null = null,
): AdminRefund {
  return {
    id: refund.id,
    method: refund.method,
    status: refund.status,
    amount: refund.amount,
    reason: refund.reason,
    gateway: refund.gateway,
    reference: refund.gatewayRefundId,
    failure_reason: refund.failureReason,
    attempts: refund.attempts,
    cash_how: refund.cashHow,
    paid_by: refund.method === 'cash' ? (driverName ?? refund.cashPaidBy) : null,
    username: refund.username,
    gift_card_id: refund.giftCardId,
    // Masked as every staff list shows a code: the code itself went to the shopper by e-mail.
    gift_card_masked: card === null ? null : maskIssuedGiftCard(card),
    shopper_agreed: refund.shopperAgreed,
    created_at: refund.createdAt.toISOString(),
    settled_at: refund.settledAt?.toISOString() ?? null,
  };
}

/** SQL of an order's refunds. */
export function createRefundsRepository(db: DbHandle) {
  /** One order's refunds as the order page lists them, oldest first, with who paid a cash refund back. */
  async function refundsOfOrder(orderId: number): Promise<AdminRefund[]> {
    const rows = await db
      .select({
        refund: refunds,
        driverName: drivers.name,
        cardBrandId: giftCards.brandId,
        cardDenomination: giftCards.denomination,
      })
      .from(refunds)
      .leftJoin(drivers, eq(drivers.id, refunds.cashPaidByDriverId))
      .leftJoin(giftCards, eq(giftCards.id, refunds.giftCardId))
      .where(eq(refunds.orderId, orderId))
      .orderBy(asc(refunds.createdAt), asc(refunds.id));
    return rows.map(({ refund, driverName, cardBrandId, cardDenomination }) =>
      toAdminRefund(
        refund,
        driverName,
        cardDenomination === null ? null : { brandId: cardBrandId, denomination: cardDenomination },
      ),
    );
  }

  /** What has gone back (succeeded) and what is on its way (pending) for an order, in dirhams. */
  async function refundTotals(
    orderId: number,
    exceptId?: number,
  ): Promise<{ refunded: number; pending: number; money: number }> {
    const [row] = await db
      .select({
        refunded: sql<number>`coalesce(sum(${refunds.amount}) filter (where ${refunds.status} = 'succeeded'), 0)::int`,
        pending: sql<number>`coalesce(sum(${refunds.amount}) filter (where ${refunds.status} = 'pending'), 0)::int`,
        // Card and cash refunds, settled or on their way: capped by the part paid that way (decision 046).
        money: sql<number>`coalesce(sum(${refunds.amount}) filter (where ${refunds.status} <> 'failed' and ${refunds.method} <> 'store_credit'), 0)::int`,
      })
      .from(refunds)
      .where(
        and(
          eq(refunds.orderId, orderId),
          exceptId === undefined ? undefined : sql`${refunds.id} <> ${exceptId}`,
        ),
      );
    return { refunded: row?.refunded ?? 0, pending: row?.pending ?? 0, money: row?.money ?? 0 };
  }

  async function lockRefund(orderId: number, refundId: number) {
    const [row] = await db
      .select()
      .from(refunds)
      .where(and(eq(refunds.id, refundId), eq(refunds.orderId, orderId)))
      .for('update');
    return row;
  }

  return { refundsOfOrder, refundTotals, lockRefund };
}

export type RefundsRepository = ReturnType<typeof createRefundsRepository>;
