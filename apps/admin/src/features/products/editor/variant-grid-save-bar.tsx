import { Save } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { VARIANT_STOCK_REASONS, type AdminProductDetail, type VariantStockReason } from '@matjar/core';
import { useI18n } from '../../../i18n/language-context';
import { describeApiError } from '../../../lib/api/api-error';
import { Button } from '../../../ui/button';
import { useSaveVariantGrid } from '../api/save-variant-grid';
import type { ProductFormVariant } from './product-form';
import { changedCells } from './variant-grid-cells';

/**
 * The grid's own Save for a saved product: the changed cells of its saved variants in one
 * request, with one reason for the stock changes (the ledger keeps it). The product's Save still sends
 * everything; this one saves the grid without the rest of the form.
 */
export function VariantGridSaveBar({
  product,
  variants,
  onSaved,
}: {
  product: AdminProductDetail;
  variants: readonly ProductFormVariant[];
  onSaved: (fresh: AdminProductDetail) => void;
}) {
  const { t, language } = useI18n();
  const save = useSaveVariantGrid();
  const [reason, setReason] = useState<VariantStockReason | ''>('');
  const [tried, setTried] = useState(false);
  const cells = changedCells(variants, product.variants);
  if (cells.length === 0) return null;
  const stockChanged = cells.some((cell) => cell.stock !== undefined);
  const reasonMissing = stockChanged && reason === '';

  const submit = async () => {
    setTried(true);
    if (reasonMissing) return;
    try {
      const fresh = await save.mutateAsync({
        productId: product.id,
        body: { variants: cells, ...(stockChanged && reason ? { stock_reason: reason } : {}) },
      });
      toast.success(t('productBatches.grid.saved'));
      setTried(false);
      setReason('');
      onSaved(fresh);
    } catch (error) {
      toast.error(
        t('productBatches.grid.saveFailed', {
          message: describeApiError(error, language, t('common.tryAgainLater')),
        }),
      );
    }
  };

  return (
    <div className="flex flex-wrap items-end gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3">
      <p className="w-full text-sm font-medium text-zinc-900">
        {t('productBatches.grid.changed', { count: cells.length })}
      </p>
      {stockChanged && (
        <label className="flex min-w-0 flex-1 flex-col gap-1 text-xs text-zinc-700">
          {t('productBatches.grid.reason')}
          <select
            value={reason}
            aria-invalid={(tried && reasonMissing) || undefined}
            onChange={(event) => setReason(event.target.value as VariantStockReason | '')}
            className={`h-9 w-full rounded-md border bg-white px-2 text-sm ${tried && reasonMissing ? 'border-red-400' : 'border-zinc-300'}`}
          >
            <option value="">{t('productBatches.grid.reasonPick')}</option>
            {VARIANT_STOCK_REASONS.map((name) => (
              <option key={name} value={name}>
                {t(`productBatches.reason.${name}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      <Button
        size="sm"
        variant="primary"
        icon={Save}
        loading={save.isPending}
        loadingLabel={t('common.saving')}
        onClick={() => void submit()}
      >
        {t('productBatches.grid.save')}
      </Button>
      {tried && reasonMissing && (
        <p role="alert" className="w-full text-xs text-red-700">
          {t('productBatches.grid.reason')}: {t('products.form.required')}
        </p>
      )}
    </div>
  );
}
