import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../i18n/translate';
import { activityDescription } from './entity-label';

const entry = {
  action_type: 'UPDATE' as const,
  entity_type: 'user',
  entity_name: 'sara',
  entity_id: '7',
  description: 'Updated user sara',
};

describe('activityDescription', () => {
  it('describes a known entity in the UI language', () => {
    // The name is isolated (FSI … PDI) so a Latin username or order number keeps the Arabic line in order.
    expect(activityDescription(entry, createTranslator('ar'))).toBe('تعديل مستخدم \u2068sara\u2069');
    expect(activityDescription(entry, createTranslator('en'))).toBe('Updated User \u2068sara\u2069');
  });

  it('falls back to the id, then to the stored text for unknown entity types', () => {
    expect(activityDescription({ ...entry, entity_name: null }, createTranslator('en'))).toBe(
      'Updated User \u20687\u2069',
    );
    expect(activityDescription({ ...entry, entity_type: 'coupon' }, createTranslator('ar'))).toBe(
      'Updated user sara',
    );
  });
});
