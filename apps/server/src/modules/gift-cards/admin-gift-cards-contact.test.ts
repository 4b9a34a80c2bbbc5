import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminGiftCardListResponse } from '@matjar/core';
import {
  asStaff,
  buildGiftCardsTestApp,
  placeGiftCardOrder,
  type GiftCardsTestApp,
} from './testing/gift-cards-admin-test-support.js';

// The gift-card list names each card's buyer. A role that does not handle orders reads the
// buyer as the orders show them to it: an initial and a masked e-mail.

let g: GiftCardsTestApp;
beforeAll(async () => {
  g = await buildGiftCardsTestApp();
});
afterAll(() => g?.t.close());

async function listAs(role: 'viewer' | 'editor' | 'admin' | 'super_admin', orderNumber: string) {
  const response = await asStaff(g, role, { method: 'GET', url: `/api/admin/gift-cards?q=${orderNumber}` });
  expect(response.statusCode).toBe(200);
  return { body: response.body, cards: response.json<AdminGiftCardListResponse>().gift_cards };
}

describe("the gift-card list's buyer", () => {
  it.each(['viewer', 'editor'] as const)(
    'a %s reads an initial and a masked e-mail, nothing more',
    async (role) => {
      const order = await placeGiftCardOrder(g, { quantity: 1 });
      const { body, cards } = await listAs(role, order.orderNumber);
      expect(cards).toHaveLength(1);
      expect(cards[0]).toMatchObject({ customer_name: 'B.', customer_email: 'b•••@•••.qa' });
      expect(body).not.toContain(order.email);
      expect(body).not.toContain('Buyer ');
    },
  );

  it.each(['admin', 'super_admin'] as const)('a %s reads them as given', async (role) => {
    const order = await placeGiftCardOrder(g, { quantity: 1 });
    const { cards } = await listAs(role, order.orderNumber);
    expect(cards[0]).toMatchObject({ customer_email: order.email });
    expect(cards[0]!.customer_name).toMatch(/^Buyer \d+$/);
  });
});
