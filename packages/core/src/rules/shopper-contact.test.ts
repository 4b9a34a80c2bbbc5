import { describe, expect, it } from 'vitest';
import { ROLES } from './roles.js';
import { maskEmail, maskName, maskPhone, maskShopperContact, seesShopperContact } from './shopper-contact.js';

describe('seesShopperContact (who reads shoppers’ contact details in orders)', () => {
  it.each(ROLES.map((role) => [role, role === 'admin' || role === 'super_admin']))('%s → %s', (role, sees) =>
    expect(seesShopperContact({ role })).toBe(sees),
  );

  it('nobody signed in sees nothing', () => {
    expect(seesShopperContact(null)).toBe(false);
  });
});

describe('masks', () => {
  it.each([
    ['Mariam Al-Kuwari', 'M.'],
    ['  عائشة المري ', 'ع.'],
    ['😀 Smile', '😀.'],
    ['', ''],
  ])('name %j → %j', (name, masked) => expect(maskName(name)).toBe(masked));

  it.each([
    ['mariam@example.qa', 'm•••@•••.qa'],
    ['a.b+tag@mail.co.uk', 'a•••@•••.uk'],
    ['x@localhost', 'x•••@•••'],
    ['not-an-address', '•••'],
  ])('e-mail %j → %j', (email, masked) => expect(maskEmail(email)).toBe(masked));

  it.each([
    ['+974 5555 0101', '•••• ••01'],
    ['٥٥٥٥٠١٢٣', '•••• ••٢٣'],
    [null, null],
  ])('phone %j → %j', (phone, masked) => expect(maskPhone(phone)).toBe(masked));

  it('masks the contact fields of a row and keeps the rest', () => {
    const row = {
      id: 7,
      customer_name: 'Omar',
      customer_email: 'omar@example.qa',
      customer_phone: '+97455550101',
      total_amount: 100,
    };
    expect(maskShopperContact(row)).toEqual({
      id: 7,
      customer_name: 'O.',
      customer_email: 'o•••@•••.qa',
      customer_phone: '•••• ••01',
      total_amount: 100,
    });
    // A gift card has no phone: none is added.
    expect(maskShopperContact({ customer_name: 'Omar', customer_email: 'o@x.qa' })).toEqual({
      customer_name: 'O.',
      customer_email: 'o•••@•••.qa',
    });
  });
});
