import type { AdminOrderDetail, StorefrontSettings } from '@matjar/core';
import { useI18n } from '../../../../i18n/language-context';
import type { Translate } from '../../../../i18n/translate';
import { printLines, type PrintLine } from '../order-lines';
import { Bilingual } from './bilingual';
import { PrintCustomer } from './print-customer';
import { PrintLineName } from './print-line-name';
import { PrintSerials } from './print-serials';
import { PrintSheetHeader } from './print-sheet-header';

const cell = 'border-b border-zinc-300 px-2 py-2.5 align-top';
const head = 'border-b-2 border-zinc-800 px-2 py-2 text-start text-xs font-bold';

/** The box's name for screen readers, in the staff member's language: "Packed: iPhone 16 Pro — Black". */
function packedLabel(line: PrintLine, t: Translate, english: boolean): string {
  const name = (english && line.en) || line.ar;
  return `${t('print.packed')}: ${name.product}${name.variant ? ` — ${name.variant}` : ''}`;
}

/**
 * The packing slip: what goes in the parcel, no prices, with a box per line to tick while packing (on
 * screen or with a pen on paper).
 */
export function PackingSlipDocument({
  order,
  settings,
}: {
  order: AdminOrderDetail;
  settings: StorefrontSettings | null;
}) {
  const { t, language } = useI18n();
  const lines = printLines(order);
  const pieces = lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <div dir="rtl" lang="ar">
      <PrintSheetHeader title="print.packingSlip" order={order} settings={settings} />
      <PrintCustomer order={order} />
      <table className="mt-4 w-full border-collapse text-sm">
        <thead>
          <tr>
            <th scope="col" className={`${head} w-24 text-center`}>
              <Bilingual k="print.packed" />
            </th>
            <th scope="col" className={head}>
              <Bilingual k="print.item" />
            </th>
            <th scope="col" className={`${head} w-24 text-center`}>
              <Bilingual k="print.quantity" />
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.id} className="break-inside-avoid">
              <td className={`${cell} text-center`}>
                <input
                  type="checkbox"
                  aria-label={packedLabel(line, t, language === 'en')}
                  className="size-5 accent-brand-700"
                />
              </td>
              <td className={cell}>
                <PrintLineName line={line} />
                <PrintSerials line={line} blanks />
              </td>
              <td className={`${cell} text-center text-base font-bold tabular-nums`}>{line.quantity}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="break-inside-avoid">
            <td />
            <th scope="row" className="px-2 py-2 text-end font-semibold">
              <Bilingual k="print.itemCount" />
            </th>
            <td className="px-2 py-2 text-center text-base font-bold tabular-nums">{pieces}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
