import type { DeliveryAddressParts } from '@matjar/core';

/**
 * Demo orders: one per status, both payment methods, a coupon, a failed card payment, a gift-card order and a
 * delivered cash order whose cash is still to be handed in.
 */

export interface SeedOrder {
  hoursAgo: number;
  status: 'pending' | 'confirmed' | 'shipped' | 'delivered' | 'canceled';
  paymentMethod: 'cash' | 'online';
  paymentStatus?: 'pending' | 'completed' | 'failed' | 'cancelled';
  transactionStatus?: 'pending' | 'completed' | 'failed' | 'cancelled';
  /** Customer index into SEED_CUSTOMERS, or null for a guest. */
  customer: { index: number | null; name: string; email: string; phone: string | null };
  /** [product slug, variant index or null, quantity] */
  items: [string, number | null, number][];
  couponCode?: string;
  /** D14: the Qatar address parts, as the checkout form sends them; gift-card-only orders have none. */
  address: DeliveryAddressParts | null;
  notes?: string;
  locale: 'ar' | 'en';
}

const ahmed = { index: 0, name: 'أحمد الكواري', email: 'ahmed.alkuwari@example.qa', phone: '+97455123401' };
const sarah = { index: 1, name: 'Sarah Thomas', email: 'sarah.thomas@example.com', phone: '+97433123402' };
const maryam = {
  index: 2,
  name: 'مريم المهندي',
  email: 'maryam.almohannadi@example.qa',
  phone: '+97466123403',
};
const rahul = { index: 3, name: 'Rahul Menon', email: 'rahul.menon@example.com', phone: '+97470123404' };
const alDafna: DeliveryAddressParts = {
  shipping_city: 'doha',
  shipping_zone: '61',
  shipping_street: '850',
  shipping_building: '12',
  shipping_unit: '4',
  shipping_landmark: 'الدفنة',
};
const guest = { index: null, name: 'Omar Haddad', email: 'omar.haddad@example.com', phone: '+97430123405' };

export const SEED_ORDERS: readonly SeedOrder[] = [
  {
    hoursAgo: 2,
    status: 'pending',
    paymentMethod: 'cash',
    customer: ahmed,
    locale: 'ar',
    items: [
      ['airpods-pro-2', null, 1],
      ['apple-20w-usb-c-adapter', null, 2],
    ],
    address: alDafna,
    notes: 'الرجاء الاتصال قبل التوصيل',
  },
  {
    hoursAgo: 26,
    status: 'confirmed',
    paymentMethod: 'online',
    paymentStatus: 'completed',
    transactionStatus: 'completed',
    customer: sarah,
    locale: 'en',
    items: [['iphone-16-pro', 0, 1]],
    couponCode: 'MATJAR10',
    address: {
      shipping_city: 'al_wakrah',
      shipping_zone: '90',
      shipping_street: '310',
      shipping_building: '7',
    },
  },
  {
    hoursAgo: 70,
    status: 'shipped',
    paymentMethod: 'cash',
    customer: maryam,
    locale: 'ar',
    items: [['jbl-charge-5', 0, 1]],
    address: {
      shipping_city: 'al_rayyan',
      shipping_zone: '53',
      shipping_street: '44',
      shipping_building: '19',
      shipping_landmark: 'الريان الجديد',
    },
  },
  {
    hoursAgo: 220,
    status: 'delivered',
    paymentMethod: 'online',
    paymentStatus: 'completed',
    transactionStatus: 'completed',
    customer: rahul,
    locale: 'en',
    items: [
      ['macbook-air-13-m3', 0, 1],
      ['logitech-mx-master-3s', 0, 1],
    ],
    address: {
      shipping_city: 'doha',
      shipping_zone: '66',
      shipping_street: 'Porto Arabia',
      shipping_building: '5',
      shipping_unit: '1203',
      shipping_landmark: 'The Pearl',
    },
  },
  {
    // Delivered by the courier, cash not yet handed in: the back office's "awaiting cash" list.
    hoursAgo: 30,
    status: 'delivered',
    paymentMethod: 'cash',
    customer: ahmed,
    locale: 'ar',
    items: [['anker-737-power-bank', null, 1]],
    address: alDafna,
  },
  {
    hoursAgo: 120,
    status: 'canceled',
    paymentMethod: 'online',
    paymentStatus: 'failed',
    transactionStatus: 'failed',
    customer: guest,
    locale: 'en',
    items: [['sony-wh-1000xm5', 0, 1]],
    address: {
      shipping_city: 'doha',
      shipping_zone: '3',
      shipping_street: 'Sikkat 3',
      shipping_building: '8',
      shipping_landmark: 'Msheireb',
    },
  },
  {
    hoursAgo: 48,
    status: 'confirmed',
    paymentMethod: 'online',
    paymentStatus: 'completed',
    transactionStatus: 'completed',
    customer: sarah,
    locale: 'en',
    items: [['gift-playstation', 1, 2]],
    address: null,
  },
];
