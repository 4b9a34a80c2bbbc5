import { describe, expect, it } from 'vitest';
import {
  parseCsv,
  UTF8_BOM,
  type AdminCashRangeReportResponse,
  type AdminProductsReportResponse,
} from '@matjar/core';
import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';
import { cashCsv, productsCsv } from './report-csv';

const products: AdminProductsReportResponse = {
  range: { from: '2026-03-10', to: '2026-03-11' },
  by: 'product',
  total_units: 4,
  total_sales: 40_000,
  rows: [
    { id: 1, product_id: 1, name: 'هاتف، أزرق', name_en: 'Phone, blue', units: 3, sales: 30_050 },
    { id: 2, product_id: 2, name: 'شاحن', name_en: null, units: 1, sales: 9_950 },
  ],
  unsold: [],
  unsold_count: 0,
};

describe('report CSVs in the chosen language', () => {
  it('keeps Arabic intact behind a byte-order mark, amounts as QAR with two decimals', () => {
    const csv = productsCsv(products, (key) => ar[key], 'ar');
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    const records = parseCsv(csv.slice(1));
    expect(records.map((record) => record.fields)).toEqual([
      ['الاسم', 'القطع المبيعة', 'المبيعات', 'الحصة من المبيعات'],
      ['هاتف، أزرق', '3', '300.50', '75.1'],
      ['شاحن', '1', '99.50', '24.9'],
    ]);
  });

  it('writes English names in English, falling back to the Arabic one', () => {
    const records = parseCsv(productsCsv(products, (key) => en[key], 'en').slice(1));
    expect(records.map((record) => record.fields[0])).toEqual(['Name', 'Phone, blue', 'شاحن']);
  });

  it('writes the cash report by Doha day and collector', () => {
    const figures = { orders: 1, expected: 6_500, collected: 6_000, short: 500, over: 0 };
    const report: AdminCashRangeReportResponse = {
      range: { from: '2026-03-10', to: '2026-03-10' },
      collected: figures,
      days: [{ date: '2026-03-10', ...figures }],
      collectors: [{ kind: 'driver', name: 'سالم', ...figures }],
      outstanding: [],
    };
    const rows = parseCsv(cashCsv(report, (key) => ar[key]).slice(1)).map((record) => record.fields);
    expect(rows[1]).toEqual(['2026-03-10', '1', '65.00', '60.00', '5.00', '0.00']);
    expect(rows.at(-1)).toEqual(['سالم (سائق)', '1', '65.00', '60.00', '5.00', '0.00']);
  });
});
