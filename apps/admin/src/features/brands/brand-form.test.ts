import { AdminBrandBody, type AdminCatalogTerm } from '@matjar/core';
import { describe, expect, it } from 'vitest';
import { brandToForm } from './brand-form';

const apple: AdminCatalogTerm = {
  id: 1,
  name: 'أبل',
  name_en: 'Apple',
  icon: '/media/brands/up-1767000000000-0123456789abcdef-640.webp',
  product_count: 12,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

describe('brand form', () => {
  it('starts empty for a new brand and from the stored values for an edit', () => {
    expect(brandToForm(null)).toEqual({ name: '', name_en: '', icon: null });
    expect(brandToForm(apple)).toEqual({ name: 'أبل', name_en: 'Apple', icon: apple.icon });
  });

  it('needs both names (back-office §5), each with the catalogue code', () => {
    const result = AdminBrandBody.safeParse(brandToForm(null));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'REQUIRED'],
      ['name_en', 'REQUIRED'],
    ]);
  });

  it('trims the names and keeps the uploaded icon', () => {
    expect(AdminBrandBody.parse({ ...brandToForm(apple), name: ' أبل ', name_en: ' Apple ' })).toEqual({
      name: 'أبل',
      name_en: 'Apple',
      icon: apple.icon,
    });
  });
});
