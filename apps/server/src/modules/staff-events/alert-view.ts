import { maskName, seesShopperContact, type StaffAlert } from '@matjar/core';

/**
 * An alert as a staff member may read it: the shopper's name as the orders show it to them — whole for those
 * who handle orders, its initial for the other roles (modules/orders/order-contact-view.ts).
 */
export function alertFor(caller: { role: string } | null | undefined, alert: StaffAlert): StaffAlert {
  return seesShopperContact(caller) ? alert : { ...alert, customer_name: maskName(alert.customer_name) };
}
