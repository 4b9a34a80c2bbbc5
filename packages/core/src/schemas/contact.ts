import { z } from 'zod';
import { EmailAddress, optionalText, requiredText } from './common.js';

/** POST /api/contact (storefront §5 contact form; D9: stored and sent to staff). */
export const StoreContactBody = z.object({
  name: requiredText(100),
  email: EmailAddress,
  phone: optionalText(40),
  subject: requiredText(200),
  message: requiredText(5000),
});
export type StoreContactBody = z.infer<typeof StoreContactBody>;
