import { DEFAULT_CONTACT_SETTINGS, latinDigits } from '@matjar/core';
import type { SettingsService } from '../content/index.js';

/** Digits (made Latin) and a leading plus: the form a gateway takes a phone in. */
const dialable = (typed: string) => latinDigits(typed).replace(/[^\d+]/g, '');

/**
 * The phone a card payment is opened with. SkipCash's SDKs treat the phone as mandatory, so every online order
 * sends one: the shopper's; for an order placed without one (gift cards only ask for no phone), the shop's own
 * contact number from the back office's contact settings (the WhatsApp number the footer shows, read from the
 * settings cache every process keeps fresh), or the default contact number when staff cleared it. The gateway
 * never calls it; it only needs a well-formed phone.
 */
export async function paymentPhone(
  settings: Pick<SettingsService, 'get'>,
  shopperPhone: string | null,
): Promise<string> {
  const own = dialable(shopperPhone ?? '');
  if (own.replace('+', '')) return own;
  const { contact } = await settings.get();
  return dialable(contact.whatsapp) || DEFAULT_CONTACT_SETTINGS.whatsapp;
}
