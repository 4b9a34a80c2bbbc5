import { AdminCategoryBody, type AdminCatalogTerm } from '@matjar/core';
import { describe, expect, it } from 'vitest';
import { categoryIconProblem, categoryToForm } from './category-form';

const phones: AdminCatalogTerm = {
  id: 3,
  name: 'هواتف',
  name_en: 'Phones',
  icon: '📱',
  product_count: 4,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

describe('category form', () => {
  it('starts empty for a new category and from the stored values for an edit', () => {
    expect(categoryToForm(null)).toEqual({ name: '', name_en: '', icon: null });
    expect(categoryToForm(phones)).toEqual({ name: 'هواتف', name_en: 'Phones', icon: '📱' });
  });

  it('sends an empty English name as none, so the server uses the Arabic one', () => {
    const body = AdminCategoryBody.parse({ ...categoryToForm(null), name: '  سماعات ' });
    expect(body).toEqual({ name: 'سماعات', name_en: null, icon: null });
  });

  it('refuses a category without an Arabic name with the catalogue code', () => {
    const result = AdminCategoryBody.safeParse({ name: '  ', name_en: 'Audio', icon: null });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'REQUIRED'],
    ]);
  });

  it('keeps an uploaded address or an emoji as the icon', () => {
    const uploaded = '/media/categories/up-1767000000000-0123456789abcdef-640.webp';
    expect(AdminCategoryBody.parse({ name: 'كاميرات', icon: uploaded }).icon).toBe(uploaded);
    expect(AdminCategoryBody.parse({ name: 'كاميرات', icon: '📷' }).icon).toBe('📷');
  });
});

describe('category icon before it is sent', () => {
  it.each([null, '📱', '🇶🇦', '/media/categories/up-1-640.webp'])('%j is fine', (icon) => {
    expect(categoryIconProblem(icon)).toBeNull();
  });

  it.each(['abc', 'javascript:alert(1)', '📱 phones'])('%j in the emoji field is not an emoji', (icon) => {
    expect(categoryIconProblem(icon)).toBe('ICON_NOT_EMOJI');
  });
});
