// Builds the benchmark's shop on the database at `url` (the embedded server in the bench's data folder): the demo seed without picture files, then generated
// products up to the wanted total, inserted in large batches (one multi-row INSERT per 1,000 products).
import { sql } from 'drizzle-orm';
import { brands, categories, createDb, migrate, productCategories, products, seedIfEmpty } from '@matjar/db';

const BATCH = 1_000;

// The seed needs somewhere to put pictures; with images: false it only asks for their addresses.
const noFiles = {
  async put() {},
  async exists() {
    return false;
  },
  url: (key) => `/media/${key}`,
};

/** Deterministic pseudo-random numbers, so every run measures the same catalogue. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const MODELS_AR = ['برو', 'ماكس', 'الترا', 'لايت', 'بلس', 'ميني', 'اير', 'نيو'];
const MODELS_EN = ['Pro', 'Max', 'Ultra', 'Lite', 'Plus', 'Mini', 'Air', 'Neo'];

export async function generateCatalog(url, total) {
  const database = await createDb(url);
  try {
    await migrate(database);
    await seedIfEmpty(database, { media: noFiles, images: false, log: () => {} });
    const { db } = database;
    const [{ count }] = (await db.execute(sql`SELECT count(*)::int AS count FROM products`)).rows;
    const brandRows = await db
      .select({ id: brands.id, name: brands.name, nameEn: brands.nameEn })
      .from(brands);
    const categoryIds = (await db.select({ id: categories.id }).from(categories))
      .map((row) => row.id)
      .filter((id) => id <= 6); // physical goods; category 7 holds the gift cards
    const images = (
      await db.execute(sql`SELECT DISTINCT image FROM products WHERE image IS NOT NULL`)
    ).rows.map((row) => row.image);
    const next = random(42);
    const pick = (list) => list[Math.floor(next() * list.length)];
    for (let start = count; start < total; start += BATCH) {
      const rows = [];
      for (let i = start; i < Math.min(total, start + BATCH); i++) {
        const brand = pick(brandRows);
        const model = Math.floor(next() * MODELS_AR.length);
        const price = 5_000 + Math.floor(next() * 600) * 1_000;
        const discounted = next() < 0.2;
        rows.push({
          name: `${brand.name} ${MODELS_AR[model]} ${i}`,
          nameEn: `${brand.nameEn} ${MODELS_EN[model]} ${i}`,
          description: `منتج تجريبي رقم ${i} من ${brand.name}.`,
          descriptionEn: `Generated product ${i} by ${brand.nameEn}.`,
          price,
          image: images.length ? pick(images) : null,
          categoryId: pick(categoryIds),
          brandId: brand.id,
          stock: Math.floor(next() * 40),
          isActive: next() > 0.05,
          isSpecialOffer: next() < 0.01,
          discountType: discounted ? 'percentage' : null,
          discountValue: discounted ? 5 + Math.floor(next() * 30) : 0,
        });
      }
      const inserted = await db
        .insert(products)
        .values(rows)
        .returning({ id: products.id, categoryId: products.categoryId });
      await db
        .insert(productCategories)
        .values(inserted.map((row) => ({ productId: row.id, categoryId: row.categoryId })));
    }
    // What autovacuum does for a running shop's catalogue soon after a bulk load: statistics, hint bits and the
    // visibility map. Without it the first rows after the load measure that catch-up (each read setting hint
    // bits, autovacuum running alongside), not the search.
    await db.execute(sql`VACUUM ANALYZE`);
    const ids = (
      await db.execute(sql`SELECT id FROM products WHERE is_active ORDER BY id DESC LIMIT 200`)
    ).rows.map((row) => row.id);
    return { activeIds: ids };
  } finally {
    await database.close();
  }
}
