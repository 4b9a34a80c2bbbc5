import { describe, expect, it } from 'vitest';
import { t } from './t.js';

describe('language layouts', () => {
  it('each brings its own language’s messages, so a page loads one catalogue', async () => {
    // Nothing loaded yet: the key comes back rather than a crash.
    expect(t('ar', 'brand.short')).toBe('brand.short');
    await import('../routes/arabic-layout.js');
    expect(t('ar', 'cart.title')).toMatch(/[\u0600-\u06FF]/);
    expect(t('en', 'cart.title')).toBe('cart.title');
    await import('../routes/english-layout.js');
    expect(t('en', 'cart.title')).toMatch(/^[\x20-\x7E]+$/);
  });
});
