import { randomBytes } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import type { Database } from '../client/types.js';
import { adminUsers, categories, drivers } from '../schema/index.js';
import { type AdminCredentials, hashPassword, resolveAdminCredentials, type SeededAdmin } from './admin.js';
import { CATEGORY } from './catalog/categories.js';
import { planProduct } from './catalog/plan.js';
import { SEED_PRODUCTS } from './catalog/products.js';
import { seedCoupons } from './content/coupons.js';
import { HOMEPAGE_BANNERS } from './content/homepage.js';
import { SEED_CUSTOMERS } from './content/people.js';
import { drawProductPictures, drawSiteAssets, seedMediaUrls } from './images/draw-catalog.js';
import { insertActivity, insertCustomers } from './insert-activity.js';
import { insertCategoriesAndBrands, insertProducts, insertReviews } from './insert-catalog.js';
import { insertCoupons, insertSiteSettings } from './insert-content.js';
import { SEED_DRIVERS } from './content/drivers.js';
import { recordInitialStock } from './initial-stock.js';
import { insertDemoGiftCodes } from './gift-codes.js';
import type { GiftCodeVault } from '../gift-codes/gift-code-vault.js';
import type { MediaStore } from './media-store.js';

export type { AdminCredentials, SeededAdmin } from './admin.js';

export interface SeedOptions {
  media: MediaStore;
  /** From the environment; without a password one is generated and returned once. */
  adminCredentials?: Partial<AdminCredentials>;
  log?: (message: string) => void;
  /** Draw the picture files (default true). false writes the same rows without files, for fast tests. */
  images?: boolean;
  /** The seed's notion of "now" (order dates, coupon expiry); tests pin it. */
  now?: Date;
  /**
   * Seals the demo shop's gift-card codes (the brand cards' inventory, the shop's own cards and the demo
   * store card); without it the brand cards hold no codes (sold out) and no gift card is issued.
   */
  giftCodeVault?: GiftCodeVault;
}

export interface SeedResult {
  seeded: boolean;
  admin?: SeededAdmin;
}

const FEATURED = [
  'iphone-16-pro-max',
  'galaxy-s25-ultra',
  'macbook-pro-14-m4',
  'sony-wh-1000xm5',
  'ipad-pro-13-m4',
  'canon-eos-r50',
];
// Two processes starting on one empty PostgreSQL must not both seed: the second waits, then finds data.
const SEED_LOCK_KEY = 7_245_002;

async function hasShopData(db: Database['db']): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(categories);
  return (row?.n ?? 0) > 0;
}

/**
 * Fills an empty shop with the demo catalogue, content, one super_admin and a few rows in every other table,
 * all in one transaction. Does nothing when categories already exist. Pictures are drawn before the
 * transaction (files, skipped when the store already has them) so the transaction stays short.
 */
export async function seedIfEmpty(database: Database, options: SeedOptions): Promise<SeedResult> {
  const log = options.log ?? (() => {});
  if (await hasShopData(database.db)) return { seeded: false };
  const started = Date.now();
  const now = options.now ?? new Date();
  const plans = SEED_PRODUCTS.map((p) => planProduct(p, CATEGORY.giftCards));
  const urls = seedMediaUrls(options.media);

  if (options.images !== false) {
    await drawSiteAssets(options.media, HOMEPAGE_BANNERS);
    await drawProductPictures(options.media, plans);
    log(`seed: pictures ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }

  const admin = resolveAdminCredentials(options.adminCredentials);
  const adminHash = await hashPassword(admin.password);
  const customerHashes = await Promise.all(
    SEED_CUSTOMERS.map(() => hashPassword(randomBytes(18).toString('base64url'))),
  );

  const result = await database.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasShopData(tx)) return { seeded: false } satisfies SeedResult;

    await insertCategoriesAndBrands(tx, urls);
    const productIds = await insertProducts(tx, plans, urls, admin.username, now);
    await insertDemoGiftCodes(tx, options.giftCodeVault);
    const customerIds = await insertCustomers(tx, customerHashes);
    await insertReviews(tx, [...productIds.values()], customerIds, now);
    const coupons = seedCoupons(now);
    await insertCoupons(tx, coupons);
    await insertSiteSettings(
      tx,
      urls,
      FEATURED.map((slug) => productIds.get(slug)!),
    );

    // A server that already made its super_admin keeps it; the seed then only writes the shop.
    const [existing] = await tx
      .select({ id: adminUsers.id, username: adminUsers.username })
      .from(adminUsers)
      .limit(1);
    let adminId = existing?.id;
    if (!adminId) {
      const [row] = await tx
        .insert(adminUsers)
        .values({
          username: admin.username,
          email: admin.email,
          fullName: 'مدير المتجر',
          role: 'super_admin',
          passwordHash: adminHash,
        })
        .returning({ id: adminUsers.id });
      adminId = row!.id;
    }
    await tx.insert(drivers).values([...SEED_DRIVERS]);
    await insertActivity(
      {
        db: tx,
        now,
        plans: new Map(plans.map((p) => [p.source.slug, p])),
        productIds,
        customerIds: [...customerIds.values()],
        adminId,
        adminUsername: existing?.username ?? admin.username,
        coupons,
        giftCodeVault: options.giftCodeVault,
      },
      admin,
    );
    await recordInitialStock(tx);
    return { seeded: true, admin: existing ? undefined : admin } satisfies SeedResult;
  });
  if (result.seeded) log(`seed: demo shop written in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result.admin ? { seeded: true, admin: result.admin } : { seeded: result.seeded };
}
