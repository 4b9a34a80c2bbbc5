/** Demo customers and inbox messages; passwords are random per seed (see insert-activity.ts). */

export const SEED_CUSTOMERS = [
  { firstName: 'أحمد', lastName: 'الكواري', email: 'ahmed.alkuwari@example.qa', phone: '+97455123401' },
  { firstName: 'Sarah', lastName: 'Thomas', email: 'sarah.thomas@example.com', phone: '+97433123402' },
  { firstName: 'مريم', lastName: 'المهندي', email: 'maryam.almohannadi@example.qa', phone: '+97466123403' },
  { firstName: 'Rahul', lastName: 'Menon', email: 'rahul.menon@example.com', phone: '+97470123404' },
] as const;

export const SEED_CONTACT_MESSAGES = [
  {
    name: 'خالد العطية',
    email: 'khalid.attiyah@example.qa',
    phone: '+97455998877',
    locale: 'ar' as const,
    subject: 'استفسار عن توفر آيفون 16 برو',
    message: 'السلام عليكم، متى يتوفر آيفون 16 برو باللون الصحراوي سعة 512؟ وشكراً.',
  },
  {
    name: 'Maria Santos',
    email: 'maria.santos@example.com',
    phone: null,
    locale: 'en' as const,
    subject: 'Delivery to Al Khor',
    message: 'Hello, do you deliver to Al Khor and how long does it usually take? Thank you.',
  },
  {
    name: 'فاطمة السليطي',
    email: 'fatima.sulaiti@example.qa',
    phone: '+97466554433',
    locale: 'ar' as const,
    subject: 'بطاقة هدايا لم تصل',
    message: 'اشتريت بطاقة بلايستيشن ولم يصلني البريد، أرجو المساعدة.',
  },
];
