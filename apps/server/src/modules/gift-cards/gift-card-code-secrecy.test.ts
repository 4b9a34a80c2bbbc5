import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gte } from 'drizzle-orm';
import {
  GIFT_CARD_CODE_PATTERN,
  giftCardExpiry,
  type AdminGiftCard,
  type AdminGiftCardListResponse,
  type Role,
} from '@matjar/core';
import { activityLogs, giftCards } from '@matjar/db';
import { bearer, createSessionToken, createStaffUser } from '../staff/testing/staff-test-support.js';
import {
  asStaff,
  buildGiftCardsTestApp,
  cardsOf,
  placeGiftCardOrder,
  type GiftCardsTestApp,
} from './testing/gift-cards-admin-test-support.js';
import { testShopCardCode } from './testing/gift-codes-test-support.js';

// D19: nobody without orders.manage can work a gift-card code out, search one out or find
// one by a part of it; a manager finds a card by its whole code only, counted and logged; old codes still work.

const FIND_LIMIT = 15;
let g: GiftCardsTestApp;
beforeAll(async () => {
  g = await buildGiftCardsTestApp({
    rateLimits: { 'gift-card-find-staff': { max: FIND_LIMIT }, 'gift-card-find-address': { max: 10_000 } },
  });
});
afterAll(() => g?.t.close());

const db = () => g.t.database.db;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
/** Every ISO time anywhere in a JSON body. */
const timesIn = (value: unknown): string[] =>
  typeof value === 'string'
    ? ISO_TIME.test(value)
      ? [value]
      : []
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(timesIn)
      : [];

/** A staff member of its own (its own find count), answering a caller. */
async function freshStaff(role: Role) {
  const user = await createStaffUser(db(), { role });
  const token = await createSessionToken(db(), user.id);
  return {
    id: user.id,
    find: (code: string) =>
      g.t.app.inject({
        method: 'POST',
        url: '/api/admin/gift-cards/find',
        headers: bearer(token),
        payload: { code },
      }),
  };
}

const viewerList = async (q: string) => {
  const response = await asStaff(g, 'viewer', {
    method: 'GET',
    url: `/api/admin/gift-cards?q=${encodeURIComponent(q)}&page_size=100`,
  });
  expect(response.statusCode).toBe(200);
  return response.json<AdminGiftCardListResponse>();
};

const findEntriesOf = (userId: number) =>
  db()
    .select()
    .from(activityLogs)
    .where(and(eq(activityLogs.userId, userId), eq(activityLogs.entityType, 'gift_card')));

/**
 * An old-format card as the code generator made them before codes hid their time: PREFIX-RIYALS-<issue ms in base 36>-RAND4,
 * expiring one year after that millisecond. Added to a paid order's gift-card line.
 */
async function insertLegacyCard(orderId: number, issuedAt: Date, random4: string) {
  const [line] = await cardsOf(db(), orderId);
  const code = `GIFT-50-${issuedAt.getTime().toString(36).toUpperCase()}-${random4}`;
  const [card] = await db()
    .insert(giftCards)
    .values({
      ...testShopCardCode(code),
      orderId,
      orderItemId: line!.orderItemId,
      productId: line!.productId,
      brandId: line!.brandId,
      productName: line!.productName,
      denomination: 5_000,
      expiresAt: giftCardExpiry(issuedAt),
      createdAt: issuedAt,
    })
    .returning();
  return { ...card!, code };
}

describe('a viewer cannot work a code out', () => {
  it('new codes: 99 random bits; the list and the order page show no character of them, times to the minute', async () => {
    const order = await placeGiftCardOrder(g, { quantity: 2 });
    const cards = await cardsOf(db(), order.id);
    expect(cards).toHaveLength(2);
    for (const card of cards) expect(card.code).toMatch(GIFT_CARD_CODE_PATTERN);
    expect(cards[0]!.code).not.toBe(cards[1]!.code);
    // Issued in the same instant for the same product and value, they share only the prefix and riyals.
    expect(cards[0]!.code.slice(0, 'GIFT-50-'.length)).toBe(cards[1]!.code.slice(0, 'GIFT-50-'.length));

    const listed = await viewerList(order.orderNumber);
    const page = await asStaff(g, 'viewer', { method: 'GET', url: `/api/admin/orders/${order.id}` });
    expect(page.statusCode).toBe(200);
    for (const body of [JSON.stringify(listed), page.body]) {
      for (const { code } of cards) {
        const secret = code.slice('GIFT-50-'.length);
        expect(body).not.toContain(secret.slice(-9)); // the last two groups, dash and all
        expect(body).not.toContain(secret.replaceAll('-', '').slice(-8));
      }
    }
    expect(listed.gift_cards.map((c) => c.masked_code)).toEqual(['GIFT-50-••••', 'GIFT-50-••••']);
    // Every time near the payment, the instant an old code was made from. (The order's own creation time
    // comes before the shopper's time on the card page, and its ORD- number holds it anyway.)
    const { items, history, transaction } = page.json<Record<string, unknown>>();
    const times = [...timesIn(listed), ...timesIn({ items, history, transaction })];
    expect(times.length).toBeGreaterThan(4);
    for (const time of times) expect(time).toMatch(/:00\.000Z$/);
  });

  it('old codes: the mask hides their random end, and expires_at no longer gives their time token', async () => {
    const order = await placeGiftCardOrder(g, { quantity: 1 });
    const issuedAt = new Date('2026-02-11T09:26:53.589Z');
    const legacy = await insertLegacyCard(order.id, issuedAt, 'W8RZ');
    const token = issuedAt.getTime().toString(36).toUpperCase();

    const listed = (await viewerList(order.orderNumber)).gift_cards.find((c) => c.id === legacy.id)!;
    expect(listed.masked_code).toBe('GIFT-50-••••');
    const page = await asStaff(g, 'viewer', { method: 'GET', url: `/api/admin/orders/${order.id}` });
    const onPage = page
      .json<{ items: { gift_cards: { id: number; masked_code: string; expires_at: string }[] }[] }>()
      .items.flatMap((item) => item.gift_cards)
      .find((c) => c.id === legacy.id)!;
    expect(onPage.masked_code).toBe('GIFT-50-••••');

    for (const body of [JSON.stringify(listed), page.body]) {
      expect(body).not.toContain('W8RZ');
      expect(body).not.toContain(token);
    }
    // The old derivation: expiry minus one year, to the millisecond, in base 36. It no longer gives the token:
    // every time shown is cut to its minute, 53.589 s before the instant the token was made from.
    const yearBefore = (shown: string) => {
      const at = new Date(shown);
      at.setUTCFullYear(at.getUTCFullYear() - 1);
      return at;
    };
    for (const derived of [
      yearBefore(listed.expires_at),
      yearBefore(onPage.expires_at),
      new Date(listed.created_at),
    ]) {
      expect(derived.getTime().toString(36).toUpperCase()).not.toBe(token);
      expect(issuedAt.getTime() - derived.getTime()).toBe(53_589);
    }
  });
});

describe('a viewer cannot search a code out', () => {
  it('the list search matches no part of a code, nor the whole of one', async () => {
    const order = await placeGiftCardOrder(g, { quantity: 1 });
    const [card] = await cardsOf(db(), order.id);
    const legacy = await insertLegacyCard(order.id, new Date('2026-01-05T10:11:12.131Z'), 'K7Q2');
    for (const { id, code } of [card!, legacy]) {
      for (const q of [
        code.slice(-4),
        code.slice(-4).toLowerCase(),
        `••••-${code.slice(-4)}`,
        code.slice(-9),
        code.slice(-14),
        code.slice(0, -5),
        code,
        code.replaceAll('-', ''),
      ]) {
        const ids = (await viewerList(q)).gift_cards.map((c) => c.id);
        expect(ids, q).not.toContain(id);
      }
    }
  });

  it('finding by code is for orders.manage: viewers and editors are refused, and nothing is logged', async () => {
    const order = await placeGiftCardOrder(g, { quantity: 1 });
    const [card] = await cardsOf(db(), order.id);
    for (const role of ['viewer', 'editor'] as const) {
      const staff = await freshStaff(role);
      for (const code of [card!.code, card!.code.slice(-4)]) {
        const response = await staff.find(code);
        expect(response.statusCode).toBe(403);
        expect(response.body).not.toContain(card!.code.slice(-4));
      }
      expect(await findEntriesOf(staff.id)).toHaveLength(0);
    }
  });
});

describe('POST /api/admin/gift-cards/find (orders.manage)', () => {
  it('finds nothing by a part of a code, even for a manager; each try is logged without the code', async () => {
    const order = await placeGiftCardOrder(g, { quantity: 1 });
    const [card] = await cardsOf(db(), order.id);
    const code = card!.code;
    const manager = await freshStaff('admin');
    const parts = [
      code.slice(-4),
      `••••-${code.slice(-4)}`,
      code.slice(-9),
      code.slice(0, -5),
      code.slice(0, -1),
      'GIFT-50',
      code.slice('GIFT-50-'.length),
      `${code}X`,
    ];
    for (const part of parts) {
      const response = await manager.find(part);
      expect(response.statusCode, part).toBe(404);
      expect(response.json().error).toMatchObject({
        code: 'GIFT_CARD_CODE_NOT_FOUND',
        messageAr: expect.stringContaining('الكود كاملًا'),
      });
    }
    const entries = await findEntriesOf(manager.id);
    expect(entries).toHaveLength(parts.length);
    expect(entries.every((entry) => entry.entityId === null)).toBe(true);
    expect(JSON.stringify(entries)).not.toContain(code.slice(-4));
  });

  it('finds the card by its whole code in any case, spacing, dashes or digits; logged like a reveal', async () => {
    const order = await placeGiftCardOrder(g, { quantity: 2 });
    const [card, other] = await cardsOf(db(), order.id);
    const code = card!.code;
    const manager = await freshStaff('admin');
    const arabicDigits = (text: string) => text.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);
    const forms = [
      code,
      code.toLowerCase(),
      code.replaceAll('-', ''),
      code.replaceAll('-', ' '),
      `  ${code.toLowerCase().replaceAll('-', '  ')}  `,
      code.replaceAll('-', '–'),
      arabicDigits(code),
    ];
    for (const form of forms) {
      const response = await manager.find(form);
      expect(response.statusCode, form).toBe(200);
      const found = response.json<{ gift_card: AdminGiftCard }>().gift_card;
      expect(found).toMatchObject({ id: card!.id, order_id: order.id, masked_code: 'GIFT-50-••••' });
      // The answer names the card; the code itself still comes from the reveal only.
      expect(response.body).not.toContain(code.slice(-4));
    }
    expect((await manager.find(other!.code)).json().gift_card.id).toBe(other!.id);

    const entries = await findEntriesOf(manager.id);
    expect(entries).toHaveLength(forms.length + 1);
    expect(entries.filter((entry) => entry.entityId === String(card!.id))).toHaveLength(forms.length);
    expect(entries[0]).toMatchObject({
      actionType: 'UPDATE',
      entityName: expect.stringContaining(order.orderNumber),
    });
    expect(JSON.stringify(entries)).not.toContain(code.slice(-4));
    expect(JSON.stringify(entries)).not.toContain(other!.code.slice(-4));
  });

  it('is counted by the abuse limits: past the limit a manager waits (429), and the refusal is not searched', async () => {
    const order = await placeGiftCardOrder(g, { quantity: 1 });
    const [card] = await cardsOf(db(), order.id);
    const manager = await freshStaff('admin');
    for (let i = 0; i < FIND_LIMIT; i++) {
      expect((await manager.find(i % 2 ? card!.code : 'GIFT-50-NOPE')).statusCode).not.toBe(429);
    }
    const refused = await manager.find(card!.code);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('TOO_MANY_ATTEMPTS');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await findEntriesOf(manager.id)).toHaveLength(FIND_LIMIT);
    // Another staff member has a count of their own.
    expect((await (await freshStaff('admin')).find(card!.code)).statusCode).toBe(200);
  });
});

describe('the reveal is the only way to read a code', () => {
  it('answers the code to a manager only, and logs who saw it', async () => {
    const order = await placeGiftCardOrder(g, { quantity: 1 });
    const [card] = await cardsOf(db(), order.id);
    const url = `/api/admin/orders/${order.id}/gift-cards/${card!.id}/reveal`;
    const since = new Date(Date.now() - 1_000);
    for (const role of ['viewer', 'editor'] as const) {
      expect((await asStaff(g, role, { method: 'POST', url })).statusCode).toBe(403);
    }
    const revealed = await asStaff(g, 'admin', { method: 'POST', url });
    expect(revealed.statusCode).toBe(200);
    expect(revealed.json()).toEqual({ code: card!.code, pin: null });
    const entries = await db()
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.entityId, String(card!.id)), gte(activityLogs.createdAt, since)));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.changes).toMatchObject({ new: { code_revealed: true } });
    expect(JSON.stringify(entries)).not.toContain(card!.code);

    // The orders CSV a viewer may download holds no code either.
    const csv = await asStaff(g, 'viewer', {
      method: 'GET',
      url: `/api/admin/orders.csv?q=${encodeURIComponent(order.orderNumber)}`,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(order.orderNumber);
    expect(csv.body).not.toContain(card!.code.slice(-9));
  });
});

describe('codes of the old shape keep working', () => {
  it('an old code is found by its whole code however typed, shown to its holder and revealed', async () => {
    const order = await placeGiftCardOrder(g, { quantity: 1 });
    const legacy = await insertLegacyCard(order.id, new Date('2025-11-30T18:45:07.402Z'), 'M7KQ');
    const manager = await freshStaff('admin');
    const riyals = legacy.code.split('-');
    for (const form of [
      legacy.code,
      legacy.code.toLowerCase(),
      legacy.code.replaceAll('-', ' '),
      legacy.code.replaceAll('-', ''),
      [riyals[0], '٥٠', riyals[2], riyals[3]].join('-'),
    ]) {
      const response = await manager.find(form);
      expect(response.statusCode, form).toBe(200);
      expect(response.json().gift_card).toMatchObject({ id: legacy.id, masked_code: 'GIFT-50-••••' });
    }
    expect((await manager.find(legacy.code.slice(-4))).statusCode).toBe(404);
    expect((await manager.find(legacy.code.slice(0, -5))).statusCode).toBe(404);

    const verify = await g.t.app.inject({
      method: 'GET',
      url: `/api/payments/verify-order/${order.orderNumber}`,
      headers: { 'x-order-token': order.orderToken },
    });
    const held = verify.json<{ order: { giftCards: { code: string }[] } }>().order.giftCards;
    expect(held.map((c) => c.code)).toContain(legacy.code);

    const reveal = await asStaff(g, 'admin', {
      method: 'POST',
      url: `/api/admin/orders/${order.id}/gift-cards/${legacy.id}/reveal`,
    });
    expect(reveal.json()).toEqual({ code: legacy.code, pin: null });
  });
});
