import { PAYMENT_METHOD_LABELS, type AdminOrderDetail, type StorefrontSettings } from '@matjar/core';
import type { MessageKey } from '../../../../i18n/ar';
import { amountDue, printLines, totalRows, type TotalRowKind } from '../order-lines';
import { Bilingual, BilingualText } from './bilingual';
import { PrintCustomer } from './print-customer';
import { PrintLineName } from './print-line-name';
import { PrintSerials } from './print-serials';
import { printMoney } from './print-money';
import { PrintSheetHeader } from './print-sheet-header';

const TOTAL_LABEL: Record<TotalRowKind, MessageKey> = {
  subtotal: 'print.subtotal',
  discount: 'print.discount',
  delivery: 'print.delivery',
  delivery_discount: 'print.deliveryDiscount',
  exchange: 'print.exchange',
  total: 'print.total',
  gift_card: 'print.giftCard',
  due: 'print.due',
};

// Under 360 px (a small phone, or zoom) the five columns fit a 320 px screen: narrower padding, and a line
// amount may put its "QAR" above its figure; from 360 px (and on paper) an amount stays on one line.
const cell = 'border-b border-zinc-300 px-1 py-2 align-top min-[360px]:px-2';
const amountCell = `${cell} text-end tabular-nums min-[360px]:whitespace-nowrap`;
/** A line's amount with a breakable space after "QAR" (the formatter's is a no-break space). */
const lineAmount = (dirhams: number) => printMoney(dirhams).replace(/\u00a0/g, ' ');
const head = 'border-b-2 border-zinc-800 px-1 py-2 text-start text-xs font-bold min-[360px]:px-2';

/** The bilingual invoice: one sheet in Arabic and English, amounts in QAR with Latin digits. */
export function InvoiceDocument({
  order,
  settings,
}: {
  order: AdminOrderDetail;
  settings: StorefrontSettings | null;
}) {
  const method = PAYMENT_METHOD_LABELS[order.payment_method];
  const due = amountDue(order);
  return (
    // The sheet is laid out right to left whoever prints it; English runs inside it left to right.
    <div dir="rtl" lang="ar">
      <PrintSheetHeader title="print.invoice" order={order} settings={settings} />
      <PrintCustomer order={order} />
      <p className="mt-3 text-sm">
        <span className="text-zinc-700">
          <Bilingual k="print.payment" />:
        </span>{' '}
        <BilingualText ar={method.ar} en={method.en} className="font-semibold" />
      </p>
      <table className="mt-4 w-full border-collapse text-sm">
        <thead>
          <tr>
            <th scope="col" className={`${head} w-8`}>
              #
            </th>
            <th scope="col" className={head}>
              <Bilingual k="print.item" />
            </th>
            <th scope="col" className={`${head} text-center`}>
              <Bilingual k="print.quantity" />
            </th>
            <th scope="col" className={head}>
              <Bilingual k="print.unitPrice" />
            </th>
            <th scope="col" className={head}>
              <Bilingual k="print.lineTotal" />
            </th>
          </tr>
        </thead>
        <tbody>
          {printLines(order).map((line, index) => (
            <tr key={line.id} className="break-inside-avoid">
              <td className={`${cell} tabular-nums`}>{index + 1}</td>
              <td className={cell}>
                <PrintLineName line={line} />
                <PrintSerials line={line} />
              </td>
              <td className={`${cell} text-center tabular-nums`}>{line.quantity}</td>
              <td dir="ltr" className={amountCell}>
                {lineAmount(line.unitPrice)}
              </td>
              <td dir="ltr" className={amountCell}>
                {lineAmount(line.totalPrice)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="ms-auto mt-4 w-full max-w-[95mm] space-y-1 text-sm break-inside-avoid">
        {totalRows(order).map((row) => (
          <div
            key={row.kind}
            className={`flex justify-between gap-4 ${
              row.kind === 'total' ? 'mt-1 border-t-2 border-zinc-800 pt-1.5 text-base font-bold' : ''
            }`}
          >
            <dt>
              <Bilingual k={TOTAL_LABEL[row.kind]} />
              {row.couponCode && (
                <span className="ms-1 text-zinc-700">
                  (<Bilingual k="print.coupon" />:{' '}
                  <span dir="ltr" className="font-semibold">
                    {row.couponCode}
                  </span>
                  )
                </span>
              )}
            </dt>
            <dd dir="ltr" className="whitespace-nowrap tabular-nums">
              {printMoney(row.amount)}
            </dd>
          </div>
        ))}
        {due !== null && (
          <div className="mt-2 flex justify-between gap-4 rounded border-2 border-zinc-800 px-2 py-1.5 text-base font-bold">
            <dt>
              <Bilingual k="print.amountDue" />
            </dt>
            <dd dir="ltr" className="whitespace-nowrap tabular-nums">
              {printMoney(due)}
            </dd>
          </div>
        )}
      </dl>
      <p className="mt-8 text-center text-sm text-zinc-700">
        <Bilingual k="print.thanks" />
      </p>
    </div>
  );
}
