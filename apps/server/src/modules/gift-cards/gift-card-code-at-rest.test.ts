import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { giftCardExpiry } from '@matjar/core';
import { giftCardLedger, giftCards, sealWaitingGiftCardCodes, WAITING_CODE_MARK } from '@matjar/db';
import { qatarAddress } from '../checkout/testing/checkout-fixture.js';
import {
  asStaff,
  buildGiftCardsTestApp,
  cardsOf,
  placeGiftCardOrder,
  type GiftCardsTestApp,
} from './testing/gift-cards-admin-test-support.js';

// The shop's own gift-card codes at rest: a card row keeps the keyed hash of its code and the code sealed,
// so a plain dump of the database holds no code, while checkout, the balance page, staff's find and the
// reveal work as before — including for a card an older release issued with its code in the clear.

let g: GiftCardsTestApp;
const db = () => g.t.database.db;

beforeAll(async () => {
  g = await buildGiftCardsTestApp();
});
afterAll(() => g?.t.close());

/** Arabic-Indic digits for the Latin ones, as a phone's Arabic keyboard types them. */
const arabicDigits = (text: string) => text.replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)]!);

let shoppers = 0;
/** A cash order of the speaker (200 QAR), paid in part by the card typed as `typed`. */
function spend(typed: string) {
  const n = ++shoppers;
  return g.t.app.inject({
    method: 'POST',
    url: '/api/payments/create-order',
    remoteAddress: `10.47.0.${n}`,
    payload: {
      customer: {
        name: `Spender ${n}`,
        email: `rest-${n}-${process.pid}@example.qa`,
        phone: `+974 6${String(n).padStart(3, '0')} ${String(process.pid % 10_000).padStart(4, '0')}`,
      },
      items: [{ product_id: g.f.speaker.id, quantity: 1 }],
      orderData: qatarAddress(`Sealed street ${n}`),
      paymentMethod: 'cash',
      giftCardCode: typed,
      locale: 'en',
    },
  });
}

const balance = (typed: string) =>
  g.t.app.inject({
    method: 'POST',
    url: '/api/store/gift-cards/balance',
    remoteAddress: `10.47.1.${++shoppers % 250}`,
    payload: { code: typed },
  });

/**
 * Every row of every table as text, what a plain dump prints, but the e-mail outbox: a codes e-mail carries
 * its codes until it is sent (then they are taken out of it, as the mail's own tests show).
 */
async function dumpText(): Promise<string> {
  const { rows: tables } = await db().execute<{ name: string }>(sql`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'outbox'`);
  const parts: string[] = [];
  for (const { name } of tables) {
    const { rows } = await db().execute<{ row: string }>(
      sql`SELECT t::text AS row FROM ${sql.identifier(name)} t`,
    );
    parts.push(...rows.map((row) => row.row));
  }
  return parts.join('\n');
}

describe('a plain dump of the database holds no shop gift-card code', () => {
  it('bought, replaced and store-credit cards: only hashes and sealed texts, which open to the codes', async () => {
    const bought = await placeGiftCardOrder(g, { quantity: 2 });
    const [first] = await cardsOf(db(), bought.id);
    const voided = await asStaff(g, 'admin', {
      method: 'POST',
      url: `/api/admin/gift-cards/${first!.id}/void`,
      payload: { reason: 'lost' },
    });
    expect(voided.statusCode, voided.body).toBe(200);
    const cards = await cardsOf(db(), bought.id);
    expect(cards).toHaveLength(3);

    const dump = await dumpText();
    for (const card of cards) {
      expect(card.code).toMatch(/^GIFT-50-/);
      expect(dump).not.toContain(card.code);
      // Not even the secret's end, dashes or not.
      expect(dump).not.toContain(card.code.slice(-9));
      expect(dump).not.toContain(card.code.replaceAll('-', '').slice(-8));
      expect(card.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(card.codeSealed).toMatch(/^v1\./);
    }
    const columns = await db().execute<{ column_name: string }>(sql`
      SELECT column_name FROM information_schema.columns WHERE table_name = 'gift_cards' ORDER BY 1`);
    expect(columns.rows.map((row) => row.column_name)).not.toContain('code');
  });
});

describe('finding a sealed card by what a shopper types', () => {
  it('the balance page and checkout find it in lower case, spaced, or with Arabic-Indic digits', async () => {
    const bought = await placeGiftCardOrder(g, { quantity: 1 });
    const [card] = await cardsOf(db(), bought.id);
    for (const typed of [
      card!.code,
      card!.code.toLowerCase(),
      card!.code.replaceAll('-', ' ').toLowerCase(),
      arabicDigits(card!.code),
      ` ${arabicDigits(card!.code.toLowerCase()).replaceAll('-', '')} `,
    ]) {
      const answer = await balance(typed);
      expect(answer.statusCode, typed).toBe(200);
      expect(answer.json()).toMatchObject({ balance: 5_000, expired: false });
    }
    const spent = await spend(arabicDigits(card!.code.toLowerCase()).replaceAll('-', ' '));
    expect(spent.statusCode, spent.body).toBe(201);
    expect(spent.json()).toMatchObject({ giftCardAmount: 5_000 });
    // A part of the code, or one character off (another last character than the code's own), finds nothing.
    const offByOne = `${card!.code.slice(0, -1)}${card!.code.endsWith('X') ? 'Y' : 'X'}`;
    for (const typed of [card!.code.slice(0, -5), offByOne]) {
      expect((await balance(typed)).statusCode, typed).toBe(404);
    }
  });

  it('staff find it by its whole code, and the audited reveal opens it', async () => {
    const bought = await placeGiftCardOrder(g, { quantity: 1 });
    const [card] = await cardsOf(db(), bought.id);
    const found = await asStaff(g, 'admin', {
      method: 'POST',
      url: '/api/admin/gift-cards/find',
      payload: { code: card!.code.toLowerCase() },
    });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toMatchObject({ gift_card: { id: card!.id } });
    const revealed = await asStaff(g, 'admin', {
      method: 'POST',
      url: `/api/admin/orders/${bought.id}/gift-cards/${card!.id}/reveal`,
    });
    expect(revealed.statusCode, revealed.body).toBe(200);
    expect(revealed.json()).toEqual({ code: card!.code, pin: null });
  });
});

describe('a card an older release issued with its code in the clear', () => {
  /** The row as migration 0047 leaves such a card: its code waiting to be sealed, its balance on the ledger. */
  async function oldCard(code: string, value: number, orderId: number) {
    const [row] = await db()
      .insert(giftCards)
      .values({
        codeHash: `${WAITING_CODE_MARK}pending`,
        codeSealed: `${WAITING_CODE_MARK}${code}`,
        orderId,
        productName: 'بطاقة هدايا',
        denomination: value,
        balance: value,
        expiresAt: giftCardExpiry(new Date()),
      })
      .returning({ id: giftCards.id });
    await db()
      .update(giftCards)
      .set({ codeHash: `${WAITING_CODE_MARK}${row!.id}` })
      .where(eq(giftCards.id, row!.id));
    await db()
      .insert(giftCardLedger)
      .values({ giftCardId: row!.id, kind: 'issue', amount: value, balanceAfter: value });
    return row!.id;
  }

  it('is sealed and hashed at start-up, and its old code still spends, typed loosely', async () => {
    const bought = await placeGiftCardOrder(g, { quantity: 1 });
    const current = 'GIFT-100-7KQ2-M3X9-HT4W-BN8C-ZP5D';
    const legacy = 'GIFT-50-MB3J8Z1Q-W8RZ';
    const ids = [await oldCard(current, 10_000, bought.id), await oldCard(legacy, 5_000, bought.id)];
    // Waiting, no typed code finds it (nothing is served before the seal runs; this shows why it must).
    expect((await balance(current)).statusCode).toBe(404);

    expect(await sealWaitingGiftCardCodes(g.t.database, g.t.app.giftCodeVault)).toBe(2);
    expect(await sealWaitingGiftCardCodes(g.t.database, g.t.app.giftCodeVault)).toBe(0);
    const rows = await db()
      .select()
      .from(giftCards)
      .where(sql`${giftCards.id} IN (${sql.join(ids, sql`, `)})`)
      .orderBy(asc(giftCards.id));
    for (const row of rows) {
      expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.codeSealed).toMatch(/^v1\./);
    }
    const dump = await dumpText();
    expect(dump).not.toContain(current);
    expect(dump).not.toContain(legacy);

    expect((await balance(current.toLowerCase())).json()).toMatchObject({ balance: 10_000 });
    const spent = await spend(arabicDigits(legacy.toLowerCase()).replaceAll('-', ' '));
    expect(spent.statusCode, spent.body).toBe(201);
    expect(spent.json()).toMatchObject({ giftCardAmount: 5_000 });
    const ledger = await db()
      .select()
      .from(giftCardLedger)
      .where(eq(giftCardLedger.giftCardId, ids[1]!))
      .orderBy(asc(giftCardLedger.id));
    expect(ledger.map((entry) => [entry.kind, entry.amount])).toEqual([
      ['issue', 5_000],
      ['spend', -5_000],
    ]);
    // The account page, the e-mail and the reveal open the code from its seal.
    const revealed = await asStaff(g, 'admin', {
      method: 'POST',
      url: `/api/admin/orders/${bought.id}/gift-cards/${ids[0]}/reveal`,
    });
    expect(revealed.json()).toEqual({ code: current, pin: null });
  });
});
