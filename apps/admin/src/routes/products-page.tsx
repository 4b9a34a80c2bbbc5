import { MAX_SPECIAL_OFFERS, formatNumber, type AdminProductRow } from '@matjar/core';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { useBrands, useCategories } from '../lib/api/catalog-terms';
import { useDeleteProduct } from '../features/products/api/delete-product';
import { usePatchProduct } from '../features/products/api/patch-product';
import { useProductList } from '../features/products/api/product-list';
import { DeleteProductButton } from '../features/products/delete-product-button';
import {
  changeListParams,
  hasActiveFilters,
  readListParams,
  sortOfState,
  sortStateOf,
  writeListParams,
  type ProductListParams,
} from '../features/products/list-params';
import { ProductCsvActions } from '../features/products/csv/product-csv-actions';
import { ProductFiltersBar } from '../features/products/product-filters-bar';
import { nameIn } from '../features/products/product-names';
import { ProductBulkBar } from '../features/products/product-bulk-bar';
import { ProductsTable } from '../features/products/products-table';
import { useI18n } from '../i18n/language-context';
import type { MessageKey } from '../i18n/ar';
import { describeApiError } from '../lib/api/api-error';
import { useCan } from '../lib/session/use-can';
import { buttonClasses } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { PageHeading } from '../ui/page-heading';
import { serverPagination } from '../ui/data-table-pager';
import { queryPart } from '../ui/query-state';

type QuickChange = { stock?: number; is_active?: boolean; is_special_offer?: boolean };

/** The spec's alert for each quick change that fails without a reason the server gave (§8). */
function failureOf(change: QuickChange): MessageKey {
  if (change.stock !== undefined) return 'products.error.stock';
  if (change.is_special_offer !== undefined) return 'products.error.offer';
  return 'products.error.status';
}

/** /admin/products (back-office §2 product list); its search, filters, sort and page live in the address. */
export function ProductsPage() {
  const { t, language } = useI18n();
  const can = useCan();
  const [search, setSearch] = useSearchParams();
  const params = readListParams(search);
  const list = useProductList(params);
  const categories = useCategories();
  const brands = useBrands();
  const patch = usePatchProduct();
  const remove = useDeleteProduct();
  const [deleting, setDeleting] = useState<AdminProductRow | null>(null);
  const canEdit = can('catalog.edit');
  // Bulk actions act on the selected rows of the page shown.
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const pageRows = list.data?.products ?? [];
  const selectedRows = pageRows.filter((row) => selected.has(row.id));
  const toggle = (row: AdminProductRow) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(row.id)) next.delete(row.id);
      else next.add(row.id);
      return next;
    });

  const change = (next: Partial<ProductListParams>) =>
    setSearch(writeListParams(changeListParams(params, next)));

  const onPatch = (row: AdminProductRow, quick: QuickChange) =>
    patch.mutate(
      { id: row.id, change: quick },
      { onError: (error) => toast.error(describeApiError(error, language, t(failureOf(quick)))) },
    );

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(t('products.deleted', { name: nameIn(deleting.name, deleting.name_en, language) }));
    } catch (error) {
      toast.error(describeApiError(error, language, t('products.error.delete')));
      throw error;
    }
  };

  const addLink = canEdit ? (
    <Link to="/products/create" className={buttonClasses('primary')}>
      <Plus aria-hidden="true" className="size-4" />
      {t('products.add')}
    </Link>
  ) : null;

  return (
    <>
      <PageHeading
        title={t('nav.products')}
        actions={
          <>
            <ProductCsvActions params={params} canEdit={canEdit} />
            {addLink}
          </>
        }
      />
      {list.data && (
        <p className="mt-2 text-sm text-zinc-600">
          {t('products.offerCount', {
            count: formatNumber(list.data.special_offer_count, language),
            max: formatNumber(MAX_SPECIAL_OFFERS, language),
          })}
        </p>
      )}
      <div className="mt-4">
        <ProductFiltersBar
          params={params}
          onChange={change}
          categories={categories.data ?? []}
          brands={brands.data?.brands ?? []}
        />
      </div>
      {canEdit && pageRows.length > 0 && (
        <div className="mt-4">
          <ProductBulkBar
            rows={selectedRows}
            pageRows={pageRows}
            categories={categories.data ?? []}
            canDelete={can('products.delete')}
            onSelectAll={(all) => setSelected(new Set(all ? pageRows.map((row) => row.id) : []))}
            onClear={() => setSelected(new Set())}
          />
        </div>
      )}
      <div className="mt-4">
        <ProductsTable
          selection={canEdit ? { selected, onToggle: toggle } : undefined}
          query={queryPart(list, (data) => data.products)}
          sort={sortStateOf(params.sort)}
          onSortChange={(state) => change({ sort: sortOfState(state) })}
          pagination={serverPagination(params.page, list.data, 20, (page) => change({ page }))}
          filtered={hasActiveFilters(params)}
          canEdit={canEdit}
          onPatch={onPatch}
          emptyAction={addLink}
          deleteButton={(row) => (
            <DeleteProductButton
              productName={nameIn(row.name, row.name_en, language)}
              allowed={can('products.delete')}
              onDelete={() => setDeleting(row)}
            />
          )}
        />
      </div>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        onConfirm={confirmDelete}
        title={t('products.deleteTitle')}
        description={t('products.deleteBody', {
          name: deleting ? nameIn(deleting.name, deleting.name_en, language) : '',
        })}
        confirmLabel={t('common.delete')}
        destructive
      />
    </>
  );
}
