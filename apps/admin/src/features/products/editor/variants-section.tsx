import { formatMoney, formatNumber } from '@matjar/core';
import { Pencil, Plus, Trash2, Wand2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { useI18n } from '../../../i18n/language-context';
import { NameText } from '../../../ui/name-text';
import { BilingualTextField } from '../../../ui/bilingual-text-field';
import { Button } from '../../../ui/button';
import { nameIn } from '../product-names';
import { FormSection } from './form-section';
import { newKey, type ProductFormOption, type ProductFormVariant } from './product-form';
import { generateVariants, optionCombinations } from './variant-generation';
import { VariantDialog } from './variant-dialog';

interface VariantsSectionProps {
  variants: readonly ProductFormVariant[];
  onChange: (variants: ProductFormVariant[]) => void;
  options: readonly ProductFormOption[];
  /** The product's price, given to generated variants. */
  price: number | null;
  optionName: { ar: string; en: string };
  onOptionNameChange: (names: { ar: string; en: string }) => void;
  problems: readonly string[];
}

function emptyVariant(price: number | null): ProductFormVariant {
  return {
    key: newKey('variant'),
    name: '',
    name_en: '',
    price: price !== null && Number.isFinite(price) ? price : null,
    stock: 0,
    sku: '',
    attributes: null,
    is_active: true,
  };
}

/** Variants (back-office §2), with 'generate from option values' beyond the spec. */
export function VariantsSection({
  variants,
  onChange,
  options,
  price,
  optionName,
  onOptionNameChange,
  problems,
}: VariantsSectionProps) {
  const { t, language } = useI18n();
  const [editing, setEditing] = useState<{ variant: ProductFormVariant; isNew: boolean } | null>(null);
  const combinations = optionCombinations(options).length;

  const done = (variant: ProductFormVariant) => {
    const exists = variants.some((existing) => existing.key === variant.key);
    onChange(
      exists
        ? variants.map((existing) => (existing.key === variant.key ? variant : existing))
        : [...variants, variant],
    );
    setEditing(null);
  };

  const generate = () => {
    const result = generateVariants(options, variants, price);
    onChange(result.variants);
    toast.success(
      t('products.variant.generated', {
        total: formatNumber(result.variants.length, language),
        added: formatNumber(result.added, language),
        removed: formatNumber(result.removed, language),
      }),
    );
  };

  return (
    <FormSection
      title={t('products.section.variants')}
      problems={problems}
      actions={
        <>
          <Button size="sm" icon={Wand2} disabled={combinations === 0} onClick={generate}>
            {t('products.variant.generate')}
          </Button>
          <Button
            size="sm"
            icon={Plus}
            onClick={() => setEditing({ variant: emptyVariant(price), isNew: true })}
          >
            {t('products.variant.add')}
          </Button>
        </>
      }
    >
      <BilingualTextField
        name="variant_option_name"
        label={t('products.variant.optionName')}
        hint={t('products.variant.optionNameHint')}
        value={optionName}
        onChange={onOptionNameChange}
      />
      {variants.length === 0 ? (
        <p className="text-sm text-zinc-600">{t('products.variant.none')}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-zinc-200">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('products.section.variants')}</caption>
            <thead className="bg-zinc-50 text-xs text-zinc-600">
              <tr>
                <th scope="col" className="px-3 py-2 text-start font-semibold">
                  {t('products.variant.name')}
                </th>
                <th scope="col" className="px-3 py-2 text-start font-semibold">
                  {t('products.field.price')}
                </th>
                <th scope="col" className="px-3 py-2 text-start font-semibold">
                  {t('products.field.stock')}
                </th>
                <th scope="col" className="px-3 py-2 text-start font-semibold">
                  {t('products.variant.sku')}
                </th>
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">{t('kit.table.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {variants.map((variant) => {
                const name = nameIn(variant.name, variant.name_en, language) || t('products.variant.unnamed');
                return (
                  <tr key={variant.key} className="border-t border-zinc-200">
                    <th scope="row" className="px-3 py-2 text-start font-medium text-zinc-900">
                      <NameText name={name} />
                    </th>
                    <td className="px-3 py-2 whitespace-nowrap tabular-nums">
                      {variant.price === null ? '—' : formatMoney(variant.price, language)}
                    </td>
                    <td className="px-3 py-2 tabular-nums">{formatNumber(variant.stock, language)}</td>
                    <td dir="ltr" className="px-3 py-2 text-start text-zinc-600">
                      {variant.sku || '—'}
                    </td>
                    <td className="px-3 py-2">
                      <span className="flex justify-end gap-1">
                        <Button
                          size="sm"
                          variant="ghost"
                          icon={Pencil}
                          aria-label={t('products.variant.editNamed', { name })}
                          onClick={() => setEditing({ variant, isNew: false })}
                        />
                        <Button
                          size="sm"
                          variant="ghost-danger"
                          icon={Trash2}
                          aria-label={t('products.variant.removeNamed', { name })}
                          onClick={() =>
                            onChange(variants.filter((existing) => existing.key !== variant.key))
                          }
                        />
                      </span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {editing && (
        <VariantDialog
          variant={editing.variant}
          isNew={editing.isNew}
          onClose={() => setEditing(null)}
          onDone={done}
        />
      )}
    </FormSection>
  );
}
