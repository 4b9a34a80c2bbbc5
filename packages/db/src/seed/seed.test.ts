import { randomBytes } from 'node:crypto';
import { access, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { IMAGE_WIDTHS } from '@matjar/core';
import { asc, count, eq, getTableName, isTable, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../client/test-database.js';
import type { Database } from '../client/types.js';
import {
  adminUsers,
  brands,
  categories,
  coupons,
  giftCardCodes,
  giftCards,
  productImages,
  productOptions,
  productOptionValues,
  products,
  productVariants,
  schema,
  siteSettings,
} from '../schema/index.js';
import { seedIfEmpty, type SeedResult } from './index.js';
import { createGiftCodeVault } from '../gift-codes/gift-code-vault.js';
import { openShopCardCode, shopCardLookupHash } from '../gift-codes/shop-card-codes.js';
import { DEMO_STORE_CARD_CODE, DEMO_STORE_CARD_VALUE } from './demo-store-card.js';
import type { MediaStore } from './media-store.js';

// Shared between runs on purpose: pictures are drawn once, later runs find them and skip the drawing.
const MEDIA_DIR = join(tmpdir(), 'matjar-test-media');

function folderMediaStore(root: string): MediaStore {
  return {
    async put(key, body) {
      const file = join(root, key);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    exists: (key) =>
      access(join(root, key)).then(
        () => true,
        () => false,
      ),
    url: (key) => `/media/${key}`,
  };
}

const fileExists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => isTable(value));

describe('seedIfEmpty', () => {
  let database: Database;
  let result: SeedResult;
  const media = folderMediaStore(MEDIA_DIR);
  const vault = createGiftCodeVault(randomBytes(32));

  beforeAll(async () => {
    database = await openTestDatabase();
    result = await seedIfEmpty(database, { media, giftCodeVault: vault, log: (m) => console.info(m) });
  }, 600_000);
  afterAll(() => database?.close());

  const rowsOf = async (table: PgTable) => (await database.db.select({ n: count() }).from(table))[0]!.n;

  it('reports the seed and a generated super_admin password', async () => {
    expect(result.seeded).toBe(true);
    expect(result.admin).toMatchObject({ username: 'admin', generated: true });
    expect(result.admin!.password.length).toBeGreaterThanOrEqual(20);
    const [admin] = await database.db.select().from(adminUsers);
    expect(admin).toMatchObject({ username: 'admin', role: 'super_admin', isActive: true });
    expect(admin!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('writes the seven categories with ids 1–7 in the spec order', async () => {
    const rows = await database.db.select().from(categories).orderBy(asc(categories.id));
    expect(rows.map((c) => [c.id, c.nameEn])).toEqual([
      [1, 'Phones'],
      [2, 'Tablets'],
      [3, 'Laptops'],
      [4, 'Accessories'],
      [5, 'Audio'],
      [6, 'Cameras'],
      [7, 'Gift Cards'],
    ]);
    expect(rows[0]!.name).toBe('هواتف');
  });

  it('gives every category a drawn icon image, not an emoji (D17)', async () => {
    const rows = await database.db.select().from(categories);
    for (const { icon } of rows) {
      expect(icon).toMatch(/^\/media\/categories\/category-[a-z-]+-[0-9a-f]{8}-256\.webp$/);
      expect(await fileExists(join(MEDIA_DIR, icon!.replace('/media/', '')))).toBe(true);
    }
    for (const { icon } of await database.db.select().from(brands)) {
      expect(await fileExists(join(MEDIA_DIR, icon!.replace('/media/', '')))).toBe(true);
    }
  });

  it('links a picture to every colour on sale and no picture to a colour that is not (D17)', async () => {
    const values = await database.db
      .select({ id: productOptionValues.id, productId: productOptions.productId })
      .from(productOptionValues)
      .innerJoin(productOptions, eq(productOptions.id, productOptionValues.optionId))
      .where(eq(productOptions.optionType, 'color'));
    const images = await database.db.select().from(productImages);
    const colored = new Set(values.map((v) => v.productId));
    expect(colored.size).toBeGreaterThan(20);
    for (const value of values) {
      expect(images.some((i) => i.optionValueId === value.id)).toBe(true);
    }
    for (const image of images.filter((i) => colored.has(i.productId))) {
      expect(values.find((v) => v.id === image.optionValueId)?.productId).toBe(image.productId);
    }
  });

  it('puts the gift-card brands at ids 29–38 in the spec order', async () => {
    const rows = await database.db.select().from(brands).orderBy(asc(brands.id));
    expect(rows.filter((b) => b.id >= 29).map((b) => b.nameEn)).toEqual([
      'Apple (iTunes & App Store)',
      'Google Play',
      'Xbox',
      'PlayStation',
      'Steam',
      'Netflix',
      'Spotify',
      'Amazon',
      'Nintendo',
      'Razer Gold',
    ]);
    expect(rows.map((b) => b.id)).toEqual(Array.from({ length: 38 }, (_, i) => i + 1));
  });

  it('resets identity sequences past the explicit ids', async () => {
    const [row] = await database.db.insert(categories).values({ name: 'تجربة', nameEn: 'Probe' }).returning();
    expect(row!.id).toBe(8);
    await database.db.delete(categories).where(eq(categories.id, 8));
  });

  it('has at least 80 bilingual products with 2–6 pictures each', async () => {
    const rows = await database.db.select().from(products);
    expect(rows.length).toBeGreaterThanOrEqual(80);
    for (const p of rows) {
      expect(p.name && p.nameEn && p.description && p.descriptionEn).toBeTruthy();
      expect(p.price).toBeGreaterThan(0);
    }
    const pictures = await database.db
      .select({ productId: productImages.productId, n: count() })
      .from(productImages)
      .groupBy(productImages.productId);
    expect(pictures).toHaveLength(rows.length);
    for (const { n } of pictures) {
      expect(n).toBeGreaterThanOrEqual(2);
      expect(n).toBeLessThanOrEqual(6);
    }
    // Every picture row names a 640-px WebP whose six variant files (3 widths × AVIF/WebP) were drawn.
    const urls = (await database.db.select({ url: productImages.imageUrl }).from(productImages)).map(
      (r) => r.url,
    );
    expect(rows.every((p) => urls.includes(p.image!))).toBe(true);
    const missing: string[] = [];
    for (const url of urls) {
      expect(url).toMatch(/^\/media\/products\/[a-z0-9-]+-640\.webp$/);
      for (const width of IMAGE_WIDTHS) {
        for (const format of ['webp', 'avif']) {
          const file = join(MEDIA_DIR, url.replace('/media/', '').replace('640.webp', `${width}.${format}`));
          if (
            !(await access(file).then(
              () => true,
              () => false,
            ))
          )
            missing.push(file);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('has at most 8 special offers, sold-out and low-stock products, discounts of both kinds', async () => {
    const rows = await database.db.select().from(products);
    const offers = rows.filter((p) => p.isSpecialOffer).length;
    expect(offers).toBeGreaterThan(0);
    expect(offers).toBeLessThanOrEqual(8);
    expect(rows.some((p) => p.stock === 0)).toBe(true);
    expect(rows.some((p) => p.stock >= 1 && p.stock <= 2)).toBe(true);
    expect(rows.some((p) => p.discountType === 'percentage')).toBe(true);
    expect(rows.some((p) => p.discountType === 'fixed')).toBe(true);
    const variants = await database.db.select().from(productVariants);
    expect(variants.some((v) => v.stock === 0)).toBe(true);
    expect(variants.some((v) => v.stock > 0 && v.stock < 5)).toBe(true);
    expect(variants.some((v) => v.denomination === 10_000)).toBe(true);
  });

  it('seeds the spec coupons and settings', async () => {
    const codes = (await database.db.select().from(coupons)).map((c) => c.code);
    expect(codes).toEqual(expect.arrayContaining(['WELCOME10', 'SAVE50', 'FREESHIP', 'RAMADAN20', 'VIP15']));
    const settings = new Map(
      (await database.db.select().from(siteSettings)).map((s) => [s.settingKey, s.settingValue]),
    );
    expect(settings.get('logo_size')).toBe('h-12');
    const sections = JSON.parse(settings.get('homepage_sections')!) as {
      section_type: string;
      is_permanent?: boolean;
    }[];
    expect(sections.map((s) => s.section_type).slice(0, 5)).toEqual([
      'hero_banner',
      'latest_products',
      'categories',
      'simple_banner_1',
      'offers',
    ]);
    expect(sections.find((s) => s.section_type === 'categories')?.is_permanent).toBe(true);
  });

  it('leaves no table of the model empty', async () => {
    // Abuse-limit counters exist only while requests are being counted, and the reports' day cache (decision
    // 028) only once a report was read or a past day's order changed; a demo shop has none yet.
    const runtimeOnly = new Set([
      'rate_limits',
      'report_day_versions',
      'report_cached_days',
      'report_sales_days',
      'report_product_days',
      'report_cash_days',
      // WhatsApp's messages and opt-outs (decision 033) exist only once WHATSAPP=cloud sent or heard something.
      'whatsapp_messages',
      'whatsapp_opt_outs',
      // The tracking links' signing key (decision 030) is made by the first server process that needs it.
      'server_secrets',
      // "Notify me when available" requests (decision 036) come from shoppers on sold-out items.
      'restock_alerts',
      // A window-day's lock row (decision 034) is made by the first order booking that window; the demo's zones
      // offer no windows.
      'delivery_window_days',
      // A link joining a guest's orders to an account (decision 043) is made by a sign-up with a guest's e-mail.
      'guest_order_links',
      // Refunds (decision 045) are made by staff on paid orders, and the sandbox gateway's own refund rows only
      // once one is asked of it; a demo shop has given no money back.
      'refunds',
      'sandbox_refunds',
      // Units' serial numbers (decision 049) are recorded by staff while packing; the demo's confirmed phone order
      // waits for its IMEI.
      'order_item_serials',
      // Returns and exchanges (decision 048) are recorded by staff when goods come back; nothing came back yet.
      'order_returns',
      'order_return_lines',
      // A driver's taps at the door come from the driver's phone on a run; the demo shop's drivers made none.
      'driver_taps',
      // The WhatsApp connection's row is written by the Settings card's first save; the demo shop has it off.
      'whatsapp_connection',
    ]);
    const empty: string[] = [];
    for (const table of tables) {
      if (!runtimeOnly.has(getTableName(table)) && (await rowsOf(table)) === 0)
        empty.push(getTableName(table));
    }
    expect(empty).toEqual([]);
  });

  it('stocks every brand gift card with sealed demo codes, its stock their count; the demo order took its own', async () => {
    const { rows } = await database.db.execute<{ variant_id: number; stock: number; available: number }>(sql`
      SELECT v.id AS variant_id, v.stock,
        (SELECT count(*)::int FROM gift_card_codes c WHERE c.variant_id = v.id AND c.status = 'available') AS available
      FROM product_variants v JOIN products p ON p.id = v.product_id WHERE p.brand_id BETWEEN 29 AND 38`);
    expect(rows.length).toBeGreaterThan(20);
    for (const row of rows) expect(row.stock).toBe(row.available);
    const codes = await database.db.select().from(giftCardCodes);
    expect(codes.every((code) => code.isDemo)).toBe(true);
    expect(vault.open(codes[0]!.secret).code).toMatch(/^DEMO-[A-Z]+-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const sold = codes.filter((code) => code.status === 'sold');
    expect(sold.length).toBeGreaterThan(0);
    const cards = await database.db.select().from(giftCards);
    expect(
      cards
        .filter((card) => card.inventoryCodeId !== null)
        .map((c) => c.inventoryCodeId)
        .sort(),
    ).toEqual(sold.map((code) => code.id).sort());
  });

  it('keeps the shop cards’ codes hashed and sealed: the demo store card is found by its code typed loosely', async () => {
    const cards = (await database.db.select().from(giftCards)).filter(
      (card) => card.inventoryCodeId === null,
    );
    expect(cards.length).toBeGreaterThan(0);
    const codes = cards.map((card) => openShopCardCode(vault, card.codeSealed!));
    expect(codes).toContain(DEMO_STORE_CARD_CODE);
    for (const code of codes) expect(code).toMatch(/^GIFT-\d+-/);
    const { rows } = await database.db.execute<{ row: string }>(sql`SELECT t::text AS row FROM gift_cards t`);
    const dump = rows.map((row) => row.row).join('\n');
    for (const code of codes) expect(dump).not.toContain(code);
    expect(dump).not.toContain('GIFT-');
    const typed = DEMO_STORE_CARD_CODE.toLowerCase().replaceAll('-', ' ');
    const [storeCard] = cards.filter((card) => card.codeHash === shopCardLookupHash(vault, typed));
    expect(storeCard).toMatchObject({ balance: DEMO_STORE_CARD_VALUE, orderItemId: null });
  });

  it('does nothing the second time', async () => {
    const before = await Promise.all(tables.map(rowsOf));
    await expect(seedIfEmpty(database, { media, images: false })).resolves.toEqual({ seeded: false });
    expect(await Promise.all(tables.map(rowsOf))).toEqual(before);
  });
});
