// Strings of serial numbers (decision 049), spread into en.ts; the keys match serials.ar.ts.
export const serialsEn = {
  'products.section.packing': 'Packing',
  'products.field.isSerialized': "Record each unit's serial number (IMEI)",
  'products.field.isSerializedHint':
    "Staff record each unit's serial number or IMEI when packing; the order cannot ship until every unit has one.",
  'serials.title': 'Serial numbers',
  'serials.progress': '{recorded} of {quantity} recorded',
  'serials.field': 'Serial number or IMEI of unit {unit}',
  'serials.fieldHint': 'Scan the barcode or type the number, then press Enter.',
  'serials.record': 'Record',
  'serials.recorded': 'Serial {serial} recorded',
  'serials.remove': 'Remove',
  'serials.removeNamed': 'Remove serial {serial}',
  'serials.removed': 'Serial {serial} removed',
  'serials.matchOut': 'Serial {serial}: sold, with the shopper',
  'serials.matchReturned': 'Serial {serial}: came back',
  'serials.returned': 'Returned',
  'serials.complete': 'Every unit has its serial number.',
  'serials.missingNotice':
    'Record the serial number of every unit before shipping: {missing, plural, one {# unit is} other {# units are}} still without one.',
  'serials.recordedBy': 'Recorded by {name}',
  'print.serials': 'Serial numbers',
} as const;
