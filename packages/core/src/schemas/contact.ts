import { z } from 'zod';
import { EmailAddress, optionalShopperText, requiredShopperText } from './common.js';

/** POST /api/contact (storefront §5 contact form; D9: stored and sent to staff). */
export const StoreContactBody = z.object({
  name: requiredShopperText(100),
  email: EmailAddress,
  phone: optionalShopperText(40),
  subject: requiredShopperText(200),
  message: requiredShopperText(5000),
});
export type StoreContactBody = z.infer<typeof StoreContactBody>;
