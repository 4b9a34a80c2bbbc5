import { formatNumber, type AdminCatalogTerm } from '@matjar/core';
import { Pencil, Tags, Trash2, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/language-context';
import { Button } from '../../ui/button';
import { CatalogIcon } from '../../ui/catalog-icon';
import { NameText } from '../../ui/name-text';
import { DataTable, type DataTableColumn } from '../../ui/data-table';
import type { QueryLike } from '../../ui/query-state';
import type { TermActions } from './use-term-dialogs';

interface BrandsTableProps {
  query: QueryLike<readonly AdminCatalogTerm[]>;
  /** Absent for roles that may not edit the catalogue: no action column then. */
  actions?: TermActions;
  /** What the empty state offers (the add button), when the role may add. */
  emptyAction?: ReactNode;
}

/** Back-office §2 Brands table: icon, Arabic name, English name (and product count), actions. */
export function BrandsTable({ query, actions, emptyAction }: BrandsTableProps) {
  const { t, language } = useI18n();
  const columns: DataTableColumn<AdminCatalogTerm>[] = [
    {
      key: 'icon',
      header: t('brands.column.icon'),
      headerHidden: true,
      cell: (brand) => <CatalogIcon icon={brand.icon} className="size-10 border border-zinc-100" />,
    },
    {
      key: 'name',
      header: t('brands.column.nameAr'),
      phoneLabel: true,
      cell: (brand) => (
        <span lang="ar" className="font-medium text-zinc-900">
          <NameText name={brand.name} />
        </span>
      ),
    },
    {
      key: 'name_en',
      header: t('brands.column.nameEn'),
      phoneLabel: true,
      cell: (brand) => (
        <span lang="en">
          <NameText name={brand.name_en} />
        </span>
      ),
    },
    {
      key: 'products',
      header: t('brands.column.products'),
      phoneLabel: true,
      cell: (brand) => formatNumber(brand.product_count, language),
    },
  ];

  return (
    <DataTable
      label={t('brands.list')}
      columns={columns}
      query={query}
      rowKey={(brand) => brand.id}
      errorTitle={t('brands.loadFailed')}
      empty={{ title: t('brands.empty'), body: t('brands.emptyBody'), icon: Tags, action: emptyAction }}
      {...(actions
        ? {
            rowActions: (brand: AdminCatalogTerm) => (
              <div className="flex flex-wrap gap-1">
                <Button
                  size="sm"
                  variant="ghost"
                  icon={Pencil}
                  aria-label={t('brands.editNamed', { name: brand.name })}
                  onClick={() => actions.edit(brand)}
                >
                  {t('common.edit')}
                </Button>
                {brand.icon && (
                  <Button
                    size="sm"
                    variant="ghost-danger"
                    icon={X}
                    aria-label={t('brands.deleteIconNamed', { name: brand.name })}
                    onClick={() => actions.removeIcon(brand)}
                  >
                    {t('brands.removeIcon')}
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="ghost-danger"
                  icon={Trash2}
                  aria-label={t('brands.deleteNamed', { name: brand.name })}
                  onClick={() => actions.remove(brand)}
                >
                  {t('common.delete')}
                </Button>
              </div>
            ),
          }
        : {})}
    />
  );
}
