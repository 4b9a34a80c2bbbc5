import { formatNumber, stockDropped, type AdminProductDetail } from '@matjar/core';
import { Plus, Wand2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { useI18n } from '../../../i18n/language-context';
import { BilingualTextField } from '../../../ui/bilingual-text-field';
import { Button } from '../../../ui/button';
import { nameIn } from '../product-names';
import { FormSection } from './form-section';
import { Locked } from './read-only';
import { newKey, type ProductFormOption, type ProductFormVariant } from './product-form';
import { generateVariants, optionCombinations } from './variant-generation';
import { useStockDropConfirm } from './stock-drop-dialog';
import { VariantDialog } from './variant-dialog';
import { VariantGrid } from './variant-grid';
import { VariantGridSaveBar } from './variant-grid-save-bar';

interface VariantsSectionProps {
  variants: readonly ProductFormVariant[];
  onChange: (variants: ProductFormVariant[]) => void;
  options: readonly ProductFormOption[];
  /** The product's price, given to generated variants. */
  price: number | null;
  optionName: { ar: string; en: string };
  onOptionNameChange: (names: { ar: string; en: string }) => void;
  problems: readonly string[];
  /** The product's own stock (a product without variants), which stops counting with its first variants. */
  ownStock: number | null;
  /** A brand gift card: every variant's stock is its unsold codes, shown but never typed. */
  stockFromCodes: boolean;
  /** The staff member saw what the change drops and continued: the save may drop it. */
  onStockDropAcknowledged: (variants: ProductFormVariant[]) => void;
  /** The saved product (edit page): the grid saves its changed cells on its own. */
  product?: AdminProductDetail;
  onGridSaved: (fresh: AdminProductDetail) => void;
  /** Whether a grid cell holds text that is no value (see VariantGrid). */
  onWrongCellsChange?: (wrong: boolean) => void;
}

function emptyVariant(price: number | null): ProductFormVariant {
  return {
    key: newKey('variant'),
    name: '',
    name_en: '',
    price: price !== null && Number.isFinite(price) ? price : null,
    stock: 0,
    sku: '',
    gtin: '',
    mpn: '',
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
  ownStock,
  stockFromCodes,
  onStockDropAcknowledged,
  product,
  onGridSaved,
  onWrongCellsChange,
}: VariantsSectionProps) {
  const [askStockDrop, stockDropDialog] = useStockDropConfirm();
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

  const generate = async () => {
    const result = generateVariants(options, variants, price);
    // Stock never drops without saying so: matching variants keep theirs; otherwise ask first.
    const drop = stockDropped(
      { stock: ownStock ?? 0, variants: variants.map((variant, id) => ({ ...variant, id })) },
      result.variants.map((variant) => {
        const id = variants.findIndex((existing) => existing.key === variant.key);
        return id === -1 ? {} : { id };
      }),
    );
    if (drop.total > 0) {
      const added = result.variants
        .filter((variant) => !variants.some((existing) => existing.key === variant.key))
        .map((variant) => nameIn(variant.name, variant.name_en, language));
      if (!(await askStockDrop({ drop, added }))) return;
      onStockDropAcknowledged(result.variants);
    }
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
      lockChildren={false}
      actions={
        <>
          <Button size="sm" icon={Wand2} disabled={combinations === 0} onClick={() => void generate()}>
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
      <Locked>
        <BilingualTextField
          name="variant_option_name"
          label={t('products.variant.optionName')}
          hint={t('products.variant.optionNameHint')}
          value={optionName}
          onChange={onOptionNameChange}
        />
      </Locked>
      {variants.length === 0 ? (
        <p className="text-sm text-zinc-600">{t('products.variant.none')}</p>
      ) : (
        <VariantGrid
          variants={variants}
          onChange={onChange}
          stockLocked={stockFromCodes}
          onEdit={(variant) => setEditing({ variant, isNew: false })}
          onWrongCellsChange={onWrongCellsChange}
        />
      )}
      {product && (
        <Locked>
          <VariantGridSaveBar product={product} variants={variants} onSaved={onGridSaved} />
        </Locked>
      )}
      {editing && (
        <VariantDialog
          variant={editing.variant}
          isNew={editing.isNew}
          stockLocked={stockFromCodes}
          onClose={() => setEditing(null)}
          onDone={done}
        />
      )}
      {stockDropDialog}
    </FormSection>
  );
}
