import {
  effectivePrice,
  formatMoney,
  formatNumber,
  imageVariantUrl,
  type AdminProductRow,
} from '@matjar/core';
import { Eye, ImageOff, Package, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/language-context';
import { buttonClasses } from '../../ui/button';
import { DataTable, type DataTableColumn } from '../../ui/data-table';
import type { DataTablePagination } from '../../ui/data-table-pager';
import type { SortState } from '../../ui/data-table-state';
import type { QueryLike } from '../../ui/query-state';
import type { ProductSortColumn } from './list-params';
import { namesInOrder } from './product-names';
import { StockStepper } from './stock-stepper';
import { ToggleSwitch } from '../../ui/toggle-switch';
import { NameText } from '../../ui/name-text';

interface ProductsTableProps {
  query: QueryLike<readonly AdminProductRow[]>;
  sort: SortState<ProductSortColumn> | null;
  onSortChange: (sort: SortState) => void;
  pagination: DataTablePagination;
  filtered: boolean;
  canEdit: boolean;
  onPatch: (
    row: AdminProductRow,
    change: { stock?: number; is_active?: boolean; is_special_offer?: boolean },
  ) => void;
  deleteButton: (row: AdminProductRow) => ReactNode;
  emptyAction: ReactNode;
  /** The rows chosen for a bulk action; absent for staff who cannot change products. */
  selection?: { selected: ReadonlySet<number>; onToggle: (row: AdminProductRow) => void };
}

/** Back-office §2 product list: image, names, price, stock stepper, active and offer switches, edit, delete. */
export function ProductsTable({
  query,
  sort,
  onSortChange,
  pagination,
  filtered,
  canEdit,
  onPatch,
  deleteButton,
  emptyAction,
  selection,
}: ProductsTableProps) {
  const { t, language } = useI18n();
  const nameOf = (row: AdminProductRow) => namesInOrder(row.name, row.name_en, language).primary;

  const selectColumn: DataTableColumn<AdminProductRow>[] = selection
    ? [
        {
          key: 'select',
          header: t('productBatches.bulk.selectAll'),
          headerHidden: true,
          className: 'md:w-10',
          cell: (row) => (
            <input
              type="checkbox"
              aria-label={t('productBatches.bulk.select', { name: nameOf(row) })}
              checked={selection.selected.has(row.id)}
              onChange={() => selection.onToggle(row)}
              className="size-5 md:size-4"
            />
          ),
        },
      ]
    : [];

  const columns: DataTableColumn<AdminProductRow>[] = [
    ...selectColumn,
    {
      key: 'image',
      header: t('products.column.image'),
      headerHidden: true,
      className: 'md:w-20',
      cell: (row) =>
        row.image ? (
          <img
            src={imageVariantUrl(row.image, 320, 'webp')}
            alt=""
            loading="lazy"
            className="size-14 rounded-lg border border-zinc-200 bg-zinc-50 object-contain"
          />
        ) : (
          <span className="flex size-14 items-center justify-center rounded-lg bg-zinc-100 text-zinc-500">
            <ImageOff aria-hidden="true" className="size-5" />
          </span>
        ),
    },
    {
      key: 'name',
      header: t('products.column.name'),
      cell: (row) => {
        const names = namesInOrder(row.name, row.name_en, language);
        const brand = language === 'en' ? row.brand_name_en || row.brand_name : row.brand_name;
        return (
          <div className="min-w-0">
            <span className="block font-semibold text-zinc-900">
              <NameText name={names.primary} />
            </span>
            {names.secondary && (
              <span dir="auto" className="block text-xs text-zinc-600">
                <NameText name={names.secondary} />
              </span>
            )}
            <span className="mt-1 flex flex-wrap gap-1.5 text-xs text-zinc-600">
              {/* One flex item: the name's runs must not be laid out (and gapped) apart. */}
              {brand && (
                <span>
                  <NameText name={brand} />
                </span>
              )}
              {row.variant_count > 0 && (
                <span className="rounded-full bg-zinc-100 px-2">
                  {t('products.variantCount', { count: row.variant_count })}
                </span>
              )}
            </span>
          </div>
        );
      },
    },
    {
      key: 'price',
      header: t('products.column.price'),
      sortable: true,
      phoneLabel: true,
      className: 'whitespace-nowrap',
      cell: (row) => {
        const price = effectivePrice(row);
        return (
          <span className="inline-flex flex-col">
            <span className="font-semibold tabular-nums text-zinc-900">
              {formatMoney(price.final, language)}
            </span>
            {price.hasDiscount && (
              <span className="text-xs text-zinc-600">
                <s>{formatMoney(price.base, language)}</s>{' '}
                <span className="text-emerald-800">
                  {t('products.percentOff', { percent: formatNumber(price.percentOff, language) })}
                </span>
              </span>
            )}
          </span>
        );
      },
    },
    {
      key: 'stock',
      header: t('products.column.stock'),
      sortable: true,
      phoneLabel: true,
      cell: (row) =>
        // A brand gift card's stock is its unsold codes (loaded on the gift-cards page), never typed.
        row.stock_from_codes || row.variant_count > 0 ? (
          <span className="inline-flex flex-col">
            <span className="font-semibold tabular-nums">{formatNumber(row.stock, language)}</span>
            <span className="text-xs text-zinc-600">
              {row.stock_from_codes ? t('products.stock.fromCodes') : t('products.stock.fromVariants')}
            </span>
          </span>
        ) : (
          <StockStepper
            stock={row.stock}
            productName={nameOf(row)}
            disabled={!canEdit}
            onChange={(stock) => onPatch(row, { stock })}
          />
        ),
    },
    {
      key: 'active',
      header: t('products.column.active'),
      phoneLabel: true,
      cell: (row) => (
        <ToggleSwitch
          checked={row.is_active}
          disabled={!canEdit}
          label={t('products.toggle.active', { name: nameOf(row) })}
          onChange={(is_active) => onPatch(row, { is_active })}
        />
      ),
    },
    {
      key: 'offer',
      header: t('products.column.offer'),
      phoneLabel: true,
      cell: (row) => (
        <ToggleSwitch
          checked={row.is_special_offer}
          disabled={!canEdit}
          label={t('products.toggle.offer', { name: nameOf(row) })}
          onChange={(is_special_offer) => onPatch(row, { is_special_offer })}
        />
      ),
    },
  ];

  return (
    <DataTable
      label={t('products.tableLabel')}
      columns={columns}
      query={query}
      rowKey={(row) => row.id}
      errorTitle={t('products.loadFailed')}
      empty={
        filtered
          ? { title: t('products.noMatches'), body: t('products.noMatchesBody'), icon: Package }
          : { title: t('products.empty'), body: t('products.emptyBody'), icon: Package, action: emptyAction }
      }
      sort={sort}
      onSortChange={onSortChange}
      // The filters bar's sort menu serves phones (and offers every server sort, newest first included).
      phoneSort={false}
      pagination={pagination}
      rowActions={(row) => (
        <>
          {/* A viewer opens the same page, read-only. */}
          <Link
            to={`/products/edit/${row.id}`}
            aria-label={t(canEdit ? 'products.editNamed' : 'products.viewNamed', { name: nameOf(row) })}
            className={buttonClasses('ghost', 'sm')}
          >
            {canEdit ? (
              <Pencil aria-hidden="true" className="size-4" />
            ) : (
              <Eye aria-hidden="true" className="size-4" />
            )}
            <span aria-hidden="true">{t(canEdit ? 'common.edit' : 'products.view')}</span>
          </Link>
          {deleteButton(row)}
        </>
      )}
    />
  );
}
