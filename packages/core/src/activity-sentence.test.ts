import { describe, expect, it } from 'vitest';
import {
  activityFieldLabel,
  activitySentence,
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
