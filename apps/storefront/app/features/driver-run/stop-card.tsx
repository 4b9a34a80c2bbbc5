import { useState } from 'react';
import {
  DELIVERY_FAILURE_LABELS,
  DELIVERY_FAILURE_REASONS,
  formatMoney,
  formatOrderNumber,
  toDirhams,
  type DeliveryFailureReason,
  type DriverStop,
} from '@matjar/core';
import { useShellData, useT } from '../../ui/layout/shell-data.js';
import { Button } from '../../ui/button.js';
import { ClientSubmitButton } from '../../ui/client-submit-button.js';
import { buttonClasses } from '../../ui/button.js';
import { MapPin, MessageCircle, Smartphone } from '../../ui/icons.js';
import type { PendingTap } from './tap-queue.js';

type Panel = 'none' | 'cash' | 'failed';

/** Riyals as typed ("424", "424.5", Arabic-Indic digits folded by the number input) to dirhams; null if not. */
function typedDirhams(text: string): number | null {
  const value = Number(text.replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) && value >= 0 ? toDirhams(value) : null;
}

/** One door: who, what to hand over and collect, where (map, call, WhatsApp), and the three taps. */
export function StopCard({
  stop,
  pending,
  onTap,
}: {
  stop: DriverStop;
  pending: PendingTap[];
  onTap: (tap: Omit<PendingTap, 'key'>) => void;
}) {
  const { locale } = useShellData();
  const t = useT();
  const [panel, setPanel] = useState<Panel>('none');
  const [amount, setAmount] = useState(String(stop.to_collect / 100));
  const [differenceReason, setDifferenceReason] = useState('');
  const [reason, setReason] = useState<DeliveryFailureReason | null>(null);
  const kept = pending.at(-1);
  const done = stop.state === 'delivered' || (kept && kept.action !== 'not_delivered');
  const cash = stop.payment_method === 'cash' && stop.cash_collected === null;
  const typed = typedDirhams(amount);
  const differs = typed !== null && typed !== stop.to_collect;
  const headingId = `stop-${stop.id}`;

  return (
    <article
      aria-labelledby={headingId}
      className={`rounded-xl border p-3 shadow-sm ${done ? 'border-emerald-300 bg-emerald-50/60' : 'border-slate-200 bg-white'}`}
    >
      <header className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <h4 id={headingId} className="text-base font-extrabold text-slate-900">
          <bdi>{formatOrderNumber(stop.short_number)}</bdi> · <bdi>{stop.customer_name}</bdi>
        </h4>
        {stop.address.zone && (
          <span className="rounded-full bg-blue-700 px-2 py-0.5 text-xs font-bold text-white">
            {t('driver.zone', { zone: stop.address.zone })}
          </span>
        )}
        {stop.late && (
          <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-bold text-red-800">
            {t('driver.late')}
          </span>
        )}
      </header>
      {stop.address.line && (
        <p className="mt-1 text-sm text-slate-800">
          <bdi>{stop.address.line}</bdi>
        </p>
      )}
      {stop.notes && (
        <p className="mt-1 text-sm text-slate-600">
          {t('driver.notes')}: <bdi>{stop.notes}</bdi>
        </p>
      )}
      <div className="mt-2 text-sm">
        <p className="font-semibold text-slate-700">{t('driver.items')}</p>
        <ul className="ms-4 list-disc text-slate-800">
          {stop.items.map((item, index) => (
            <li key={index}>
              <bdi>{item.name}</bdi> × {item.quantity}
            </li>
          ))}
        </ul>
      </div>
      <p className="mt-2 text-base font-bold">
        {stop.payment_method === 'cash' && stop.cash_collected === null ? (
          <span className="text-amber-900">
            {t('driver.toCollect')}: {formatMoney(stop.to_collect, locale)}
          </span>
        ) : stop.payment_method === 'online' ? (
          <span className="text-slate-700">{t('driver.paid')}</span>
        ) : null}
      </p>
      <div className="mt-2 grid grid-cols-3 gap-2">
        {stop.map_url && (
          <a
            href={stop.map_url}
            target="_blank"
            rel="noreferrer"
            className={buttonClasses('secondary', 'sm')}
          >
            <MapPin className="size-4 shrink-0" aria-hidden /> {t('driver.map')}
          </a>
        )}
        {stop.phone && (
          <a href={stop.phone.tel} className={buttonClasses('secondary', 'sm')}>
            <Smartphone className="size-4 shrink-0" aria-hidden /> {t('driver.call')}
          </a>
        )}
        {stop.phone && (
          <a
            href={stop.phone.whatsapp}
            target="_blank"
            rel="noreferrer"
            className={buttonClasses('secondary', 'sm')}
          >
            <MessageCircle className="size-4 shrink-0" aria-hidden /> {t('driver.whatsapp')}
          </a>
        )}
      </div>
      {done ? (
        <p className="mt-3 font-bold text-emerald-800" role="status">
          {stop.cash_collected !== null
            ? t('driver.doneCash', { amount: formatMoney(stop.cash_collected, locale) })
            : kept?.action === 'cash' && kept.amount !== undefined
              ? t('driver.doneCash', { amount: formatMoney(kept.amount, locale) })
              : t('driver.done')}
          {kept && <span className="ms-2 text-sm font-semibold text-amber-800">{t('driver.waiting')}</span>}
        </p>
      ) : kept?.action === 'not_delivered' ? (
        <p className="mt-3 font-bold text-amber-800" role="status">
          {kept.reason && DELIVERY_FAILURE_LABELS[kept.reason][locale]} · {t('driver.waiting')}
        </p>
      ) : (
        <div className="mt-3">
          {panel === 'none' && (
            <div className="grid grid-cols-2 gap-2">
              {cash && (
                <Button size="lg" className="col-span-2" onClick={() => setPanel('cash')}>
                  {t('driver.cash')}
                </Button>
              )}
              <Button
                size={cash ? 'md' : 'lg'}
                variant={cash ? 'secondary' : 'primary'}
                className={cash ? '' : 'col-span-2'}
                onClick={() => onTap({ order_id: stop.id, action: 'delivered' })}
              >
                {t('driver.delivered')}
              </Button>
              <Button
                variant="secondary"
                className={cash ? '' : 'col-span-2'}
                onClick={() => setPanel('failed')}
              >
                {t('driver.notDelivered')}
              </Button>
            </div>
          )}
          {panel === 'cash' && (
            <form
              className="grid gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                if (typed === null || (differs && differenceReason.trim() === '')) return;
                onTap({
                  order_id: stop.id,
                  action: 'cash',
                  amount: typed,
                  ...(differs ? { difference_reason: differenceReason.trim() } : {}),
                });
                setPanel('none');
              }}
            >
              <label className="grid gap-1 text-sm font-semibold text-slate-800">
                {t('driver.cashAmount')}
                <input
                  inputMode="decimal"
                  value={amount}
                  onChange={(event) => setAmount(event.target.value)}
                  className="rounded-lg border border-slate-300 px-3 py-2 text-lg"
                  dir="ltr"
                  required
                />
              </label>
              {differs && (
                <label className="grid gap-1 text-sm font-semibold text-slate-800">
                  {t('driver.cashReason')}
                  <input
                    value={differenceReason}
                    onChange={(event) => setDifferenceReason(event.target.value)}
                    className="rounded-lg border border-slate-300 px-3 py-2"
                    maxLength={500}
                    required
                  />
                </label>
              )}
              <ClientSubmitButton size="lg" disabled={typed === null}>
                {t('driver.cashConfirm', { amount: formatMoney(typed ?? 0, locale) })}
              </ClientSubmitButton>
              <Button variant="secondary" onClick={() => setPanel('none')}>
                {t('driver.cancel')}
              </Button>
            </form>
          )}
          {panel === 'failed' && (
            <form
              className="grid gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                if (!reason) return;
                onTap({ order_id: stop.id, action: 'not_delivered', reason });
                setPanel('none');
              }}
            >
              <fieldset className="grid gap-1">
                <legend className="text-sm font-semibold text-slate-800">{t('driver.reason')}</legend>
                {DELIVERY_FAILURE_REASONS.map((option) => (
                  <label
                    key={option}
                    className="flex items-center gap-2 rounded-lg border border-slate-200 p-2.5"
                  >
                    <input
                      type="radio"
                      name={`reason-${stop.id}`}
                      value={option}
                      checked={reason === option}
                      onChange={() => setReason(option)}
                      required
                    />
                    {DELIVERY_FAILURE_LABELS[option][locale]}
                  </label>
                ))}
              </fieldset>
              <ClientSubmitButton size="lg" disabled={!reason}>
                {t('driver.returnToShop')}
              </ClientSubmitButton>
              <Button variant="secondary" onClick={() => setPanel('none')}>
                {t('driver.cancel')}
              </Button>
            </form>
          )}
        </div>
      )}
    </article>
  );
}
