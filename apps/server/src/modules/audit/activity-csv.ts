import { ACTIVITY_LOG_CSV_COLUMNS, type ActivityLogEntry } from '@matjar/core';

/** Excel reads a CSV as the local code page unless it starts with a UTF-8 byte-order mark. */
export const UTF8_BOM = '\uFEFF';

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. A leading = + - @ or tab is
 * prefixed with an apostrophe so a spreadsheet does not run it as a formula (staff type descriptions and names).
 */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The activity log as a CSV document: BOM, header row, one line per entry (CRLF, as Excel expects). */
export function activityLogCsv(entries: readonly ActivityLogEntry[]): string {
  const lines = [ACTIVITY_LOG_CSV_COLUMNS.join(',')];
  for (const entry of entries) {
    lines.push(ACTIVITY_LOG_CSV_COLUMNS.map((column) => csvField(entry[column])).join(','));
  }
  return UTF8_BOM + lines.join('\r\n') + '\r\n';
}
