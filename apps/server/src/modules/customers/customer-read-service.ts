import type { AdminCustomerCsvQuery, AdminCustomerListQuery } from '@matjar/core';
import type { Db } from '@matjar/db';
import { createLargeCounts } from '../../sql/large-counts.js';
import { createCustomerDetailRepository } from './customer-detail-repository.js';
import { createCustomerListRepository } from './customer-list-repository.js';
import { exportCustomersCsv } from './customers-csv.js';

/** What the back office reads of customers: one page of the list, the list as CSV, one customer's page. */
export function createCustomerReadService(db: Db) {
  const counts = createLargeCounts();
  return {
    list: (query: AdminCustomerListQuery) =>
      createCustomerListRepository(db).listAdminCustomers(query, counts),
    exportCsv: (filters: AdminCustomerCsvQuery) => exportCustomersCsv(db, filters),
    find: (id: number) => createCustomerDetailRepository(db).loadAdminCustomer(id),
  };
}

export type CustomerReadService = ReturnType<typeof createCustomerReadService>;
