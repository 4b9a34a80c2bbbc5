import { describe, expect, it } from 'vitest';
import { AdminSectionConfigInput } from './homepage.js';

const accepts = (config: Record<string, unknown>) => AdminSectionConfigInput.safeParse(config).success;

// Back-office §9: the values a section's height, title size and title weight may take.
describe('section settings staff may save', () => {
  it.each([
    ['height', [150, 200, 300, 400, 500, 600], [100, 250, 700]],
    ['title_font_size', [16, 20, 24, 28, 32, 40], [14, 18, 36, 48]],
    ['title_font_weight', [300, 400, 500, 600, 700, 800], [100, 350, 900]],
  ])('%s takes %j and nothing else', (field, allowed, refused) => {
    for (const value of allowed) expect(accepts({ [field]: value }), `${field} ${value}`).toBe(true);
    for (const value of refused) expect(accepts({ [field]: value }), `${field} ${value}`).toBe(false);
  });

  it('reads the "300px" and "24" that older documents stored as the number', () => {
    expect(AdminSectionConfigInput.parse({ height: '300px', title_font_size: '24' })).toEqual({
      height: 300,
      title_font_size: 24,
    });
  });
});
