import { MAX_DB_INT } from '@matjar/core';

/** The customer id of the address (/customers/{id}); anything but an id the server could hold names nobody. */
export function customerIdParam(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= MAX_DB_INT ? id : null;
}
