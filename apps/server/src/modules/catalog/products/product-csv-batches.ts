import { setImmediate } from 'node:timers/promises';

// A product file is read, checked and compared a batch at a time, with a yield to other requests in between:
// each stretch of work holds the event loop (and, on the embedded engine, the database) for milliseconds,
// never for the whole file.

/** Records parsed, rows planned, products read or bodies validated between two yields. */
export const IMPORT_BATCH = 50;

/** Lets every request waiting on the event loop run before the import goes on. */
export const yieldToOthers = () => setImmediate();

export function* batches<T>(items: readonly T[]): Generator<T[]> {
  for (let start = 0; start < items.length; start += IMPORT_BATCH) {
    yield items.slice(start, start + IMPORT_BATCH);
  }
}
