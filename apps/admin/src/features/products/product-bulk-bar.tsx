import { useState } from 'react';
import { toast } from 'sonner';
import type { AdminProductRow } from '@matjar/core';
import { useI18n } from '../../i18n/language-context';
import { describeApiError } from '../../lib/api/api-error';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useBulkProducts, type BulkProductsRequest } from './api/bulk-products';
import { nameIn } from './product-names';

type BulkAction = BulkProductsRequest['action'];

interface Category {
  id: number;
  name: string;
  name_en: string | null;
}

/**
 * The product list's bulk actions on the selected rows: activate, deactivate, add to or remove
 * from a category, delete (super_admin). One confirmation naming how many, one request.
 */
export function ProductBulkBar({
  rows,
  pageRows,
  categories,
  canDelete,
  onSelectAll,
  onClear,
}: {
  rows: readonly AdminProductRow[];
  pageRows: readonly AdminProductRow[];
  categories: readonly Category[];
  canDelete: boolean;
  onSelectAll: (all: boolean) => void;
  onClear: () => void;
}) {
  const { t, language } = useI18n();
  const bulk = useBulkProducts();
  const [categoryId, setCategoryId] = useState<number | ''>('');
  const [asking, setAsking] = useState<BulkAction | null>(null);
  const count = rows.length;
  const allOnPage = pageRows.length > 0 && pageRows.every((row) => rows.some((r) => r.id === row.id));
  const category = categories.find((c) => c.id === categoryId);
  const categoryName = category ? nameIn(category.name, category.name_en, language) : '';

  const run = async () => {
    if (!asking) return;
    const ids = rows.map((row) => row.id);
    const request: BulkProductsRequest =
      asking === 'add_category' || asking === 'remove_category'
        ? { action: asking, ids, category_id: categoryId as number }
        : { action: asking, ids };
    try {
      const changed = await bulk.mutateAsync(request);
      toast.success(t('productBatches.bulk.done', { count: changed }));
      onClear();
    } catch (error) {
      toast.error(
        t('productBatches.bulk.failed', {
          message: describeApiError(error, language, t('common.tryAgainLater')),
        }),
      );
      throw error;
    }
  };

  return (
    <div
      role="region"
      aria-label={t('productBatches.bulk.selected', { count })}
      className="flex flex-wrap items-end gap-2 rounded-xl border border-brand-200 bg-brand-50 p-3"
    >
      <label className="flex w-full items-center gap-2 text-sm font-medium text-zinc-900">
        <input
          type="checkbox"
          checked={allOnPage}
          onChange={() => onSelectAll(!allOnPage)}
          className="size-4"
        />
        {t('productBatches.bulk.selectAll')}
      </label>
      {count > 0 && (
        <>
          <p className="w-full text-sm text-zinc-800" aria-live="polite">
            {t('productBatches.bulk.selected', { count })}
          </p>
          <Button size="sm" onClick={() => setAsking('activate')}>
            {t('productBatches.bulk.activate')}
          </Button>
          <Button size="sm" onClick={() => setAsking('deactivate')}>
            {t('productBatches.bulk.deactivate')}
          </Button>
          <label className="flex min-w-0 flex-col gap-1 text-xs text-zinc-700">
            {t('productBatches.bulk.category')}
            <select
              value={categoryId}
              onChange={(event) => setCategoryId(event.target.value === '' ? '' : Number(event.target.value))}
              className="h-9 max-w-full rounded-md border border-zinc-300 bg-white px-2 text-sm"
            >
              <option value="">—</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {nameIn(c.name, c.name_en, language)}
                </option>
              ))}
            </select>
          </label>
          <Button size="sm" disabled={categoryId === ''} onClick={() => setAsking('add_category')}>
            {t('productBatches.bulk.addCategory')}
          </Button>
          <Button size="sm" disabled={categoryId === ''} onClick={() => setAsking('remove_category')}>
            {t('productBatches.bulk.removeCategory')}
          </Button>
          {canDelete && (
            <Button size="sm" variant="danger" onClick={() => setAsking('delete')}>
              {t('productBatches.bulk.delete')}
            </Button>
          )}
          <Button size="sm" variant="ghost" onClick={onClear}>
            {t('productBatches.bulk.clear')}
          </Button>
        </>
      )}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        onConfirm={run}
        title={asking ? t(`productBatches.bulk.confirm.${asking}`, { count, category: categoryName }) : ''}
        description={t(asking === 'delete' ? 'productBatches.bulk.deleteBody' : 'productBatches.bulk.body')}
        confirmLabel={
          asking
            ? t(
                `productBatches.bulk.${asking === 'add_category' ? 'addCategory' : asking === 'remove_category' ? 'removeCategory' : asking}`,
              )
            : ''
        }
        destructive={asking === 'delete' || asking === 'deactivate'}
      />
    </div>
  );
}
