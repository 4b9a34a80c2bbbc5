import {
  dohaDateTime,
  type AdminOrderDetail,
  type StorefrontSettings,
  formatOrderNumber,
} from '@matjar/core';
import type { MessageKey } from '../../../../i18n/ar';
import { translate } from '../../../../i18n/translate';
import { contactLinks } from '../../../../lib/contact-links';
import { Bilingual, BilingualText } from './bilingual';

/**
 * The top of a printed sheet: the shop (logo, contact details from its settings), the sheet's title in both
 * languages, the order number and its date in Doha time.
 */
export function PrintSheetHeader({
  title,
  order,
  settings,
}: {
  title: MessageKey;
  order: AdminOrderDetail;
  settings: StorefrontSettings | null;
}) {
  const shopName = { ar: translate('ar', 'app.name'), en: translate('en', 'app.name') };
  const contact = settings?.contact;
  const shopPhone = contact ? contactLinks(contact.whatsapp) : null;
  return (
    <header className="border-b-2 border-zinc-800 pb-4">
      <div className="grid items-start gap-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-6 print:grid-cols-[minmax(0,1fr)_auto]">
        <div className="min-w-0">
          {settings?.siteLogo ? (
            <img
              src={settings.siteLogo}
              alt={`${shopName.ar} / ${shopName.en}`}
              className="h-14 w-auto max-w-[60mm] object-contain"
            />
          ) : (
            <p className="text-2xl font-bold">
              <BilingualText ar={shopName.ar} en={shopName.en} />
            </p>
          )}
          {contact && (
            <address className="mt-2 space-y-0.5 text-xs not-italic text-zinc-700">
              {(contact.location_ar || contact.location_en) && (
                <p>
                  <BilingualText ar={contact.location_ar} en={contact.location_en || null} />
                </p>
              )}
              {shopPhone && (
                <p dir="ltr" className="text-end tabular-nums">
                  {shopPhone.display}
                </p>
              )}
              {contact.email && (
                <p dir="ltr" className="text-end">
                  {contact.email}
                </p>
              )}
            </address>
          )}
          {settings?.commercialRegistration && (
            <p className="mt-1 text-xs text-zinc-700">
              <Bilingual k="print.commercialRegistration" />:{' '}
              <span dir="ltr" className="font-semibold tabular-nums">
                {settings.commercialRegistration}
              </span>
            </p>
          )}
        </div>
        <div className="sm:text-end print:text-end">
          <h1 className="text-2xl font-bold">
            <Bilingual k={title} />
          </h1>
          <dl className="mt-2 grid grid-cols-[auto_auto] justify-start gap-x-3 gap-y-0.5 text-sm sm:justify-end print:justify-end">
            <dt className="text-zinc-700">
              <Bilingual k="print.orderNumber" />
            </dt>
            <dd dir="ltr" className="text-end font-semibold">
              {formatOrderNumber(order.short_number)}
            </dd>
            <dt className="text-zinc-700">
              <Bilingual k="print.date" />
            </dt>
            <dd dir="ltr" className="text-end tabular-nums">
              {dohaDateTime(new Date(order.created_at))}
            </dd>
          </dl>
        </div>
      </div>
    </header>
  );
}
