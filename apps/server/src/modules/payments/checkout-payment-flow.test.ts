import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '@matjar/db';
import { buildTestApp } from '../../testing/test-app.js';
import { insertPaymentFixture } from './testing/payment-fixture.js';

const PUBLIC_URL = 'http://shop.test';

/** Through H1's create-order and verify-order: the whole online journey on the sandbox gateway. */
describe('online order: create-order → sandbox page → return → verify-order', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  let fixture: Awaited<ReturnType<typeof insertPaymentFixture>>;

  beforeAll(async () => {
    t = await buildTestApp({ env: { PUBLIC_URL } });
    fixture = await insertPaymentFixture(t.app.db);
  });
  afterAll(() => t?.close());

  async function placeGiftCardOrder(locale: 'ar' | 'en') {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/payments/create-order',
      payload: {
        customer: { name: 'Mariam Al-Thani', email: 'mariam@example.qa', phone: '+97455512345' },
        items: [
          { product_id: fixture.giftCard.id, variant_id: fixture.card50.id, quantity: 2 },
          { product_id: fixture.giftCard.id, variant_id: fixture.card100.id, quantity: 1 },
        ],
        paymentMethod: 'online',
        locale,
      },
    });
    expect(created.statusCode).toBe(201);
    const body = created.json<{ orderNumber: string; paymentUrl: string; orderToken: string }>();
    expect(body.paymentUrl).toMatch(new RegExp(`^${PUBLIC_URL}/pay/sandbox/sbx_`));
    return body;
  }
  /** The order's confirmation e-mail in the outbox, and whether it is due (a held one waits for the payment). */
  async function confirmationOf(orderNumber: string) {
    const [row] = await t.app.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `order-confirmation:${orderNumber}`));
    return row ? { status: row.status, due: row.nextAttemptAt.getTime() <= Date.now() } : null;
  }
  const verify = (orderNumber: string, orderToken: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/payments/verify-order/${orderNumber}`,
      headers: { 'x-order-token': orderToken },
    });

  it('pays a gift-card order: codes issued per unit and shown by verify-order', async () => {
    const { orderNumber, paymentUrl, orderToken } = await placeGiftCardOrder('en');
    const before = (await verify(orderNumber, orderToken)).json();
    expect(before.order).toMatchObject({ status: 'pending', paymentStatus: 'pending', giftCards: [] });
    expect(before.transaction).toMatchObject({ status: 'pending' });
    // Nobody is told "order confirmed" before the card is paid.
    expect(await confirmationOf(orderNumber)).toEqual({ status: 'pending', due: false });

    const payPath = paymentUrl.slice(PUBLIC_URL.length);
    expect((await t.app.inject({ method: 'GET', url: payPath })).statusCode).toBe(200);
    const paid = await t.app.inject({
      method: 'POST',
      url: payPath,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay&card=4242424242424242&expiry=12%2F99&cvc=123',
    });
    const back = await t.app.inject({
      method: 'GET',
      url: (paid.headers.location as string).slice(PUBLIC_URL.length),
    });
    expect(back.headers.location).toMatch(
      new RegExp(`^/en/checkout/success\\?orderNumber=${orderNumber}&t=\\d+\\.`),
    );

    const after = (await verify(orderNumber, orderToken)).json();
    // Cards only: complete (delivered) once the codes are out.
    expect(after.order).toMatchObject({
      status: 'delivered',
      paymentStatus: 'completed',
      isGiftCardOrder: true,
    });
    expect(after.transaction).toMatchObject({ status: 'completed', visaId: '424242******4242' });
    expect(await confirmationOf(orderNumber)).toEqual({ status: 'pending', due: true });
    expect(after.order.giftCards).toHaveLength(3);
    // The brand's own codes, from the inventory the fixture loaded: one each, never the same twice.
    const stocked = [...fixture.codes.card50, ...fixture.codes.card100];
    for (const card of after.order.giftCards) expect(stocked).toContain(card.code);
    expect(new Set(after.order.giftCards.map((c: { code: string }) => c.code)).size).toBe(3);
    expect(after.order.giftCards.map((c: { value: number }) => c.value).sort()).toEqual([
      10_000, 5_000, 5_000,
    ]);
  });

  it('a declined card shows as failed on verify-order and the Arabic return goes to /checkout/failed', async () => {
    const { orderNumber, paymentUrl, orderToken } = await placeGiftCardOrder('ar');
    const payPath = paymentUrl.slice(PUBLIC_URL.length);
    const declined = await t.app.inject({
      method: 'POST',
      url: payPath,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay&card=4000000000000002&expiry=12%2F99&cvc=123',
    });
    const back = await t.app.inject({
      method: 'GET',
      url: (declined.headers.location as string).slice(PUBLIC_URL.length),
    });
    expect(back.headers.location).toBe(`/checkout/failed?orderNumber=${orderNumber}`);
    const after = (await verify(orderNumber, orderToken)).json();
    expect(after.order).toMatchObject({ status: 'canceled', paymentStatus: 'failed', giftCards: [] });
    expect(after.transaction).toMatchObject({ status: 'failed' });
    expect(await confirmationOf(orderNumber)).toBeNull();
  });
});
