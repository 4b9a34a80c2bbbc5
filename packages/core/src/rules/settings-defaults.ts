import type { ContactSettings } from '../schemas/site-settings.js';

/** Footer contact values used when contact_settings is missing or unreadable (storefront §2, §8). */
export const DEFAULT_CONTACT_SETTINGS: ContactSettings = {
  email: 'info@matjar.qa',
  whatsapp: '97450000000',
  location_ar: 'الدوحة، قطر',
  location_en: 'Doha, Qatar',
  facebook: 'https://www.facebook.com/matjar.qa',
  instagram: 'https://www.instagram.com/matjar.qa',
};
