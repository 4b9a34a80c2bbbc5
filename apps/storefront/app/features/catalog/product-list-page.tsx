import type { ProductSort, StoreProductList } from '@matjar/core';
import type { ReactNode } from 'react';
import { productCountText } from '../../i18n/product-count.js';
import { Breadcrumb, type Crumb } from '../../ui/breadcrumb.js';
import { useShellData } from '../../ui/layout/shell-data.js';
import { PageHeading } from '../../ui/page-heading.js';
import { Pagination } from '../../ui/pagination.js';
import { ProductGrid } from '../../ui/product-grid.js';
import { SortControl } from './sort-control.js';

/**
 * The address of one page of a list that reads only its order and page number (a category's, a brand's):
 * built from what the page was rendered with, never the address bar, since the cached page is every visitor's.
 * The default order and page 1 are the page without the parameter.
 */
export function listPageHref(path: string, sort: ProductSort, page: number): string {
  const query = new URLSearchParams();
  if (sort !== 'newest') query.set('sort', sort);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

interface ProductListPageProps {
  crumbs: readonly Crumb[];
  title: string;
  list: StoreProductList;
  sort: ProductSort;
  /** The page's own address in its language (/phones, /en/brand/apple). */
  path: string;
  /** Beside the order, at the heading's end (a way on to the brand step of the categories browser). */
  actions?: ReactNode;
  /** What an empty list shows. */
  empty: ReactNode;
}

/** A list of products under a title: breadcrumb, heading with the count and the order, grid, pages. */
export function ProductListPage({ crumbs, title, list, sort, path, actions, empty }: ProductListPageProps) {
  const { locale } = useShellData();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <Breadcrumb items={crumbs} />
      <div className="mt-4">
        <PageHeading title={title} text={productCountText(locale, list.total)}>
          <div className="flex w-full flex-wrap items-end gap-3 sm:w-auto">
            {/* Keyed by the sort so the select shows the address's value after back/forward. */}
            {list.total > 1 && <SortControl key={sort} sort={sort} />}
            {actions}
          </div>
        </PageHeading>
      </div>
      <div className="mt-6">
        <ProductGrid products={list.items} priorityCount={2} label={title} empty={empty} />
      </div>
      <Pagination
        page={list.page}
        pageCount={list.pageCount}
        total={list.total}
        shown={list.items.length}
        hrefFor={(page) => listPageHref(path, sort, page)}
      />
    </div>
  );
}
