import { describe, expect, it } from 'vitest';
import { isolate } from './bidi.js';

describe('isolate', () => {
  it('wraps text in first-strong isolate and pop directional isolate', () => {
    expect(isolate('Google Play')).toBe('\u2068Google Play\u2069');
    expect(`تعديل طلب ${isolate('MTJ-0042')}`).toBe('تعديل طلب \u2068MTJ-0042\u2069');
  });
});
