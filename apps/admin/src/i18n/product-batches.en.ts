import type { productBatchesAr } from './product-batches.ar.js';

// English strings of the variant grid, the stock-change preview and the product list's bulk actions.
export const productBatchesEn: Record<keyof typeof productBatchesAr, string> = {
  'productBatches.grid.hint':
    'Arrows, Tab and Enter move between cells; paste a column from a spreadsheet to fill down.',
  'productBatches.grid.selectAll': 'Select all variants',
  'productBatches.grid.select': 'Select {name}',
  'productBatches.grid.priceOf': 'Price of {name}',
  'productBatches.grid.stockOf': 'Stock of {name}',
  'productBatches.grid.skuOf': 'SKU of {name}',
  'productBatches.grid.invalid': 'Not a valid value',
  'productBatches.grid.priceInvalid': 'Enter a price in riyals, e.g. 1299.50',
  'productBatches.grid.stockInvalid': 'Enter a whole number, 0 or more',
  'productBatches.grid.skuInvalid': 'Not a valid value',
  'productBatches.grid.selected': '{count, plural, one {# variant selected} other {# variants selected}}',
  'productBatches.grid.setField': 'Set',
  'productBatches.grid.value': 'Value for the selected variants',
  'productBatches.grid.apply': 'Apply',
  'productBatches.grid.pasteRejected':
    '{count} pasted cells were not valid values and were left as they were.',
  'productBatches.grid.changed':
    '{count, plural, one {# variant changed} other {# variants changed}}, not saved yet',
  'productBatches.grid.reason': 'Reason for the stock change',
  'productBatches.grid.reasonPick': 'Choose a reason',
  'productBatches.grid.save': 'Save variants',
  'productBatches.grid.saved': 'Variants saved',
  'productBatches.grid.saveFailed': 'Could not save the variants: {message}',
  'productBatches.reason.stock_count': 'Stock count',
  'productBatches.reason.delivery_received': 'Delivery received',
  'productBatches.reason.damaged': 'Damaged or lost',
  'productBatches.reason.correction': 'Correcting a mistake',
  'productBatches.drop.title': 'Stock will change',
  'productBatches.drop.total': 'Stock goes down by {units} units. Continue?',
  'productBatches.drop.own':
    "The product's own {units} units stop counting: a product with variants holds the sum of its variants' stock.",
  'productBatches.drop.removed': '{name} is removed with its {units} units',
  'productBatches.drop.added': 'New variants at 0: {names}',
  'productBatches.drop.kept': 'Matching variants keep their stock.',
  'productBatches.drop.confirm': 'Continue',
  'productBatches.bulk.selectAll': 'Select all products on this page',
  'productBatches.bulk.select': 'Select {name}',
  'productBatches.bulk.selected': '{count, plural, one {# product selected} other {# products selected}}',
  'productBatches.bulk.activate': 'Activate',
  'productBatches.bulk.deactivate': 'Deactivate',
  'productBatches.bulk.addCategory': 'Add to category',
  'productBatches.bulk.removeCategory': 'Remove from category',
  'productBatches.bulk.category': 'Category',
  'productBatches.bulk.delete': 'Delete',
  'productBatches.bulk.clear': 'Clear selection',
  'productBatches.bulk.confirm.activate': 'Activate {count, plural, one {# product} other {# products}}?',
  'productBatches.bulk.confirm.deactivate': 'Deactivate {count, plural, one {# product} other {# products}}?',
  'productBatches.bulk.confirm.add_category':
    'Add {count, plural, one {# product} other {# products}} to “{category}”?',
  'productBatches.bulk.confirm.remove_category':
    'Remove {count, plural, one {# product} other {# products}} from “{category}”?',
  'productBatches.bulk.confirm.delete':
    'Delete {count, plural, one {# product} other {# products}} for good?',
  'productBatches.bulk.body':
    'This applies to all the selected products at once and is kept in the activity log.',
  'productBatches.bulk.deleteBody':
    'The selected products will be removed from the shop for good. Past orders keep their lines.',
  'productBatches.bulk.done': 'Done: {count, plural, one {# product} other {# products}}',
  'productBatches.bulk.failed': 'Nothing changed: {message}',
};
