import {
  RETURN_CONDITIONS,
  RETURN_CONDITION_LABELS,
  formatMoney,
  isolate,
  type AdminReturnableLine,
  type ReturnCondition,
} from '@matjar/core';
import { useI18n } from '../../../i18n/language-context';
import { CheckboxRow, checkboxClass } from '../../../ui/checkbox-row';
import { Field, inputClass, selectClass } from '../../../ui/field';

/** A line that went out with serial numbers: its units come back by their serial, chosen one by one. */
export const hasSerials = (line: AdminReturnableLine) => line.serials.length > 0;

/** The units of the line still with the shopper, by serial: the ones that may come back. */
export const serialsOut = (line: AdminReturnableLine) =>
  line.serials.filter((unit) => !unit.returned).map((unit) => unit.serial);

/**
 * One line of the return dialog: how many units came back — for a line that went out with serial numbers, by
 * ticking the serial (IMEI) of each unit on the counter, so the return names which units they are — and their
 * condition.
 */
export function ReturnLineFields({
  line,
  name,
  quantity,
  serials,
  condition,
  onQuantity,
  onSerials,
  onCondition,
}: {
  line: AdminReturnableLine;
  name: string;
  quantity: number;
  serials: readonly string[];
  condition: ReturnCondition;
  onQuantity: (quantity: number) => void;
  onSerials: (serials: string[]) => void;
  onCondition: (condition: ReturnCondition) => void;
}) {
  const { t, language } = useI18n();
  const id = line.order_item_id;
  return (
    <div className="rounded-lg border border-zinc-200 p-3">
      <p className="text-sm font-medium text-zinc-900">
        <bdi>{name}</bdi>
      </p>
      <p className="mb-2 text-xs text-zinc-600">
        {t('returns.soldReturned', { sold: line.sold, returned: line.returned })} ·{' '}
        {formatMoney(line.unit_price, language)}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {hasSerials(line) ? (
          <fieldset className="space-y-2" aria-describedby={`return-serials-${id}-hint`}>
            <legend className="text-sm font-medium text-zinc-800">{t('returns.serials', { name })}</legend>
            <p id={`return-serials-${id}-hint`} className="text-xs text-zinc-600">
              {t('returns.serialsHint', { count: quantity })}
            </p>
            {line.serials.map((unit) => {
              const boxId = `return-serial-${id}-${unit.serial}`;
              return (
                <CheckboxRow
                  key={unit.serial}
                  id={boxId}
                  label={
                    unit.returned ? t('returns.serialBack', { serial: isolate(unit.serial) }) : unit.serial
                  }
                >
                  <input
                    id={boxId}
                    type="checkbox"
                    dir="ltr"
                    className={checkboxClass}
                    disabled={unit.returned}
                    checked={unit.returned || serials.includes(unit.serial)}
                    onChange={(event) =>
                      onSerials(
                        event.target.checked
                          ? [...serials, unit.serial]
                          : serials.filter((serial) => serial !== unit.serial),
                      )
                    }
                  />
                </CheckboxRow>
              );
            })}
          </fieldset>
        ) : (
          <Field
            id={`return-qty-${id}`}
            label={t('returns.quantity', { name })}
            hint={t('returns.quantityHint', { max: line.returnable })}
          >
            {(control) => (
              <input
                {...control}
                type="number"
                inputMode="numeric"
                dir="ltr"
                min={0}
                max={line.returnable}
                value={quantity}
                onChange={(event) =>
                  onQuantity(Math.max(0, Math.min(line.returnable, Number(event.target.value) || 0)))
                }
                className={inputClass(false)}
              />
            )}
          </Field>
        )}
        <Field id={`return-condition-${id}`} label={t('returns.condition', { name })}>
          {(control) => (
            <select
              {...control}
              value={condition}
              onChange={(event) => onCondition(event.target.value as ReturnCondition)}
              className={selectClass(false)}
            >
              {RETURN_CONDITIONS.map((choice) => (
                <option key={choice} value={choice}>
                  {RETURN_CONDITION_LABELS[choice][language]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
    </div>
  );
}
