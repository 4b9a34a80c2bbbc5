import {
  maskEmail,
  maskName,
  maskPhone,
  maskShopperContact,
  seesShopperContact,
  type AdminOrderDetail,
  type AdminOrderSummary,
} from '@matjar/core';

// Orders as a staff member may read them (docs/permissions.md): whoever handles orders
// (orders.manage) reads the shopper's contact details as given; the other roles read them masked, and the
// order page without the address and delivery notes. One place, so the list, the board, the order page and
// the CSV export cannot disagree.

type Caller = { role: string } | null | undefined;

/** One list row or board card for this caller. */
export function orderSummaryFor<T extends AdminOrderSummary>(caller: Caller, order: T): T {
  if (seesShopperContact(caller)) return order;
  return { ...maskShopperContact(order), contact_masked: true };
}

/** The order page for this caller: the linked account's details masked too, the address withheld. */
export function orderDetailFor(caller: Caller, order: AdminOrderDetail): AdminOrderDetail {
  if (seesShopperContact(caller)) return order;
  const { customer } = order;
  return {
    ...orderSummaryFor(caller, order),
    customer: customer && {
      id: customer.id,
      name: maskName(customer.name),
      email: maskEmail(customer.email),
      phone: maskPhone(customer.phone),
      kind: customer.kind,
    },
    shipping_address: null,
    shipping_notes: null,
  };
}
