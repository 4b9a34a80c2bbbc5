import { sql } from 'drizzle-orm';
import {
  type AdminProductExportQuery,
  csvDocument,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_LIST_SEPARATOR,
  type ProductCsvColumn,
  qarCell,
} from '@matjar/core';
import type { Db } from '@matjar/db';
import { filters, ORDER_BY } from './product-list-repository.js';

type ExportedProduct = {
  id: number;
  name: string;
  name_en: string | null;
  description: string;
  description_en: string | null;
  price: number;
  stock: number;
  category_ids: string | null;
  category_names: string | null;
  brand_id: number | null;
  brand_name: string | null;
  is_active: boolean;
  is_special_offer: boolean;
  discount_type: 'percentage' | 'fixed' | null;
  discount_value: number;
  cost_price: number | null;
  sku: string | null;
  gtin: string | null;
  mpn: string | null;
};

type ExportedVariant = {
  id: number;
  product_id: number;
  sku: string | null;
  gtin: string | null;
  mpn: string | null;
  name: string;
  name_en: string | null;
  price: number;
  stock: number;
  is_active: boolean;
  cost_price: number | null;
};

type Row = Partial<Record<ProductCsvColumn, string | number | null>>;

const yesNo = (value: boolean) => (value ? 'true' : 'false');

/** Percentages are whole percents; fixed discounts are money (QAR with two decimals), as the form shows them. */
const discountCell = (p: ExportedProduct) =>
  p.discount_type === null ? '' : p.discount_type === 'fixed' ? qarCell(p.discount_value) : p.discount_value;

function productRow(p: ExportedProduct): Row {
  return {
    id: p.id,
    sku: p.sku,
    gtin: p.gtin,
    mpn: p.mpn,
    name_ar: p.name,
    name_en: p.name_en,
    description_ar: p.description,
    description_en: p.description_en,
    price: qarCell(p.price),
    stock: p.stock,
    category_ids: p.category_ids,
    category_names: p.category_names,
    brand_id: p.brand_id,
    brand_name: p.brand_name,
    active: yesNo(p.is_active),
    special_offer: yesNo(p.is_special_offer),
    discount_type: p.discount_type,
    discount_value: discountCell(p),
    cost_price: p.cost_price === null ? null : qarCell(p.cost_price),
  };
}

function variantRow(v: ExportedVariant): Row {
  return {
    id: v.product_id,
    variant_id: v.id,
    sku: v.sku,
    gtin: v.gtin,
    mpn: v.mpn,
    name_ar: v.name,
    name_en: v.name_en,
    price: qarCell(v.price),
    stock: v.stock,
    active: yesNo(v.is_active),
    cost_price: v.cost_price === null ? null : qarCell(v.cost_price),
  };
}

/**
 * Every product the list's filters match, in the list's order, each followed by its variants: the CSV the
 * import reads back. The primary category comes first in category_ids, as the edit page orders them. The cost
 * column is written for admin roles only (decision 026).
 */
export async function exportProductsCsv(
  db: Db,
  query: AdminProductExportQuery,
  options: { withCost: boolean },
): Promise<string> {
  const where = filters(query);
  const found = await db.execute<ExportedProduct>(sql`
    SELECT p.id, p.name, p.name_en, p.description, p.description_en, p.price, p.stock, p.brand_id,
      b.name AS brand_name, p.is_active, p.is_special_offer, p.discount_type, p.discount_value, p.cost_price,
      p.sku, p.gtin, p.mpn,
      (SELECT string_agg(pc.category_id::text, ${PRODUCT_CSV_LIST_SEPARATOR}
          ORDER BY pc.category_id = p.category_id DESC, pc.category_id)
        FROM product_categories pc WHERE pc.product_id = p.id) AS category_ids,
      (SELECT string_agg(c.name, ${PRODUCT_CSV_LIST_SEPARATOR}
          ORDER BY pc.category_id = p.category_id DESC, pc.category_id)
        FROM product_categories pc JOIN categories c ON c.id = pc.category_id
        WHERE pc.product_id = p.id) AS category_names
    FROM products p LEFT JOIN brands b ON b.id = p.brand_id
    WHERE ${where} ORDER BY ${ORDER_BY[query.sort]}`);
  const variants = await db.execute<ExportedVariant>(sql`
    SELECT v.id, v.product_id, v.sku, v.gtin, v.mpn, v.name, v.name_en, v.price, v.stock, v.is_active, v.cost_price
    FROM product_variants v WHERE v.product_id IN (SELECT p.id FROM products p WHERE ${where})
    ORDER BY v.created_at, v.id`);
  const variantsOf = new Map<number, ExportedVariant[]>();
  for (const variant of variants.rows) {
    const list = variantsOf.get(variant.product_id) ?? [];
    list.push(variant);
    variantsOf.set(variant.product_id, list);
  }
  const rows = found.rows.flatMap((p) => [productRow(p), ...(variantsOf.get(p.id) ?? []).map(variantRow)]);
  const columns = options.withCost
    ? PRODUCT_CSV_COLUMNS
    : PRODUCT_CSV_COLUMNS.filter((c) => c !== 'cost_price');
  return csvDocument([columns, ...rows.map((row) => columns.map((c) => row[c]))]);
}
