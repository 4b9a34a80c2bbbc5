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
    expect(activityDescription(entry, createTranslator('ar'))).toBe('تعديل مستخدم sara');
    expect(activityDescription(entry, createTranslator('en'))).toBe('Updated User sara');
  });

  it('falls back to the id, then to the stored text for unknown entity types', () => {
    expect(activityDescription({ ...entry, entity_name: null }, createTranslator('en'))).toBe(
      'Updated User 7',
    );
    expect(activityDescription({ ...entry, entity_type: 'coupon' }, createTranslator('ar'))).toBe(
      'Updated user sara',
    );
  });
});
