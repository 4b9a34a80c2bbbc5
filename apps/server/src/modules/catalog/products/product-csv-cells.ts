import { DIRHAMS_PER_QAR, PRODUCT_CSV_LIST_SEPARATOR } from '@matjar/core';

// How the product CSV's cells are read back (core's qarCell writes its amounts): amounts in QAR with two
// decimals (dirhams inside), true/false, ids separated by '|'. A cell that cannot be read is `undefined`; the
// import reports it.

/** "12.5", "12.50", "12" → dirhams; anything else (a third decimal, a sign, text) → undefined. */
export function readAmount(cell: string): number | undefined {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(cell.trim());
  if (!match) return undefined;
  return Number(match[1]) * DIRHAMS_PER_QAR + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** Spreadsheets write TRUE/FALSE; people type 1/0, yes/no, نعم/لا. */
export function readBoolean(cell: string): boolean | undefined {
  const text = cell.trim().toLowerCase();
  if (['true', '1', 'yes', 'نعم'].includes(text)) return true;
  if (['false', '0', 'no', 'لا'].includes(text)) return false;
  return undefined;
}

/** A whole number as written (the schema then says whether it is in range); text → undefined. */
export function readInteger(cell: string): number | undefined {
  const text = cell.trim();
  return /^-?\d{1,12}(\.\d+)?$/.test(text) ? Number(text) : undefined;
}

/** A positive id; anything else → undefined. */
export function readId(cell: string): number | undefined {
  const text = cell.trim();
  return /^\d{1,10}$/.test(text) && Number(text) > 0 ? Number(text) : undefined;
}

/** "3|7" → [3, 7]; an empty cell → []; any part that is no id → undefined. */
export function readIdList(cell: string): number[] | undefined {
  if (cell.trim() === '') return [];
  const ids = cell.split(PRODUCT_CSV_LIST_SEPARATOR).map(readId);
  return ids.every((id) => id !== undefined) ? (ids as number[]) : undefined;
}
