import { describe, expect, it } from 'vitest';
import {
  activityFieldLabel,
  activitySentence,
  activitySentenceForFile,
  activityValue,
  entityNameIn,
  entityNameOnScreen,
  visibleChanges,
  type ActivitySentenceEntry,
} from './activity-sentence.js';

const priceChange: ActivitySentenceEntry = {
  username: 'sara',
  user_full_name: 'Sara',
  action_type: 'UPDATE',
  entity_type: 'product',
  entity_id: '12',
  entity_name: 'آيفون 16 برو',
  entity_name_en: 'iPhone 16 Pro',
  changes: {
    old: { price: 429_900, updated_at: '2026-11-01T10:00:00.000Z' },
    new: { price: 419_900, updated_at: '2026-11-26T10:00:00.000Z' },
  },
};
// Without the direction marks (isolates, and the marks Intl puts around Arabic amounts), as a person reads it.
const read = (entry: ActivitySentenceEntry, locale: 'ar' | 'en') =>
  activitySentence(entry, locale).replace(/[\u200e\u200f\u2066-\u2069]/g, '');

describe('the activity log as sentences', () => {
  it('says who changed what of which thing, from what to what, money in riyals, the name in the viewer’s language', () => {
    expect(read(priceChange, 'en')).toBe(
      'Sara changed the price of iPhone 16 Pro from QAR 4,299 to QAR 4,199',
    );
    const arabic = read(priceChange, 'ar');
    expect(arabic).toContain('آيفون 16 برو');
    expect(arabic).toContain('سعر');
    expect(arabic).toMatch(/4,299.*ر\.ق\..*4,199/);
    // No English word but the name the staff member gave (Sara).
    expect(arabic.replace('Sara', '')).not.toMatch(/[A-Za-z]{3,}/);
  });

  it('leaves technical fields (updated_at) out of the visible changes', () => {
    expect(visibleChanges(priceChange.changes)).toEqual([{ field: 'price', old: 429_900, new: 419_900 }]);
    const onlyTimestamp = { ...priceChange, changes: { old: { updated_at: 'a' }, new: { updated_at: 'b' } } };
    expect(read(onlyTimestamp, 'en')).toBe('Sara updated product iPhone 16 Pro');
  });

  it('names several changed fields, and creations and deletions, with the entity type in the viewer’s language', () => {
    const several = {
      ...priceChange,
      changes: { old: { price: 1, stock: 2 }, new: { price: 3, stock: 4 } },
    };
    expect(read(several, 'en')).toBe('Sara changed the price, stock of product iPhone 16 Pro');
    const coupon: ActivitySentenceEntry = {
      username: 'mona',
      action_type: 'CREATE',
      entity_type: 'coupon',
      entity_id: '3',
      entity_name: 'VIP10',
      changes: null,
    };
    expect(read(coupon, 'en')).toBe('mona created coupon VIP10');
    expect(read(coupon, 'ar')).toBe('mona: إنشاء كود خصم VIP10');
  });
});

describe("field names in the viewer's language", () => {
  it('names a setting by what it is, and marks a field it does not know as a code on Arabic screens', () => {
    expect(activityFieldLabel('banner_color', 'ar')).toBe('لون الشريط');
    expect(activityFieldLabel('banner_color', 'en')).toBe('banner colour');
    expect(activityFieldLabel('some_new_field', 'ar')).toBe('\u2068some_new_field\u2069');
    expect(activityFieldLabel('some_new_field', 'en')).toBe('some new field');
  });

  it('says a setting’s name once: its label is the field changed', () => {
    const setting: ActivitySentenceEntry = {
      username: 'mona',
      user_full_name: null,
      action_type: 'UPDATE',
      entity_type: 'setting',
      entity_id: 'banner_color',
      entity_name: 'banner_color',
      changes: { old: { banner_color: '#000000' }, new: { banner_color: '#112233' } },
    };
    expect(read(setting, 'en')).toBe('mona changed the banner colour from #000000 to #112233');
    expect(read(setting, 'ar')).toBe('mona: تغيير لون الشريط من #000000 إلى #112233');
  });
});

describe('entries staff read as sentences, never as stored names', () => {
  const order = (
    changes: ActivitySentenceEntry['changes'],
    action: ActivitySentenceEntry['action_type'] = 'UPDATE',
  ) =>
    ({
      username: 'mona',
      user_full_name: 'منى',
      action_type: action,
      entity_type: 'order',
      entity_id: '9',
      entity_name: '#1009',
      changes,
    }) satisfies ActivitySentenceEntry;

  it('names money fields in riyals with words for each field (cost price, cash received)', () => {
    const cash = order({ old: { cash_received_amount: null }, new: { cash_received_amount: 12_500 } });
    const cost = { ...priceChange, changes: { old: { cost_price: 300_000 }, new: { cost_price: 310_000 } } };
    expect(read(cost, 'en')).toBe('Sara changed the cost price of iPhone 16 Pro from QAR 3,000 to QAR 3,100');
    expect(read(cash, 'ar')).toContain('المبلغ النقدي المستلم');
    expect(activityValue('cash_received_amount', 12_500, 'en').replace(/\s/g, ' ')).toBe('QAR 125');
    for (const locale of ['ar', 'en'] as const) {
      expect(read(cash, locale)).not.toMatch(/cash_received_amount|_/);
      expect(read(cost, locale)).not.toContain('cost_price');
    }
  });

  it('isolates an order number, so "#1009" keeps its order inside an Arabic sentence', () => {
    const sentence = activitySentence(order(null, 'CREATE'), 'ar');
    expect(sentence).toContain('\u2068#1009\u2069');
    expect(sentence).toContain('\u2068منى\u2069');
    // In a file: no isolate characters; the number behind a left-to-right mark, names as they are.
    const file = activitySentenceForFile(order(null, 'CREATE'), 'ar');
    expect(file).toBe('منى: إنشاء طلب \u200e#1009');
  });

  it('reads archiving as an archive and a restore as a restore, never as a deletion', () => {
    const archived = order(
      { old: { status: 'confirmed', archived: false }, new: { archived: true, stock_returned: true } },
      'DELETE',
    );
    expect(read(archived, 'en')).toBe('منى archived order #1009 and returned its stock');
    expect(read(archived, 'ar')).toBe('منى: أرشفة الطلب #1009 وإعادة مخزونه');
    expect(read(archived, 'ar')).not.toContain('حذف');
    const restored = order({ old: { archived: true, archived_by: 'mona' }, new: { archived: false } });
    expect(read(restored, 'en')).toBe('منى restored order #1009 from the archive');
  });

  it('reads a CSV import as an import with its counts, not as a product named "CSV import"', () => {
    const csv: ActivitySentenceEntry = {
      username: 'sara',
      action_type: 'UPDATE',
      entity_type: 'product',
      entity_id: null,
      entity_name: 'CSV import',
      changes: { new: { created: 3, updated: 2, unchanged: 5 } },
    };
    expect(read(csv, 'en')).toBe('sara imported products from a CSV file: 3 created, 2 updated, 5 unchanged');
    expect(read(csv, 'ar')).toBe('sara: استيراد منتجات من ملف CSV: إنشاء 3، تعديل 2، دون تغيير 5');
    expect(entityNameIn(csv, 'ar')).toBe('ملف CSV');
  });

  it("keeps an order number's # before its digits after an Arabic name", () => {
    const reveal: ActivitySentenceEntry = {
      username: 'sara',
      action_type: 'UPDATE',
      entity_type: 'gift_card',
      entity_id: 7,
      entity_name: 'بطاقة بلايستيشن ستور (#1004)',
      changes: null,
    };
    expect(entityNameOnScreen(reveal, 'ar')).toBe('بطاقة بلايستيشن ستور (\u2066#1004\u2069)');
    expect(activitySentence(reveal, 'ar')).toContain('(\u2066#1004\u2069)');
    // A file has no isolate characters.
    expect(entityNameIn(reveal, 'ar')).toBe('بطاقة بلايستيشن ستور (#1004)');
    expect(activitySentenceForFile(reveal, 'ar')).not.toMatch(/[\u2066-\u2069]/);
  });

  it('says a delivery-zone change as a sentence in riyals, never as JSON in dirhams', () => {
    const zone = {
      name_ar: 'الوكرة',
      name_en: 'Al Wakrah',
      cities: ['al_wakrah'],
      zone_numbers: [],
      delivered: true,
      fee: 4_000,
      free_above: 50_000,
      days_min: 2,
      days_max: 3,
    };
    const value = activityValue(
      'delivery_zones',
      [zone, { ...zone, name_en: 'Dukhan', delivered: false }],
      'en',
    )
      .replace(/[\u2066-\u2069]/g, '')
      .replace(/\s/g, ' ');
    expect(value).toBe(
      'Al Wakrah: QAR 40, free from QAR 500, 2–3 working days, Al Wakrah; Dukhan: not delivered',
    );
    const setting: ActivitySentenceEntry = {
      username: 'mona',
      action_type: 'UPDATE',
      entity_type: 'setting',
      entity_id: 'delivery_zones',
      entity_name: 'delivery_zones',
      changes: { old: { delivery_zones: [zone] }, new: { delivery_zones: [{ ...zone, fee: 3_000 }] } },
    };
    for (const locale of ['ar', 'en'] as const) {
      const sentence = read(setting, locale);
      expect(sentence).not.toMatch(/[{}"]|4000|delivery_zones/);
      expect(sentence.length).toBeLessThan(160);
    }
    expect(read(setting, 'en')).toMatch(/^mona changed the delivery zones: Al Wakrah: QAR\s30/);
    // The log's entity column names the setting by what it is, not by its key.
    expect(entityNameIn(setting, 'ar')).toBe('مناطق التوصيل');
    expect(entityNameIn(setting, 'en')).toBe('delivery zones');
    expect(activityValue('delivery_zones', [zone], 'ar')).toContain('ر.ق.');
  });

  it('says any other structured value as labelled clauses (contact details), and schedules in words', () => {
    expect(activityValue('contact_settings', { email: 'a@b.qa', whatsapp: '97450001234' }, 'en')).toBe(
      'e-mail: a@b.qa; WhatsApp: 97450001234',
    );
    const schedule = {
      working_days: [0, 1],
      cutoff: '18:00',
      days_ahead: 6,
      windows: [{ start: '10:00', end: '14:00', capacity: 20 }],
    };
    expect(activityValue('delivery_schedule', schedule, 'en').replace(/[\u2066-\u2069]/g, '')).toBe(
      'Sun, Mon; booking until 18:00 the day before; 6 days ahead; 10:00–14:00 (20 orders)',
    );
  });
});

describe('the homepage sections as the manager names them', () => {
  it('lists the sections by title in order, a hidden one marked, never their stored types', () => {
    const sections = [
      { id: 'hero_banner', section_type: 'hero_banner', display_order: 1, is_enabled: true, config: {} },
      {
        id: 'latest_products',
        section_type: 'latest_products',
        display_order: 2,
        is_enabled: false,
        config: { title_ar: 'أحدث المنتجات', title_en: 'Latest products' },
      },
    ];
    const english = activityValue('homepage_sections', sections, 'en').replace(/[\u2066-\u2069]/g, '');
    expect(english).toMatch(/, Latest products \(hidden\)$/);
    expect(english).not.toContain('_');
    expect(activityValue('homepage_sections', sections, 'ar')).toContain('أحدث المنتجات');
  });

  it('names one added or saved section by its title, not its stored keys or config', () => {
    const section = {
      id: 'featured_products_x1',
      section_type: 'featured_products',
      display_order: 3,
      is_enabled: false,
      is_permanent: false,
      config: { title_ar: 'مختارات', title_en: 'Our picks', product_ids: [1, 2], title_color: '#111111' },
    };
    const english = activityValue('section', section, 'en').replace(/[\u2066-\u2069]/g, '');
    expect(english).toBe('Our picks (hidden)');
    expect(activityValue('section', section, 'ar')).toContain('مختارات');
    expect(activityValue('section', section, 'ar')).not.toMatch(/_/);
  });
});
