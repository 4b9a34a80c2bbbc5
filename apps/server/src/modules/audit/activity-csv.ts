import { ACTIVITY_LOG_CSV_COLUMNS, csvDocument, type ActivityLogEntry } from '@matjar/core';

/** The activity log as a CSV document (core's csvDocument: BOM, formula guard, CRLF): header, one line per entry. */
export function activityLogCsv(entries: readonly ActivityLogEntry[]): string {
  return csvDocument([
    ACTIVITY_LOG_CSV_COLUMNS,
    ...entries.map((entry) => ACTIVITY_LOG_CSV_COLUMNS.map((column) => entry[column])),
  ]);
}
