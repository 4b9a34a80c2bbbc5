import { describe, expect, it, vi } from 'vitest';

describe('language layouts', () => {
  it('each brings its own language’s messages, so a page loads one catalogue', async () => {
    // A fresh catalogue (test files share one module registry, and another may have loaded both languages):
    // with nothing loaded yet, the key comes back rather than a crash.
    vi.resetModules();
    const { t } = await import('./t.js');
    expect(t('ar', 'brand.short')).toBe('brand.short');
    await import('../routes/arabic-layout.js');
    expect(t('ar', 'cart.title')).toMatch(/[\u0600-\u06FF]/);
    expect(t('en', 'cart.title')).toBe('cart.title');
    await import('../routes/english-layout.js');
    expect(t('en', 'cart.title')).toMatch(/^[\x20-\x7E]+$/);
  });
});
