import { AppError, type AdminProductImportResponse } from '@matjar/core';
import type { Db } from '@matjar/db';
import type { ActivityActor } from '../../audit/index.js';
import { checkImport } from './product-csv-check.js';
import { readProductSheet } from './product-csv-sheet.js';
import { ImportCheckOutdated, writeImport } from './product-csv-write.js';

type Report = Omit<AdminProductImportResponse, 'success'>;

/** Checks and writes before giving up when other saves keep changing the file's products in between. */
const IMPORT_ATTEMPTS = 3;

/**
 * Imports a product CSV all or nothing. Every row is checked first, in batches that let other requests in
 * between (all issues reported at once, nothing held open); then, for a real import, the changed products
 * are written in one short set-based transaction — stock through the ledger, an audit entry per product, the
 * storefront told — with one summary entry. A dry run stops after the check, which refuses everything the
 * write would, so its report is what the import would do.
 */
export async function importProductsCsv(
  db: Db,
  actor: ActivityActor,
  text: string,
  options: { dryRun: boolean; withCost: boolean },
): Promise<Report> {
  const rows = await readProductSheet(text, options);
  for (let attempt = 1; ; attempt++) {
    const checked = await checkImport(db, rows);
    if (options.dryRun) {
      const count = (change: string) => checked.products.filter((p) => p.change === change).length;
      return {
        dry_run: true,
        created: count('create'),
        updated: count('update'),
        unchanged: count('unchanged'),
      };
    }
    try {
      return { dry_run: false, ...(await writeImport(db, actor, checked)) };
    } catch (error) {
      if (!(error instanceof ImportCheckOutdated)) throw error;
      if (attempt === IMPORT_ATTEMPTS) throw new AppError('CONFLICT');
    }
  }
}
