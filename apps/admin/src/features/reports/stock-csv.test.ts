import { describe, expect, it } from 'vitest';
import { parseCsv, UTF8_BOM, type AdminStockReportResponse } from '@matjar/core';
import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';
import { stockCsv } from './report-csv';

const figures = {
  units: 17,
  value_at_cost: 520_000,
  value_at_price: 691_550,
  unknown_cost_products: 1,
  unknown_cost_units: 1,
};
const stock: AdminStockReportResponse = {
  range: { from: '2026-03-10', to: '2026-03-11' },
  low_stock_below: 3,
  totals: figures,
  categories: [{ id: 1, name: 'هواتف', name_en: 'Phones', ...figures }],
  brands: [{ id: 2, name: 'أبل', name_en: null, ...figures }],
  unknown_cost: [{ id: 3, name: 'كابل', name_en: 'Cable' }],
  low: [{ product_id: 3, variant_id: null, name: 'كابل', name_en: 'Cable', stock: 1 }],
  low_count: 1,
  out: [{ product_id: 4, variant_id: null, name: 'غطاء', name_en: null, stock: 0 }],
  out_count: 1,
  low_codes: [],
  movements: [{ reason: 'order_reserved', movements: 2, units_in: 0, units_out: 3 }],
};

describe('the stock report as CSV in the chosen language', () => {
  it('keeps Arabic intact behind a byte-order mark; values as QAR with two decimals; reasons in words', () => {
    const csv = stockCsv(stock, (key) => ar[key], 'ar');
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    const rows = parseCsv(csv.slice(1)).map((record) => record.fields);
    expect(rows[1]).toEqual(['الإجمالي', '', '17', '5200.00', '6915.50', '1']);
    expect(rows[2]).toEqual(['حسب الفئة', 'هواتف', '17', '5200.00', '6915.50', '1']);
    expect(rows).toContainEqual(['نفد من المخزون', 'غطاء', '0']);
    expect(rows.at(-1)).toEqual([ar['stockHistory.reason.order_reserved'], '2', '0', '3']);
  });

  it('writes English names in English, falling back to the Arabic one', () => {
    const rows = parseCsv(stockCsv(stock, (key) => en[key], 'en').slice(1)).map((record) => record.fields);
    expect(rows[0]![0]).toBe('Section');
    expect(rows[3]).toEqual(['By brand', 'أبل', '17', '5200.00', '6915.50', '1']);
    expect(rows).toContainEqual(['Low stock', 'Cable', '1']);
    expect(rows.at(-1)).toEqual(['Order reserved', '2', '0', '3']);
  });
});
