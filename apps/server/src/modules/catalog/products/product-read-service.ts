import type { AdminProductListQuery } from '@matjar/core';
import type { Db } from '@matjar/db';
import { loadAdminProduct } from './product-detail-repository.js';
import { listAdminProducts } from './product-list-repository.js';

/** What the back office reads of products: one page of the list, and one product as its edit page shows it. */
export function createProductReadService(db: Db) {
  return {
    list: (query: AdminProductListQuery) => listAdminProducts(db, query),
    find: (id: number) => loadAdminProduct(db, id),
  };
}

export type ProductReadService = ReturnType<typeof createProductReadService>;
