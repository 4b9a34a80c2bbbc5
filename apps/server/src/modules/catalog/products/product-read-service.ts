import type { AdminProductListQuery } from '@matjar/core';
import type { Db } from '@matjar/db';
import { createProductDetailRepository } from './product-detail-repository.js';
import { createProductListRepository } from './product-list-repository.js';

/** What the back office reads of products: one page of the list, and one product as its edit page shows it. */
export function createProductReadService(db: Db) {
  return {
    list: (query: AdminProductListQuery) => createProductListRepository(db).listAdminProducts(query),
    find: (id: number) => createProductDetailRepository(db).loadAdminProduct(id),
  };
}

export type ProductReadService = ReturnType<typeof createProductReadService>;
