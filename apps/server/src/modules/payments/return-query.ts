/** What the shopper's return from a gateway names: our order number and the gateway's payment id. */
export interface ReturnQuery {
  orderNumber?: string;
  id?: string;
}

/** Longer than any order number or payment id: such a value is not one, and is ignored. */
const MAX_VALUE = 120;

/**
 * Reads the return's query from the raw request URL with a URL parser. A gateway adds its payment id to the
 * return address the shop gave it: with `&` when that address already has a query (SkipCash), or with a
 * second `?` by gateways that do not look (`?orderNumber=ORD-1?id=…`). Every further `?` starts another pair,
 * so `id` and `orderNumber` are found wherever they stand, in any order, beside any other parameter a portal
 * adds. An encoded `%3F` inside a value stays part of that value.
 */
export function readReturnQuery(rawUrl: string): ReturnQuery {
  const url = new URL(rawUrl, 'http://return.invalid');
  const params = new URLSearchParams(url.search.slice(1).replaceAll('?', '&'));
  const first = (name: string) =>
    params
      .getAll(name)
      .map((value) => value.trim())
      .find((value) => value.length > 0 && value.length <= MAX_VALUE);
  const query: ReturnQuery = {};
  const orderNumber = first('orderNumber');
  const id = first('id');
  if (orderNumber) query.orderNumber = orderNumber;
  if (id) query.id = id;
  return query;
}
