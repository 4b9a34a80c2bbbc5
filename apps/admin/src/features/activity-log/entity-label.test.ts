import type { ActivityLogEntry } from '@matjar/core';
import { describe, expect, it } from 'vitest';
import { activityDescription, entityLabel, staffLabel } from './entity-label';

const entry: ActivityLogEntry = {
  id: 1,
  created_at: '2026-11-26T10:00:00.000Z',
  user_id: 3,
  username: 'sara',
  user_full_name: 'Sara',
  user_role: 'admin',
  action_type: 'UPDATE',
  entity_type: 'product',
  entity_id: '12',
  entity_name: 'آيفون 16 برو',
  entity_name_en: 'iPhone 16 Pro',
  changes: { old: { price: 429_900, updated_at: 'a' }, new: { price: 419_900, updated_at: 'b' } },
  description: 'Updated product آيفون 16 برو',
};
const plain = (text: string) => text.replace(/[\u200e\u200f\u2066-\u2069]/g, '');

describe('the activity log screen’s words', () => {
  it('reads an entry as a sentence in the staff member’s language, names in that language too', () => {
    expect(plain(activityDescription(entry, 'en'))).toBe(
      'Sara changed the price of iPhone 16 Pro from QAR 4,299 to QAR 4,199',
    );
    expect(plain(activityDescription(entry, 'ar'))).toContain('سعر آيفون 16 برو');
  });

  it('names every audited entity type, coupons included', () => {
    expect(entityLabel('coupon', 'en')).toBe('Coupon');
    expect(entityLabel('coupon', 'ar')).toBe('كود خصم');
    expect(entityLabel('gift_card', 'en')).toBe('Gift card');
  });

  it('shows staff by name in the picker', () => {
    expect(staffLabel({ full_name: 'Sara Al-Kuwari', username: 'sara' })).toBe('Sara Al-Kuwari (sara)');
    expect(staffLabel({ full_name: '', username: 'mona' })).toBe('mona');
  });
});
