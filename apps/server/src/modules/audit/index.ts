// What this module offers the others; the rest of its files are its own (scripts/lint/check-imports.mjs).
export {
  changedFields,
  recordActivities,
  recordActivity,
  type ActivityActor,
  type ActivityInput,
} from './record-activity.js';
