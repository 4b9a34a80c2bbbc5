// What this module offers the others; the rest of its files are its own (scripts/lint/check-imports.mjs).
export { markUnitsReturned, unitsComingBack } from './returned-serials.js';
export { assertEveryUnitHasSerial, releaseOrderSerials, returnOrderSerials } from './serial-lifecycle.js';
export { createSerialsRepository, toAdminSerial } from './serials-repository.js';
