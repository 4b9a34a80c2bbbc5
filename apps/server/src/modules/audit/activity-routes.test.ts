import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTIVITY_LOG_CSV_COLUMNS,
  ACTIVITY_LOG_CSV_HEADERS,
  ACTIVITY_LOG_PAGE,
  ActivityLogResponse,
  dohaDateTime,
  formatOrderNumber,
  type AuditedEntityType,
} from '@matjar/core';
import { giftCards, orderItems } from '@matjar/db';
import { buildTestApp } from '../../testing/test-app.js';
import { bearer, createSessionToken, createStaffUser } from '../staff/testing/staff-test-support.js';
import { insertOrders } from '../orders/testing/order-list-test-support.js';
import { recordActivity } from './record-activity.js';
import { testShopCardCode } from '../gift-cards/testing/gift-codes-test-support.js';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let actor: Awaited<ReturnType<typeof createStaffUser>>;
let token: string;
// A type no real entry has, so the filters below see only this file's entries (the server records only core's
// audited types; the cast steps past that list on purpose, as an entry stored before a type was listed would).
const entity = `widget-${Date.now()}` as AuditedEntityType;

beforeAll(async () => {
  ctx = await buildTestApp();
  actor = await createStaffUser(ctx.app.db, { role: 'super_admin' });
  token = await createSessionToken(ctx.app.db, actor.id);
  const who = { id: actor.id, username: actor.username, role: actor.role };
  await ctx.app.db.transaction(async (tx) => {
    await recordActivity(tx, who, {
      action: 'CREATE',
      entityType: entity,
      entityId: 1,
      entityName: 'هاتف, "الأول"',
      new: { name: 'هاتف', price: 1000 },
      description: '=cmd() created',
    });
    await recordActivity(tx, who, {
      action: 'UPDATE',
      entityType: entity,
      entityId: 1,
      old: { price: 1000, password_hash: '$argon2id$leak' },
      new: { price: 900, nested: { token: 'abc' } },
      description: 'price lowered',
    });
    await recordActivity(tx, who, {
      action: 'DELETE',
      entityType: entity,
      entityId: 1,
      description: 'removed',
    });
  });
});
afterAll(() => ctx?.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('GET /api/admin/activity-logs', () => {
  it('lists entries newest first with their changes, secrets redacted', async () => {
    const response = await get(`/api/admin/activity-logs?entity_type=${entity}`);
    expect(response.statusCode).toBe(200);
    const { logs } = ActivityLogResponse.parse(response.json());
    expect(logs.map((l) => l.action_type)).toEqual(['DELETE', 'UPDATE', 'CREATE']);
    expect(logs[1]).toMatchObject({
      user_id: actor.id,
      username: actor.username,
      user_role: 'super_admin',
      entity_id: '1',
      changes: {
        old: { price: 1000, password_hash: '[redacted]' },
        new: { price: 900, nested: { token: '[redacted]' } },
      },
    });
    expect(logs[0]!.changes).toBeNull();
    expect(response.body).not.toContain('argon2');
  });

  it('filters by operation and user, and limits the page', async () => {
    const updates = ActivityLogResponse.parse(
      (
        await get(`/api/admin/activity-logs?entity_type=${entity}&action_type=UPDATE&user_id=${actor.id}`)
      ).json(),
    );
    expect(updates.logs.map((l) => l.description)).toEqual(['price lowered']);
    const nobody = ActivityLogResponse.parse(
      (await get(`/api/admin/activity-logs?entity_type=${entity}&user_id=999999`)).json(),
    );
    expect(nobody.logs).toEqual([]);
    const one = ActivityLogResponse.parse(
      (await get(`/api/admin/activity-logs?entity_type=${entity}&limit=1`)).json(),
    );
    expect(one.logs).toHaveLength(1);
  });

  it(`refuses a limit above ${ACTIVITY_LOG_PAGE} and an unknown operation`, async () => {
    expect((await get(`/api/admin/activity-logs?limit=${ACTIVITY_LOG_PAGE + 1}`)).statusCode).toBe(400);
    expect((await get('/api/admin/activity-logs?action_type=READ')).statusCode).toBe(400);
  });
});

describe('GET /api/admin/activity-logs.csv', () => {
  it('exports the filtered log as UTF-8 CSV with a BOM, a header row and escaped fields', async () => {
    const response = await get(`/api/admin/activity-logs.csv?entity_type=${entity}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="activity-log-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const raw = response.rawPayload.toString('utf8');
    expect(raw.charCodeAt(0)).toBe(0xfeff);
    const lines = raw.slice(1).trimEnd().split('\r\n');
    // Headers in the chosen language (Arabic unless asked), times on Doha's clock.
    expect(lines[0]).toBe(ACTIVITY_LOG_CSV_COLUMNS.map((c) => ACTIVITY_LOG_CSV_HEADERS.ar[c]).join(','));
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^\d+,\d{4}-\d{2}-\d{2} \d{2}:\d{2},\d+,[^,]+,super_admin,DELETE,/);
    expect(lines[3]).toContain('"هاتف, ""الأول"""');
    // A description that looks like a formula is defused.
    expect(lines[3]).toContain(",'=cmd() created,");
    expect(lines[3]).toContain('"{""new"":{""name"":""هاتف"",""price"":1000}}"');
    expect(raw).not.toContain('argon2');
  });

  it('writes the headers and the summaries in English when asked, the time in Doha', async () => {
    const response = await get(`/api/admin/activity-logs.csv?entity_type=${entity}&lang=en`);
    const lines = response.rawPayload.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(ACTIVITY_LOG_CSV_COLUMNS.map((c) => ACTIVITY_LOG_CSV_HEADERS.en[c]).join(','));
    expect(lines[0]).toContain('Date and time (Doha)');
    const created = (await get(`/api/admin/activity-logs?entity_type=${entity}`)).json().logs[0].created_at;
    expect(lines[1]).toContain(`,${dohaDateTime(new Date(created))},`);
    expect(lines[2]).toContain('changed the price, nested of');
    expect(lines[2]).not.toContain('password hash');
  });

  it('applies the filters', async () => {
    const response = await get(`/api/admin/activity-logs.csv?entity_type=${entity}&action_type=CREATE`);
    expect(response.rawPayload.toString('utf8').trimEnd().split('\r\n')).toHaveLength(2);
  });
});

describe('orders in the log (D20)', () => {
  it('names an order and its gift cards by the short number, also in entries that stored ORD-…', async () => {
    const [order] = await insertOrders(ctx.app.db, [{}]);
    const [item] = await ctx.app.db
      .insert(orderItems)
      .values({
        orderId: order!.id,
        productName: 'بطاقة أبل',
        quantity: 1,
        unitPrice: 10_000,
        listPrice: 10_000,
        totalPrice: 10_000,
      })
      .returning();
    const [card] = await ctx.app.db
      .insert(giftCards)
      .values({
        ...testShopCardCode(`LOG-${order!.id}`),
        orderId: order!.id,
        orderItemId: item!.id,
        productName: 'بطاقة أبل',
        denomination: 10_000,
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    const who = { id: actor.id, username: actor.username, role: actor.role };
    await ctx.app.db.transaction(async (tx) => {
      await recordActivity(tx, who, {
        action: 'UPDATE',
        entityType: 'order',
        entityId: order!.id,
        entityName: order!.orderNumber,
        description: 'status changed',
      });
      await recordActivity(tx, who, {
        action: 'UPDATE',
        entityType: 'gift_card',
        entityId: card!.id,
        entityName: `بطاقة أبل (${order!.orderNumber})`,
        description: 'code revealed',
      });
    });
    const names = async (type: string) =>
      ActivityLogResponse.parse((await get(`/api/admin/activity-logs?entity_type=${type}`)).json()).logs.find(
        (log) => log.entity_id === String(type === 'order' ? order!.id : card!.id),
      )?.entity_name;
    const number = formatOrderNumber(order!.shortNumber);
    expect(await names('order')).toBe(number);
    expect(await names('gift_card')).toBe(`بطاقة أبل (${number})`);
  });
});
