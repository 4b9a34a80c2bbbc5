import { can } from './permissions.js';

// Shoppers' contact details in the back office. The customer list and the inbox are admin
// only (customers.view, inbox.manage) because they hold names, e-mail addresses and phone numbers; orders
// and gift cards hold the same details, and every role reads orders. So the roles that do not handle orders
// (orders.manage: viewer and editor) read them masked: enough to tell orders apart, not to reach the shopper.

/** Whether a staff member reads shoppers' names, e-mail addresses, phones and addresses as they are. */
export function seesShopperContact(user: { role: string } | null | undefined): boolean {
  return can(user, 'orders.manage');
}

/** What stands for hidden characters. */
export const MASK = '•••';

/** A name as its first letter: 'Mariam Al-Kuwari' → 'M.', 'عائشة' → 'ع.'. */
export function maskName(name: string): string {
  const first = Array.from(name.trim())[0];
  return first ? `${first}.` : '';
}

/** An e-mail address as its first character and top-level domain: 'mariam@example.qa' → 'm•••@•••.qa'. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return MASK;
  const first = Array.from(email)[0]!;
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const top = dot >= 0 ? domain.slice(dot + 1) : '';
  return `${first}${MASK}@${MASK}${top ? `.${top}` : ''}`;
}

/** A phone number as its last two digits (any digit form): '+974 5555 0101' → '•••• ••01'. */
export function maskPhone(phone: string | null): string | null {
  if (phone === null) return null;
  const digits = phone.match(/\p{Nd}/gu) ?? [];
  return `•••• ••${digits.slice(-2).join('')}`;
}

/** The contact fields of an order row or a gift card (name, e-mail, phone when it has one), masked. */
export function maskShopperContact<
  T extends { customer_name: string; customer_email: string; customer_phone?: string | null },
>(row: T): T {
  return {
    ...row,
    customer_name: maskName(row.customer_name),
    customer_email: maskEmail(row.customer_email),
    ...(row.customer_phone === undefined ? {} : { customer_phone: maskPhone(row.customer_phone) }),
  };
}
