import {
  errorMessage,
  formatNumber,
  isolate,
  normalizeSerial,
  serialRefusal,
  SERIAL_MAX,
  type AdminOrderItem,
} from '@matjar/core';
import { ScanBarcode, Trash2 } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useI18n } from '../../../i18n/language-context';
import { describeApiError } from '../../../lib/api/api-error';
import { Button } from '../../../ui/button';
import { Field, inputClass } from '../../../ui/field';
import { typeLatinKey } from '../../../ui/scan-input';
import { useRecordSerial, useRemoveSerial } from '../api/order-serials';

/**
 * A serialised line's units (decision 049): the serials recorded, each removable while the order is packed, and
 * a field for the next unit that a barcode scanner fills and submits with its Enter. The field stays focused
 * after each unit, so a line of several units is scanned one after the other. What the shop refuses (a wrong
 * IMEI check digit, a serial already out on another order) is said under the field and the text is selected,
 * so the next scan replaces it.
 */
export function SerialNumbers({
  orderId,
  item,
  editable,
}: {
  orderId: number;
  item: AdminOrderItem;
  /** The order is being packed and the staff member may change it. */
  editable: boolean;
}) {
  const { t, language } = useI18n();
  const record = useRecordSerial(orderId);
  const remove = useRemoveSerial(orderId);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const recorded = item.serials.length;
  const nextUnit = recorded + 1;
  const fieldId = `serial-${item.id}`;

  const refuse = (message: string) => {
    setProblem(message);
    setDone(null);
    input.current?.select();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const serial = normalizeSerial(text);
    const refusal = serialRefusal(serial);
    if (refusal) return refuse(errorMessage(refusal, language));
    try {
      await record.mutateAsync({ order_item_id: item.id, serial });
      setText('');
      setProblem(null);
      setDone(t('serials.recorded', { serial }));
      input.current?.focus();
    } catch (error) {
      refuse(describeApiError(error, language, t('common.tryAgainLater')));
    }
  };

  const onRemove = async (serialId: number, serial: string) => {
    try {
      await remove.mutateAsync(serialId);
      setProblem(null);
      setDone(t('serials.removed', { serial }));
    } catch (error) {
      setProblem(describeApiError(error, language, t('common.tryAgainLater')));
    }
  };

  return (
    <div>
      <p className="mb-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <span className="flex items-center gap-1.5 font-semibold text-zinc-800">
          <ScanBarcode aria-hidden="true" className="size-4 text-brand-700" />
          {t('serials.title')}
        </span>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums ${
            recorded >= item.quantity ? 'bg-emerald-50 text-emerald-800' : 'bg-amber-50 text-amber-900'
          }`}
        >
          {t('serials.progress', {
            recorded: formatNumber(recorded, language),
            quantity: formatNumber(item.quantity, language),
          })}
        </span>
      </p>
      {item.serials.length > 0 && (
        <ul className="mb-2 space-y-1.5">
          {item.serials.map((unit) => (
            <li
              key={unit.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-zinc-200 bg-white px-3 py-1.5"
            >
              <span className="flex min-w-0 flex-wrap items-center gap-2">
                <code dir="ltr" className="font-mono text-sm font-semibold break-all text-zinc-900">
                  {unit.serial}
                </code>
                {unit.returned_at && (
                  <span className="rounded-full bg-zinc-100 px-2 py-0.5 text-xs font-semibold text-zinc-700">
                    {t('serials.returned')}
                  </span>
                )}
                {unit.username && (
                  <span className="text-xs text-zinc-600">
                    {t('serials.recordedBy', { name: isolate(unit.username) })}
                  </span>
                )}
              </span>
              {editable && !unit.returned_at && (
                <Button
                  size="sm"
                  variant="ghost-danger"
                  icon={Trash2}
                  loading={remove.isPending && remove.variables === unit.id}
                  aria-label={t('serials.removeNamed', { serial: unit.serial })}
                  onClick={() => void onRemove(unit.id, unit.serial)}
                >
                  {t('serials.remove')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {editable && recorded < item.quantity && (
        <form noValidate onSubmit={(event) => void onSubmit(event)}>
          <Field
            id={fieldId}
            label={t('serials.field', { unit: formatNumber(nextUnit, language) })}
            hint={t('serials.fieldHint')}
            error={problem ?? undefined}
          >
            {(control) => (
              <div className="flex gap-2">
                <input
                  {...control}
                  ref={input}
                  name={fieldId}
                  dir="ltr"
                  value={text}
                  maxLength={SERIAL_MAX * 2}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  enterKeyHint="done"
                  onKeyDown={typeLatinKey}
                  onChange={(event) => setText(event.target.value)}
                  className={`${inputClass(Boolean(problem))} min-w-0 font-mono`}
                />
                <Button type="submit" variant="primary" size="lg" loading={record.isPending}>
                  {t('serials.record')}
                </Button>
              </div>
            )}
          </Field>
        </form>
      )}
      {editable && recorded >= item.quantity && (
        <p className="text-sm text-emerald-800">{t('serials.complete')}</p>
      )}
      <p role="status" className="sr-only">
        {done}
      </p>
    </div>
  );
}
