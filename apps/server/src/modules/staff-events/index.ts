// What this module offers the others; the rest of its files are its own (scripts/lint/check-imports.mjs).
export {
  createStaffAlertsRepository,
  newOrderAlertsInsert,
  newOrderNotice,
} from './staff-alerts-repository.js';
