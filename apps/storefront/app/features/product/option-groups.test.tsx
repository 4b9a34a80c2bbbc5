import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StoreProductOption, StoreVariant } from '@matjar/core';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LOCALES, renderInLocale } from '../../testing/render-in-locale.js';
import { OptionGroups } from './option-groups.js';
import type { ChosenOptions } from './product-selection.js';

const storage: StoreProductOption = {
  id: 1,
  option_name: 'السعة',
  option_name_en: 'Storage',
  option_type: 'text',
  values: [
    { id: 11, value: '128 جيجا', value_en: '128 GB', color_hex: null, images: [] },
    { id: 12, value: '256 جيجا', value_en: '256 GB', color_hex: null, images: [] },
    { id: 13, value: '512 جيجا', value_en: '512 GB', color_hex: null, images: [] },
  ],
};
const colour: StoreProductOption = {
  id: 2,
  option_name: 'اللون',
  option_name_en: 'Color',
  option_type: 'color',
  values: [
    { id: 21, value: 'أسود', value_en: 'Black', color_hex: '#000000', images: [] },
    { id: 22, value: 'أبيض', value_en: 'White', color_hex: '#ffffff', images: [] },
  ],
};
const variant = (id: number, size: string, color: string, stock: number): StoreVariant => ({
  id,
  name: `${size} ${color}`,
  name_en: `${size} ${color}`,
  price: 100,
  stock,
  sku: null,
  gtin: null,
  mpn: null,
  attributes: { Storage: size, Color: color },
  denomination: null,
});
const variants = [
  variant(1, '128 GB', 'Black', 3),
  variant(2, '256 GB', 'Black', 3),
  variant(3, '512 GB', 'Black', 0),
  variant(4, '128 GB', 'White', 0),
  variant(5, '256 GB', 'White', 0),
  variant(6, '512 GB', 'White', 0),
];

function Options() {
  const [chosen, setChosen] = useState<ChosenOptions>({});
  return (
    <OptionGroups
      options={[storage, colour]}
      variants={variants}
      chosen={chosen}
      onChoose={(optionId, valueId) => setChosen((all) => ({ ...all, [optionId]: valueId }))}
    />
  );
}

describe.each(LOCALES)('OptionGroups (%s)', (locale) => {
  const named = (value: { value: string; value_en: string | null }) =>
    locale === 'ar' ? value.value : value.value_en!;

  it('is a radio group per option: one Tab stop, arrows in the reading direction move and choose', async () => {
    const user = userEvent.setup();
    const { t } = renderInLocale(<Options />, locale);
    const group = screen.getByRole('radiogroup', { name: named({ value: 'السعة', value_en: 'Storage' }) });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('aria-checked'))).toEqual(['false', 'false', 'false']);
    // Nothing chosen yet: Tab enters on the first value, and Tab again leaves the group.
    await user.tab();
    expect(document.activeElement).toBe(radios[0]);
    const onward = locale === 'ar' ? '{ArrowLeft}' : '{ArrowRight}';
    const back = locale === 'ar' ? '{ArrowRight}' : '{ArrowLeft}';
    await user.keyboard(onward);
    expect(document.activeElement).toBe(radios[1]);
    expect(radios[1]!.getAttribute('aria-checked')).toBe('true');
    await user.keyboard(back);
    await user.keyboard(back);
    // Wraps at the start to the last value (sold out with black, still choosable and named so).
    expect(document.activeElement).toBe(radios[2]);
    expect(radios[2]!.getAttribute('aria-checked')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(radios[0]);
    expect(radios.map((radio) => radio.tabIndex)).toEqual([0, -1, -1]);
    await user.tab();
    const colours = within(
      screen.getByRole('radiogroup', { name: named({ value: 'اللون', value_en: 'Color' }) }),
    );
    expect(document.activeElement).toBe(colours.getAllByRole('radio')[0]);
    // A sold-out value says so in its name.
    expect(
      colours.getByRole('radio', { name: `${named(colour.values[1]!)} — ${t('restock.soldOut')}` }),
    ).toBeTruthy();
  });
});
