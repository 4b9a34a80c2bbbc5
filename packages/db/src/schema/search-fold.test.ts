import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeForSearch } from '@matjar/core';
import { openTestDatabase } from '../client/test-database.js';
import type { Database } from '../client/types.js';
import { products } from './catalog.js';
import { searchFoldSql } from './search-fold.js';

const SAMPLES = [
  'آيفون ١٥ برو',
  'أيفون 15',
  'إكسسوارات',
  'ٱلسماعة',
  'سمّاعة لاسلكيّة',
  'مـــاك بـوك',
  'هاتف ذكى',
  '  iPhone   15   PRO  ',
  'Galaxy S24 Ultra',
  'قرص ۲۵۶ جيجا',
  'شاحن سريع\t65 واط',
];

// CI also runs this against PostgreSQL 15 through TEST_DATABASE_URL.
describe('searchFoldSql', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());

  it.each(SAMPLES)('folds %j as core normalizeForSearch does', async (text) => {
    const literal = `'${text.replaceAll("'", "''")}'`;
    const result = await database.db.execute<{ folded: string }>(
      sql`SELECT ${searchFoldSql(literal)} AS folded`,
    );
    expect(result.rows[0]?.folded).toBe(normalizeForSearch(text));
  });

  it('fills the generated search columns of a product', async () => {
    const [row] = await database.db
      .insert(products)
      .values({ name: 'آيفون ١٥', nameEn: 'iPhone 15', description: 'x', price: 100 })
      .returning({ id: products.id, searchName: products.searchName, searchNameEn: products.searchNameEn });
    expect(row).toMatchObject({ searchName: 'ايفون 15', searchNameEn: 'iphone 15' });
    await database.db.delete(products).where(eq(products.id, row!.id));
  });
});
