import type { AdminProductExportQuery } from '@matjar/core';
import type { Db } from '@matjar/db';
import type { ActivityActor } from '../../audit/index.js';
import { exportProductsCsv } from './product-csv-export.js';
import { importProductsCsv } from './product-csv-import.js';

/** Products as CSV (docs/api.md "Product CSV"): the export with the list's filters, and the import. */
export function createProductCsvService(db: Db) {
  return {
    exportCsv: (query: AdminProductExportQuery, options: { withCost: boolean }) =>
      exportProductsCsv(db, query, options),
    importCsv: (actor: ActivityActor, text: string, options: { dryRun: boolean; withCost: boolean }) =>
      importProductsCsv(db, actor, text, options),
  };
}

export type ProductCsvService = ReturnType<typeof createProductCsvService>;
