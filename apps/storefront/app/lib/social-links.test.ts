import { describe, expect, it } from 'vitest';
import { socialUrl, whatsappUrl } from './social-links.js';

describe('social links', () => {
  it('builds wa.me links from any phone formatting', () => {
    expect(whatsappUrl('+974 4400 0000')).toBe('https://wa.me/97444000000');
    expect(whatsappUrl('')).toBeNull();
  });

  it('accepts addresses and handles', () => {
    expect(socialUrl('https://facebook.com/matjar', 'facebook')).toBe('https://facebook.com/matjar');
    expect(socialUrl('@matjar.qa', 'instagram')).toBe('https://www.instagram.com/matjar.qa');
    expect(socialUrl('  ', 'facebook')).toBeNull();
  });
});
