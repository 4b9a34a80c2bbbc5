import {
  ACTIVITY_LOG_CSV_COLUMNS,
  ACTIVITY_LOG_CSV_HEADERS,
  activitySentenceForFile,
  csvDocument,
  dohaDateTime,
  entityNameIn,
  type ActivityLogEntry,
  type Locale,
} from '@matjar/core';

/**
 * The activity log as a CSV document (core's csvDocument: BOM, formula guard, CRLF): headers in the chosen
 * language, times on Doha's clock, each entry's sentence beside the stored fields.
 */
export function activityLogCsv(entries: readonly ActivityLogEntry[], locale: Locale): string {
  const headers = ACTIVITY_LOG_CSV_HEADERS[locale];
  return csvDocument([
    ACTIVITY_LOG_CSV_COLUMNS.map((column) => headers[column]),
    ...entries.map((entry) =>
      ACTIVITY_LOG_CSV_COLUMNS.map((column) => {
        if (column === 'created_at') return dohaDateTime(new Date(entry.created_at));
        if (column === 'entity_name') return entityNameIn(entry, locale);
        if (column === 'summary') return activitySentenceForFile(entry, locale);
        return entry[column];
      }),
    ),
  ]);
}
