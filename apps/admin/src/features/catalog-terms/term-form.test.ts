import { AdminBrandBody, AdminCategoryBody, type AdminCatalogTerm } from '@matjar/core';
import { describe, expect, it } from 'vitest';
import { termIconProblem, termToForm } from './term-form';

const term = (fields: Pick<AdminCatalogTerm, 'id' | 'name' | 'name_en' | 'icon' | 'product_count'>) => ({
  ...fields,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});
const phones = term({ id: 3, name: 'هواتف', name_en: 'Phones', icon: '📱', product_count: 4 });
const apple = term({
  id: 1,
  name: 'أبل',
  name_en: 'Apple',
  icon: '/media/brands/up-1767000000000-0123456789abcdef-640.webp',
  product_count: 12,
});

describe('catalogue term form', () => {
  it('starts empty for a new term and from the stored values for an edit', () => {
    expect(termToForm(null)).toEqual({ name: '', name_en: '', icon: null });
    expect(termToForm(phones)).toEqual({ name: 'هواتف', name_en: 'Phones', icon: '📱' });
    expect(termToForm(apple)).toEqual({ name: 'أبل', name_en: 'Apple', icon: apple.icon });
  });
});

describe('category form', () => {
  it('refuses an empty English name: the English store would show the Arabic one as English', () => {
    const result = AdminCategoryBody.safeParse({ ...termToForm(null), name: '  سماعات ', name_en: ' ' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name_en', 'CATEGORY_NAME_EN_REQUIRED'],
    ]);
    const body = AdminCategoryBody.parse({ ...termToForm(null), name: '  سماعات ', name_en: ' Audio ' });
    expect(body).toEqual({ name: 'سماعات', name_en: 'Audio', icon: null });
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
    expect(AdminCategoryBody.parse({ name: 'كاميرات', name_en: 'Cameras', icon: uploaded }).icon).toBe(
      uploaded,
    );
    expect(AdminCategoryBody.parse({ name: 'كاميرات', name_en: 'Cameras', icon: '📷' }).icon).toBe('📷');
  });
});

describe('brand form', () => {
  it('needs both names (back-office §5), each with the catalogue code', () => {
    const result = AdminBrandBody.safeParse(termToForm(null));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'REQUIRED'],
      ['name_en', 'REQUIRED'],
    ]);
  });

  it('trims the names and keeps the uploaded icon', () => {
    expect(AdminBrandBody.parse({ ...termToForm(apple), name: ' أبل ', name_en: ' Apple ' })).toEqual({
      name: 'أبل',
      name_en: 'Apple',
      icon: apple.icon,
    });
  });
});

describe('term icon before it is sent', () => {
  it.each([null, '📱', '🇶🇦', '/media/categories/up-1-640.webp'])('%j is fine', (icon) => {
    expect(termIconProblem(icon)).toBeNull();
  });

  it.each(['abc', 'javascript:alert(1)', '📱 phones'])('%j in the emoji field is not an emoji', (icon) => {
    expect(termIconProblem(icon)).toBe('ICON_NOT_EMOJI');
  });
});
