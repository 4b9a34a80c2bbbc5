import {
  cityLabel,
  formatDeliveryWindow,
  formatMoney,
  formatOrderNumber,
  type AdminDeliverySheetResponse,
} from '@matjar/core';
import { translate } from '../../i18n/translate';
import { Bilingual, BilingualText } from '../../ui/print-sheet';
import { ShopperText } from '../../ui/shopper-text';

const cell = 'border-b border-zinc-300 px-2 py-2.5 align-top';
const head = 'border-b-2 border-zinc-800 px-2 py-2 text-start text-xs font-bold';

/**
 * A driver's delivery sheet for a Doha day, printed in both languages whichever the staff member reads:
 * each order's number, customer, address, phone, items and the cash to collect at the door, the day's
 * total, and lines for the driver's signature and who received the cash back.
 */
export function DeliverySheetDocument({ sheet }: { sheet: AdminDeliverySheetResponse }) {
  // Amounts as Qatar writes them in Latin digits: the sheet is for both languages at once.
  const money = (value: number) => formatMoney(value, 'en');
  return (
    <div dir="rtl" lang="ar">
      <header className="border-b-2 border-zinc-800 pb-4">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <p className="text-xl font-bold sm:text-2xl">
            <BilingualText ar={translate('ar', 'app.name')} en={translate('en', 'app.name')} />
          </p>
          <div className="text-end">
            <h1 className="text-xl font-bold sm:text-2xl">
              <Bilingual k="sheet.title" />
            </h1>
            <dl className="mt-2 grid grid-cols-[auto_auto] justify-end gap-x-3 gap-y-0.5 text-sm">
              <dt className="text-zinc-700">
                <Bilingual k="sheet.driver" />
              </dt>
              <dd className="font-semibold">
                <bdi>{sheet.driver.name}</bdi>
              </dd>
              <dt className="text-zinc-700">
                <Bilingual k="sheet.phone" />
              </dt>
              <dd dir="ltr" className="text-end tabular-nums">
                {sheet.driver.phone}
              </dd>
              <dt className="text-zinc-700">
                <Bilingual k="sheet.day" />
              </dt>
              <dd dir="ltr" className="text-end tabular-nums">
                {sheet.date}
              </dd>
            </dl>
          </div>
        </div>
      </header>
      {sheet.orders.length === 0 ? (
        <p className="mt-6 text-sm">
          <Bilingual k="sheet.empty" />
        </p>
      ) : (
        <>
          {/* On a phone (390 px) each order is a block of its own; on paper and wider screens, a table. */}
          <ol className="mt-4 space-y-3 text-sm sm:hidden">
            {sheet.orders.map((order, index) => (
              <li key={order.id} className="break-inside-avoid rounded-lg border border-zinc-300 p-3">
                <div className="flex items-baseline justify-between gap-2">
                  <p className="font-semibold">
                    <span className="tabular-nums">{index + 1}. </span>
                    <bdi dir="ltr" className="font-mono text-xs">
                      {formatOrderNumber(order.short_number)}
                    </bdi>
                  </p>
                  <p className="text-end font-bold whitespace-nowrap tabular-nums">
                    <SheetToCollect order={order} />
                  </p>
                </div>
                <div className="mt-1 break-words">
                  <SheetCustomer order={order} />
                </div>
                <div className="mt-1 break-words">
                  <SheetAddress order={order} />
                </div>
                <SheetItems order={order} />
              </li>
            ))}
          </ol>
          <dl className="mt-4 space-y-1 border-t-2 border-zinc-800 pt-2 text-sm sm:hidden">
            <div className="flex justify-between gap-2">
              <dt className="font-semibold">
                <Bilingual k="sheet.total" />
              </dt>
              <dd dir="ltr" className="font-bold whitespace-nowrap tabular-nums">
                {money(sheet.total_to_collect)}
              </dd>
            </div>
            <div className="flex justify-between gap-2">
              <dt className="font-semibold">
                <Bilingual k="sheet.cashExpected" />
              </dt>
              <dd dir="ltr" className="font-bold whitespace-nowrap tabular-nums">
                {money(sheet.cash_expected)}
              </dd>
            </div>
          </dl>
          <table className="mt-4 hidden w-full border-collapse text-sm sm:table">
            <thead>
              <tr>
                <th scope="col" className={`${head} w-8`}>
                  #
                </th>
                <th scope="col" className={head}>
                  <Bilingual k="sheet.order" />
                </th>
                <th scope="col" className={head}>
                  <Bilingual k="sheet.customer" />
                </th>
                <th scope="col" className={head}>
                  <Bilingual k="sheet.address" />
                </th>
                <th scope="col" className={`${head} text-end`}>
                  <Bilingual k="sheet.toCollect" />
                </th>
              </tr>
            </thead>
            <tbody>
              {sheet.orders.map((order, index) => (
                <tr key={order.id} className="break-inside-avoid">
                  <td className={`${cell} tabular-nums`}>{index + 1}</td>
                  <td className={cell}>
                    <bdi dir="ltr" className="font-mono text-xs font-semibold break-all">
                      {formatOrderNumber(order.short_number)}
                    </bdi>
                  </td>
                  <td className={cell}>
                    <SheetCustomer order={order} />
                  </td>
                  <td className={cell}>
                    <SheetAddress order={order} />
                    <SheetItems order={order} />
                  </td>
                  <td className={`${cell} text-end font-bold whitespace-nowrap tabular-nums`}>
                    <SheetToCollect order={order} />
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="break-inside-avoid">
                <th scope="row" colSpan={4} className="px-2 py-2 text-end font-semibold">
                  <Bilingual k="sheet.total" />
                </th>
                <td
                  dir="ltr"
                  className="px-2 py-2 text-end text-base font-bold whitespace-nowrap tabular-nums"
                >
                  {money(sheet.total_to_collect)}
                </td>
              </tr>
              <tr className="break-inside-avoid">
                <th scope="row" colSpan={4} className="px-2 py-2 text-end font-semibold">
                  <Bilingual k="sheet.cashExpected" />
                </th>
                <td dir="ltr" className="px-2 py-2 text-end font-bold whitespace-nowrap tabular-nums">
                  {money(sheet.cash_expected)}
                </td>
              </tr>
            </tfoot>
          </table>
        </>
      )}
      <div className="mt-12 grid grid-cols-2 gap-6 break-inside-avoid text-sm sm:gap-10">
        {(['sheet.signature', 'sheet.receivedBy'] as const).map((key) => (
          <div key={key}>
            <div className="h-12 border-b border-zinc-800" />
            <p className="mt-1 text-zinc-700">
              <Bilingual k={key} />
            </p>
          </div>
        ))}
      </div>
    </div>
  );
}

type SheetOrder = AdminDeliverySheetResponse['orders'][number];

/** The customer's name and phone as typed, each in its own direction. */
function SheetCustomer({ order }: { order: SheetOrder }) {
  return (
    <>
      <ShopperText text={order.customer_name} className="block font-semibold" />
      {order.customer_phone && (
        <span dir="ltr" className="block tabular-nums">
          {order.customer_phone}
        </span>
      )}
    </>
  );
}

/** Where and when: the city, the blue-plate address, the window booked (or late), the shopper's notes. */
function SheetAddress({ order }: { order: SheetOrder }) {
  return (
    <>
      {order.shipping_city && (
        <BilingualText
          ar={cityLabel(order.shipping_city, 'ar')}
          en={cityLabel(order.shipping_city, 'en')}
          className="block font-semibold"
        />
      )}
      {order.shipping_address && <ShopperText text={order.shipping_address} className="block" />}
      {order.delivery_window && (
        <BilingualText
          ar={formatDeliveryWindow(order.delivery_window, 'ar')}
          en={formatDeliveryWindow(order.delivery_window, 'en')}
          className="mt-0.5 block text-xs font-semibold"
        />
      )}
      {order.late && <Bilingual k="sheet.late" className="mt-0.5 block text-xs font-bold" />}
      {order.shipping_notes && (
        <ShopperText text={order.shipping_notes} className="mt-0.5 block text-xs text-zinc-600" />
      )}
    </>
  );
}

/**
 * What the parcel holds, line by line with its quantity, each name in both languages: the driver checks it
 * at the door.
 */
function SheetItems({ order }: { order: SheetOrder }) {
  if (order.items.length === 0) return null;
  const named = (product: string, variant: string | null) => (variant ? `${product} – ${variant}` : product);
  return (
    <div className="mt-1.5 break-words">
      <Bilingual k="sheet.items" className="block text-xs font-semibold text-zinc-700" />
      <ul className="text-xs">
        {order.items.map((item, index) => (
          <li key={index} className="flex gap-1">
            <span dir="ltr" className="shrink-0 font-bold tabular-nums">
              {item.quantity} ×
            </span>
            <BilingualText
              ar={named(item.product_name, item.variant_name)}
              en={
                item.product_name_en
                  ? named(item.product_name_en, item.variant_name_en ?? item.variant_name)
                  : null
              }
              className="min-w-0"
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The cash to collect at the door, or that the card paid. */
function SheetToCollect({ order }: { order: SheetOrder }) {
  return order.payment_method === 'cash' ? (
    <span dir="ltr">{formatMoney(order.to_collect, 'en')}</span>
  ) : (
    <Bilingual k="sheet.paidByCard" className="text-xs font-normal" />
  );
}
