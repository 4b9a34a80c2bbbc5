import { GTIN_TEXT_MAX, MPN_MAX, SKU_MAX, errorMessage } from '@matjar/core';
import { useState } from 'react';
import { useI18n } from '../../../i18n/language-context';
import { useCan } from '../../../lib/session/use-can';
import { BilingualTextField } from '../../../ui/bilingual-text-field';
import { CodeField } from '../../../ui/code-field';
import { FormDialogActions } from '../../../ui/form-dialog-actions';
import { Dialog } from '../../../ui/dialog';
import { Field, inputClass } from '../../../ui/field';
import { MoneyInput } from '../../../ui/money-input';
import { checkVariantDraft } from './option-draft';
import type { ProductFormVariant } from './product-form';
import { FormAlert } from '../../../ui/form-alert.js';

interface VariantDialogProps {
  variant: ProductFormVariant;
  isNew: boolean;
  /** A brand gift card's value: its stock is its unsold codes (a new value starts at 0 until codes load). */
  stockLocked?: boolean;
  onClose: () => void;
  onDone: (variant: ProductFormVariant) => void;
}

/**
 * The variant editor modal (docs/product/back-office.md §2): name, price (required), stock (default 0), optional SKU,
 * barcode number (checked here as the server checks it) and maker's part number.
 */
export function VariantDialog({ variant, isNew, stockLocked = false, onClose, onDone }: VariantDialogProps) {
  const { t, language } = useI18n();
  const can = useCan();
  const [draft, setDraft] = useState(variant);
  const [stockText, setStockText] = useState(String(variant.stock));
  const [problem, setProblem] = useState<string | null>(null);
  const stock = /^\d{1,9}$/.test(stockText.trim()) ? Number(stockText.trim()) : null;

  const done = () => {
    const code = checkVariantDraft(draft);
    if (code) {
      setProblem(errorMessage(code, language));
      return;
    }
    if (stock === null) {
      setProblem(errorMessage('STOCK_WHOLE_NUMBER', language));
      return;
    }
    onDone({
      ...draft,
      name: draft.name.trim(),
      name_en: draft.name_en.trim(),
      sku: draft.sku.trim(),
      gtin: draft.gtin.trim(),
      mpn: draft.mpn.trim(),
      stock,
    });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={isNew ? t('products.variant.addTitle') : t('products.variant.editTitle')}
    >
      <div className="space-y-4">
        <BilingualTextField
          name="variant-name"
          label={t('products.variant.name')}
          value={{ ar: draft.name, en: draft.name_en }}
          onChange={(names) => setDraft({ ...draft, name: names.ar, name_en: names.en })}
          required={{ ar: true }}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <MoneyInput
            id="variant-price"
            label={t('products.field.price')}
            required
            value={draft.price}
            onChange={(price) => setDraft({ ...draft, price })}
          />
          {can('products.cost') && (
            <MoneyInput
              id="variant-cost"
              label={t('products.field.costPrice')}
              value={draft.cost_price ?? null}
              onChange={(cost) => setDraft({ ...draft, cost_price: cost })}
              hint={t('products.variant.costPriceHint')}
            />
          )}
          <Field
            id="variant-stock"
            label={t('products.field.stock')}
            required
            hint={stockLocked ? t('products.stock.fromCodesHint') : undefined}
          >
            {(control) => (
              <input
                {...control}
                inputMode="numeric"
                readOnly={stockLocked}
                value={stockText}
                onChange={(event) => setStockText(event.target.value)}
                className={inputClass(stock === null)}
              />
            )}
          </Field>
        </div>
        <CodeField
          id="variant-sku"
          label={t('products.variant.sku')}
          hint={t('products.variant.skuHint')}
          value={draft.sku}
          onChange={(sku) => setDraft({ ...draft, sku })}
          maxLength={SKU_MAX}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <CodeField
            id="variant-gtin"
            label={t('products.variant.gtin')}
            value={draft.gtin}
            onChange={(gtin) => setDraft({ ...draft, gtin })}
            maxLength={GTIN_TEXT_MAX}
            numeric
          />
          <CodeField
            id="variant-mpn"
            label={t('products.variant.mpn')}
            value={draft.mpn}
            onChange={(mpn) => setDraft({ ...draft, mpn })}
            maxLength={MPN_MAX}
          />
        </div>
        <FormAlert message={problem} />
        <FormDialogActions onCancel={onClose} submitLabel={t('products.dialog.done')} onSubmit={done} />
      </div>
    </Dialog>
  );
}
