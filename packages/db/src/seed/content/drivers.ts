/**
 * Demo delivery drivers: two people the shop hands its cash orders to, so the board's driver
 * picker, the delivery sheet and the cash report have someone to name on a fresh shop. Phones are the 8 local
 * digits core's driverPhone stores.
 */
export const SEED_DRIVERS: readonly { name: string; phone: string }[] = [
  { name: 'سالم المري', phone: '33001001' },
  { name: 'Ravi Kumar', phone: '70012002' },
];
