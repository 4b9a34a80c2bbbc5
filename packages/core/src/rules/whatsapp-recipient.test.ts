import { describe, expect, it } from 'vitest';
import { qatariMobileRecipient } from './whatsapp-recipient.js';

describe('qatariMobileRecipient', () => {
  it('folds a Qatari mobile however typed to 974 + 8 digits', () => {
    expect(qatariMobileRecipient('+974 5512 3456')).toBe('97455123456');
    expect(qatariMobileRecipient('٣٣١٢٣٤٥٦')).toBe('97433123456');
    expect(qatariMobileRecipient('00974-7012-3456')).toBe('97470123456');
  });
  it('refuses landlines, foreign numbers and nothing', () => {
    expect(qatariMobileRecipient('44123456')).toBeNull();
    expect(qatariMobileRecipient('+44 7700 900123')).toBeNull();
    expect(qatariMobileRecipient(null)).toBeNull();
    expect(qatariMobileRecipient('')).toBeNull();
  });
});
