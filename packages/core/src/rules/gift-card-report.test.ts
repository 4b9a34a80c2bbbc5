import { describe, expect, it } from 'vitest';
import { giftCardMargin, giftCardReportTotals } from './gift-card-report.js';

const row = (over: Partial<Parameters<typeof giftCardReportTotals>[0][number]>) => ({
  product_id: 1,
  variant_id: 2,
  brand_name: null,
  brand_name_en: null,
  product_name: 'بطاقة',
  product_name_en: 'Card',
  value: 10_000,
  from_codes: true,
  units: 0,
  sales: 0,
  codes_handed: 0,
  costed_codes: 0,
  cost: 0,
  margin: null,
  codes_left: 0,
  ...over,
});

describe('giftCardMargin', () => {
  it.each([
    // sales, cost, handed, costed → margin
    [{ sales: 30_000, cost: 27_600, codes_handed: 3, costed_codes: 3 }, 2_400],
    [{ sales: 10_000, cost: 10_500, codes_handed: 1, costed_codes: 1 }, -500], // sold below cost
    [{ sales: 20_000, cost: 9_200, codes_handed: 2, costed_codes: 1 }, null], // one code without a cost
    [{ sales: 10_000, cost: 18_400, codes_handed: 2, costed_codes: 2 }, -8_400], // a faulty code replaced
    [{ sales: 5_000, cost: 0, codes_handed: 0, costed_codes: 0 }, null], // the shop's own card
  ])('%o → %s', (facts, margin) => {
    expect(giftCardMargin(facts)).toBe(margin);
  });
});

describe('giftCardReportTotals', () => {
  it('adds every row and takes the margin only over rows whose cost is known', () => {
    const totals = giftCardReportTotals([
      row({ units: 3, sales: 30_000, codes_handed: 3, costed_codes: 3, cost: 27_600, margin: 2_400 }),
      row({ units: 2, sales: 20_000, codes_handed: 2, costed_codes: 1, cost: 9_200, margin: null }),
      row({ units: 1, sales: 5_000, from_codes: false, codes_left: null }),
    ]);
    expect(totals).toEqual({
      units: 6,
      sales: 55_000,
      cost: 36_800,
      margin: 2_400,
      margin_sales: 30_000,
      uncosted_codes: 1,
    });
  });
});
