import type { AdminCatalogTerm } from '@matjar/core';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useI18n } from '../../../i18n/language-context';
import { Button } from '../../../ui/button';
import { Field, selectClass } from '../../../ui/field';
import { nameIn } from '../product-names';
import { AddBrandDialog } from './add-brand-dialog';

interface BrandSelectProps {
  brands: readonly AdminCatalogTerm[];
  value: number | null;
  onChange: (brandId: number | null) => void;
  error?: string | undefined;
  /** Whether the signed-in staff member may add brands (catalog.edit). */
  canAddBrand: boolean;
}

/** The required brand, with '+ add brand' opening a modal whose new brand is chosen at once. */
export function BrandSelect({ brands, value, onChange, error, canAddBrand }: BrandSelectProps) {
  const { t, language } = useI18n();
  const [adding, setAdding] = useState(false);
  return (
    <div>
      <Field id="product-brand" label={t('products.field.brand')} required error={error}>
        {(control) => (
          <div className="flex gap-2">
            <select
              {...control}
              value={value ?? ''}
              onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
              className={selectClass(Boolean(error))}
            >
              <option value="">{t('products.brand.choose')}</option>
              {brands.map((brand) => (
                <option key={brand.id} value={brand.id}>
                  {nameIn(brand.name, brand.name_en, language)}
                </option>
              ))}
            </select>
            {canAddBrand && (
              <Button icon={Plus} className="h-11 shrink-0" onClick={() => setAdding(true)}>
                {t('products.brand.add')}
              </Button>
            )}
          </div>
        )}
      </Field>
      {adding && (
        <AddBrandDialog
          onClose={() => setAdding(false)}
          onCreated={(brand) => {
            onChange(brand.id);
            setAdding(false);
          }}
        />
      )}
    </div>
  );
}
