/** The order id of the address (/orders/{id}…); anything but a positive whole number names no order. */
export function orderIdParam(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
