import { randomUUID } from 'node:crypto';
import {
  PRODUCT_CSV_COLUMNS,
  UTF8_BOM,
  type AdminUpdateProductInput,
  type ProductCsvColumn,
} from '@matjar/core';
import { brands, categories, type Db } from '@matjar/db';

/** Two categories and a brand of their own, so a test file's products never meet another file's. */
export async function insertCatalogTerms(db: Db) {
  const tag = randomUUID().slice(0, 8);
  const [phones, audio] = await db
    .insert(categories)
    .values([
      { name: `هواتف ${tag}`, nameEn: `Phones ${tag}` },
      { name: `صوتيات ${tag}`, nameEn: `Audio ${tag}` },
    ])
    .returning();
  const [brand] = await db
    .insert(brands)
    .values({ name: `أبل ${tag}`, nameEn: `Apple ${tag}` })
    .returning();
  return { tag, phones: phones!, audio: audio!, brand: brand! };
}

export type CatalogTerms = Awaited<ReturnType<typeof insertCatalogTerms>>;

/** A valid create body (Arabic name and description, one category, a brand); override what a test varies. */
export function productBody(terms: CatalogTerms, overrides: Partial<AdminUpdateProductInput> = {}) {
  return {
    name: `آيفون تجريبي ${terms.tag}`,
    description: 'وصف المنتج',
    price: 350_000,
    stock: 7,
    category_ids: [terms.phones.id],
    brand_id: terms.brand.id,
    ...overrides,
  } satisfies AdminUpdateProductInput;
}

/** One row of a product CSV: some cells by column name, the others empty. */
export type ProductCsvRow = Partial<Record<ProductCsvColumn, string | number>>;

/** A file of the export's columns (BOM, CRLF), as a spreadsheet saves it; cells are written as given. */
export function productCsv(rows: readonly ProductCsvRow[]): string {
  const lines = [
    PRODUCT_CSV_COLUMNS.join(','),
    ...rows.map((r) => PRODUCT_CSV_COLUMNS.map((c) => quoteCell(String(r[c] ?? ''))).join(',')),
  ];
  return UTF8_BOM + lines.join('\r\n') + '\r\n';
}

const quoteCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
