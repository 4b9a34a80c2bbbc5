import type { DeliveryZoneRow } from '@matjar/core';
import { useT } from '../../ui/layout/shell-data.js';

/**
 * The delivery page's table of zones (decision 054): the fee, the free-delivery threshold and the time of each
 * area, read from the zones checkout prices by, so the page never promises what checkout does not charge.
 * On a phone each zone is a small card (a table four columns wide does not fit 390 px).
 */
export function DeliveryZonesTable({ rows }: { rows: DeliveryZoneRow[] }) {
  const t = useT();
  const cell = 'px-3 py-2 align-top';
  return (
    <section aria-labelledby="delivery-zones-title" className="mt-6">
      <h2 id="delivery-zones-title" className="mb-3 text-lg font-extrabold text-slate-900">
        {t('trustPages.zones.title')}
      </h2>
      <table className="hidden w-full border-collapse text-sm sm:table">
        <thead>
          <tr className="border-b-2 border-slate-200 text-start text-slate-600">
            <th scope="col" className={`${cell} text-start`}>
              {t('trustPages.zones.zone')}
            </th>
            <th scope="col" className={`${cell} text-start`}>
              {t('trustPages.zones.fee')}
            </th>
            <th scope="col" className={`${cell} text-start`}>
              {t('trustPages.zones.freeFrom')}
            </th>
            <th scope="col" className={`${cell} text-start`}>
              {t('trustPages.zones.time')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name} data-zone={row.name} className="border-b border-slate-100">
              <th scope="row" className={`${cell} text-start font-bold text-slate-900`}>
                {row.name}
              </th>
              {row.delivered ? (
                <>
                  <td className={`${cell} tabular-nums`}>{row.fee}</td>
                  <td className={`${cell} tabular-nums`}>{row.freeFrom}</td>
                  <td className={cell}>{row.time}</td>
                </>
              ) : (
                <td colSpan={3} className={`${cell} font-semibold text-slate-600`}>
                  {row.fee}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="flex flex-col gap-3 sm:hidden">
        {rows.map((row) => (
          <li key={row.name} className="rounded-xl bg-slate-50 p-3 text-sm ring-1 ring-slate-200">
            <p className="font-bold text-slate-900">{row.name}</p>
            {row.delivered ? (
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                <dt className="text-slate-600">{t('trustPages.zones.fee')}</dt>
                <dd className="tabular-nums">{row.fee}</dd>
                {row.freeFrom && (
                  <>
                    <dt className="text-slate-600">{t('trustPages.zones.freeFrom')}</dt>
                    <dd className="tabular-nums">{row.freeFrom}</dd>
                  </>
                )}
                <dt className="text-slate-600">{t('trustPages.zones.time')}</dt>
                <dd>{row.time}</dd>
              </dl>
            ) : (
              <p className="mt-1 font-semibold text-slate-600">{row.fee}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
