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
 * each order's number, customer, address, phone and the cash to collect at the door, the day's
 * total, and lines for the driver's signature and who received the cash back.
 */
export function DeliverySheetDocument({ sheet }: { sheet: AdminDeliverySheetResponse }) {
  // Amounts as Qatar writes them in Latin digits: the sheet is for both languages at once.
  const money = (value: number) => formatMoney(value, 'en');
  return (
    <div dir="rtl" lang="ar">
      <header className="border-b-2 border-zinc-800 pb-4">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <p className="text-2xl font-bold">
            <BilingualText ar={translate('ar', 'app.name')} en={translate('en', 'app.name')} />
          </p>
          <div className="text-end">
            <h1 className="text-2xl font-bold">
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
        <table className="mt-4 w-full border-collapse text-sm">
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
                  <ShopperText text={order.customer_name} className="block font-semibold" />
                  {order.customer_phone && (
                    <span dir="ltr" className="block tabular-nums">
                      {order.customer_phone}
                    </span>
                  )}
                </td>
                <td className={cell}>
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
                  {order.shipping_notes && (
                    <ShopperText text={order.shipping_notes} className="mt-0.5 block text-xs text-zinc-600" />
                  )}
                </td>
                <td className={`${cell} text-end font-bold whitespace-nowrap tabular-nums`}>
                  {order.payment_method === 'cash' ? (
                    <span dir="ltr">{money(order.to_collect)}</span>
                  ) : (
                    <Bilingual k="sheet.paidByCard" className="text-xs font-normal" />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="break-inside-avoid">
              <th scope="row" colSpan={4} className="px-2 py-2 text-end font-semibold">
                <Bilingual k="sheet.total" />
              </th>
              <td dir="ltr" className="px-2 py-2 text-end text-base font-bold whitespace-nowrap tabular-nums">
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
      )}
      <div className="mt-12 grid grid-cols-2 gap-10 break-inside-avoid text-sm">
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
