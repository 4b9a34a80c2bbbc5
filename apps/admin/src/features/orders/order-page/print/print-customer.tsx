import { cityLabel, formatDeliveryWindow, type AdminOrderDetail } from '@matjar/core';
import { contactLinks } from '../../../../lib/contact-links';
import { Bilingual, BilingualText } from './bilingual';
import { ShopperText } from '../../../../ui/shopper-text';

/** Who the order is for and where it goes (a gift-card order has no address: its codes go by e-mail). */
export function PrintCustomer({ order }: { order: AdminOrderDetail }) {
  // Masked details (contact_masked) print as the server sent them: no number to rebuild from them.
  const phone = order.contact_masked
    ? order.customer_phone
    : (contactLinks(order.customer_phone)?.display ?? order.customer_phone);
  // The shop delivers in Qatar only, so the country adds nothing to the label.
  const address = order.shipping_address?.trim();
  // The city in both languages, as the sheet's labels ("الدوحة / Doha"); a value outside the list as stored.
  const city = order.shipping_city?.trim();
  return (
    <div className="mt-4 grid gap-4 text-sm sm:grid-cols-2 print:grid-cols-2">
      <section>
        <h2 className="mb-1 text-xs font-bold text-zinc-700 uppercase">
          <Bilingual k="print.customer" />
        </h2>
        <p className="font-semibold">
          <ShopperText text={order.customer_name} />
        </p>
        {phone && (
          <p dir="ltr" className="text-end tabular-nums">
            {phone}
          </p>
        )}
        <p dir="ltr" className="text-end break-all">
          {order.customer_email}
        </p>
      </section>
      <section>
        <h2 className="mb-1 text-xs font-bold text-zinc-700 uppercase">
          <Bilingual k="print.deliverTo" />
        </h2>
        {address || city ? (
          <>
            {address && (
              <p>
                <ShopperText text={address} />
              </p>
            )}
            {city && (
              <p>
                <BilingualText ar={cityLabel(city, 'ar')} en={cityLabel(city, 'en')} />
              </p>
            )}
          </>
        ) : (
          <p>
            <Bilingual k="print.digitalDelivery" />
          </p>
        )}
        {order.delivery_window && (
          <p className="mt-1 font-semibold">
            <Bilingual k="print.deliveryWindow" />:{' '}
            <BilingualText
              ar={formatDeliveryWindow(order.delivery_window, 'ar')}
              en={formatDeliveryWindow(order.delivery_window, 'en')}
            />
          </p>
        )}
        {order.shipping_notes?.trim() && (
          <p className="mt-1 text-zinc-700">
            <Bilingual k="print.deliveryNotes" />:{' '}
            <ShopperText text={order.shipping_notes} className="whitespace-pre-line" />
          </p>
        )}
      </section>
    </div>
  );
}
