import {
  AppError,
  emailKey,
  parseOrderNumberQuery,
  phoneKey,
  type StoreTrackOrderBody,
  type StoreTrackedOrder,
} from '@matjar/core';
import type { RequestClient } from '../../http/request-client.js';
import type { RateLimiter } from '../rate-limits/index.js';
import type { TrackingRepository } from './tracking-repository.js';
import type { TrackingTokens } from './tracking-token.js';
import { windowField } from '../delivery/index.js';

type OrderRow = NonNullable<Awaited<ReturnType<TrackingRepository['findByShortNumber']>>>;

/** The same refusal for an unknown number, a wrong e-mail/phone and a forged link (decision 030). */
const notFound = () => new AppError('ORDER_TRACKING_NOT_FOUND');

/** A stand-in order so that an unknown number costs the same comparison as a known one. */
const NOBODY = { shortNumber: 0, orderNumber: 'ORD-0', customerEmail: '', phoneKey: null as string | null };

/** The typed e-mail or phone matches the order's: an e-mail case-insensitively, a phone by its digits (D24). */
function contactMatches(contact: string, order: Pick<OrderRow, 'customerEmail' | 'phoneKey'>): boolean {
  if (contact.includes('@')) return emailKey(contact) === emailKey(order.customerEmail);
  const key = phoneKey(contact);
  return key !== null && key.length >= 8 && key === order.phoneKey;
}

/**
 * Order tracking: by the short number and the e-mail or phone used, or by the signed token
 * of the confirmation e-mail and the success screen. Failed lookups count against the guesser's abuse limits
 * (per client, and per order number from one client), never against the order, so nobody can try contacts or
 * tokens and nobody can lock an owner out of their order.
 */
export function createTrackingService(options: {
  repository: TrackingRepository;
  tokens: TrackingTokens;
  limiter: RateLimiter;
}) {
  const { repository, tokens, limiter } = options;

  async function view(order: OrderRow): Promise<StoreTrackedOrder> {
    const [items, history] = await Promise.all([
      repository.itemsOf(order.id),
      repository.historyOf(order.id),
    ]);
    return {
      orderNumber: order.orderNumber,
      shortNumber: order.shortNumber,
      token: await tokens.sign(order),
      customerName: order.customerName,
      status: order.status,
      paymentMethod: order.paymentMethod,
      paymentStatus: order.paymentStatus,
      isGiftCardOrder: order.isGiftCardOrder,
      subtotal: order.subtotal,
      discountAmount: order.discountAmount,
      shippingFee: order.shippingFee,
      totalAmount: order.totalAmount,
      items,
      delivery:
        order.shippingCity && order.shippingAddress
          ? {
              city: order.shippingCity,
              address: order.shippingAddress,
              notes: order.shippingNotes,
              ...windowField(order),
            }
          : null,
      createdAt: order.createdAt.toISOString(),
      history: history.map((change) => ({ status: change.status, at: change.at.toISOString() })),
    };
  }

  return {
    /**
     * By number and e-mail or phone: counted before the lookup against the guesser (their address, and this
     * order from their address), so simultaneous guesses cannot all slip through; a right answer gives its
     * hits back. The order's owner, asking from anywhere else, is never refused for someone else's guesses.
     */
    async byContact(body: StoreTrackOrderBody, client: RequestClient): Promise<StoreTrackedOrder> {
      const shortNumber = parseOrderNumberQuery(body.orderNumber);
      const hits = await limiter.take([
        ['track-address', client.ip],
        ['track-order-address', client.ip, String(shortNumber ?? 0)],
      ]);
      const order = shortNumber === null ? undefined : await repository.findByShortNumber(shortNumber);
      const matches = contactMatches(body.contact, order ?? NOBODY);
      if (!order || !matches) throw notFound();
      await hits.release(['track-address', 'track-order-address']);
      return view(order);
    },
    /**
     * By the signed link: the signature is checked first and a valid one is answered without counting
     * anything (it cannot be guessed: 128 bits). Only a wrong link counts, against its sender's address.
     */
    async byToken(token: string, client: RequestClient): Promise<StoreTrackedOrder> {
      const shortNumber = tokens.shortNumberOf(token);
      const order = shortNumber === null ? undefined : await repository.findByShortNumber(shortNumber);
      const matches = await tokens.matches(token, order ?? NOBODY);
      if (order && matches) return view(order);
      await limiter.take([['track-address', client.ip]]);
      throw notFound();
    },
  };
}
export type TrackingService = ReturnType<typeof createTrackingService>;
