import { describe, expect, it } from 'vitest';
import { formMessage } from './form-message';

describe('formMessage', () => {
  it('shows a catalogue code in the UI language', () => {
    expect(formMessage('REQUIRED', 'en')).toBe('This field is required');
    expect(formMessage('REQUIRED', 'ar')).toBe('هذا الحقل مطلوب');
    expect(formMessage('CATEGORY_NAME_TAKEN', 'en')).toBe(
      'A category with the same name exists, use a different name',
    );
  });

  it('keeps other text and gives nothing for no message', () => {
    expect(formMessage('Too long', 'ar')).toBe('Too long');
    expect(formMessage(undefined, 'en')).toBeUndefined();
    expect(formMessage('', 'en')).toBeUndefined();
  });
});
