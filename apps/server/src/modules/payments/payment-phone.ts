import { eq } from 'drizzle-orm';
import { DEFAULT_CONTACT_SETTINGS, latinDigits, resolveContactSettings } from '@matjar/core';
import { siteSettings, type Db, type DbTransaction } from '@matjar/db';

/** Digits (made Latin) and a leading plus: the form a gateway takes a phone in. */
const dialable = (typed: string) => latinDigits(typed).replace(/[^\d+]/g, '');

/**
 * The phone a card payment is opened with. SkipCash's SDKs treat the phone as mandatory, so every online order
 * sends one: the shopper's; for an order placed without one (gift cards only ask for no phone), the shop's own
 * contact number from the back office's contact settings (the WhatsApp number the footer shows), or the
 * default contact number when staff cleared it. The gateway never calls it; it only needs a well-formed phone.
 */
export async function paymentPhone(db: Db | DbTransaction, shopperPhone: string | null): Promise<string> {
  const own = dialable(shopperPhone ?? '');
  if (own.replace('+', '')) return own;
  const [row] = await db
    .select({ value: siteSettings.settingValue })
    .from(siteSettings)
    .where(eq(siteSettings.settingKey, 'contact_settings'));
  return dialable(resolveContactSettings(row?.value).whatsapp) || DEFAULT_CONTACT_SETTINGS.whatsapp;
}
