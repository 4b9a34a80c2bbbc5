import type { productsCsvAr } from './products-csv.ar.js';

// English strings of the product CSV export and import, spread into en.ts.
export const productsCsvEn: Record<keyof typeof productsCsvAr, string> = {
  'productsCsv.export': 'Export CSV',
  'productsCsv.exportFailed': 'The products could not be exported',
  'productsCsv.import': 'Import CSV',
  'productsCsv.checking': 'Checking the file…',
  'productsCsv.importFailed': 'The file could not be imported; nothing was changed',
  'productsCsv.issuesTitle': 'The file has problems; correct them and import again:',
  'productsCsv.dismiss': 'Dismiss',
  'productsCsv.row': 'Row',
  'productsCsv.column': 'Column',
  'productsCsv.problem': 'Problem',
  'productsCsv.confirmTitle': 'Import products',
  'productsCsv.confirmBody':
    '{file} was checked: {created} products will be created and {updated} updated; {unchanged} stay unchanged. Continue?',
  'productsCsv.apply': 'Import',
  'productsCsv.imported': 'Imported: {created} created, {updated} updated, {unchanged} unchanged',
};
