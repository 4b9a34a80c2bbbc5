import { formatCalendarDay, WEEKDAYS, type DeliverySchedule } from '@matjar/core';
import { Plus, Trash2 } from 'lucide-react';
import { useI18n } from '../../i18n/language-context';
import { Button } from '../../ui/button';
import { Field, inputClass } from '../../ui/field';
import { SettingsSection } from './tab-parts';

/** 22 November 2026 was a Sunday: weekday n is named from the day n after it. */
const weekdayName = (day: number, language: 'ar' | 'en') =>
  formatCalendarDay(`2026-11-${22 + day}`, language, { weekday: 'long' });

const NEW_WINDOW = { start: '10:00', end: '14:00', capacity: 20 };

/**
 * The delivery windows' schedule (decision 034), edited with the zones: working days, the cut-off, how many
 * working days the checkout shows, and the day's windows with their seats.
 */
export function DeliveryScheduleSection({
  value,
  onChange,
  canEdit,
}: {
  value: DeliverySchedule;
  onChange: (schedule: DeliverySchedule) => void;
  canEdit: boolean;
}) {
  const { t, language } = useI18n();
  const set = (patch: Partial<DeliverySchedule>) => onChange({ ...value, ...patch });
  const setWindow = (index: number, patch: Partial<DeliverySchedule['windows'][number]>) =>
    set({ windows: value.windows.map((window, i) => (i === index ? { ...window, ...patch } : window)) });
  return (
    <SettingsSection title={t('settings.schedule.title')} body={t('settings.schedule.body')}>
      <fieldset disabled={!canEdit} className="flex flex-col gap-4">
        <fieldset>
          <legend className="text-sm font-semibold text-zinc-800">
            {t('settings.schedule.workingDays')}
          </legend>
          <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
            {WEEKDAYS.map((day) => (
              <label key={day} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={value.working_days.includes(day)}
                  onChange={(event) =>
                    set({
                      working_days: event.target.checked
                        ? [...value.working_days, day].sort()
                        : value.working_days.filter((d) => d !== day),
                    })
                  }
                />
                {weekdayName(day, language)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('settings.schedule.cutoff')} hint={t('settings.schedule.cutoffHint')}>
            {(control) => (
              <input
                {...control}
                type="time"
                dir="ltr"
                value={value.cutoff}
                onChange={(event) => set({ cutoff: event.target.value })}
                className={inputClass(false)}
              />
            )}
          </Field>
          <Field label={t('settings.schedule.daysAhead')}>
            {(control) => (
              <input
                {...control}
                type="number"
                min={1}
                max={14}
                dir="ltr"
                value={value.days_ahead}
                onChange={(event) =>
                  set({ days_ahead: Math.max(1, Math.trunc(Number(event.target.value) || 1)) })
                }
                className={inputClass(false)}
              />
            )}
          </Field>
        </div>
        <ol className="flex flex-col gap-3">
          {value.windows.map((window, index) => (
            <li
              key={index}
              className="grid items-end gap-3 rounded-xl border border-zinc-200 p-3 sm:grid-cols-4"
            >
              <Field label={t('settings.schedule.start')}>
                {(control) => (
                  <input
                    {...control}
                    type="time"
                    dir="ltr"
                    value={window.start}
                    onChange={(event) => setWindow(index, { start: event.target.value })}
                    className={inputClass(false)}
                  />
                )}
              </Field>
              <Field label={t('settings.schedule.end')}>
                {(control) => (
                  <input
                    {...control}
                    type="time"
                    dir="ltr"
                    value={window.end}
                    onChange={(event) => setWindow(index, { end: event.target.value })}
                    className={inputClass(window.end <= window.start)}
                  />
                )}
              </Field>
              <Field label={t('settings.schedule.capacity')}>
                {(control) => (
                  <input
                    {...control}
                    type="number"
                    min={1}
                    dir="ltr"
                    value={window.capacity}
                    onChange={(event) =>
                      setWindow(index, { capacity: Math.max(1, Math.trunc(Number(event.target.value) || 1)) })
                    }
                    className={inputClass(false)}
                  />
                )}
              </Field>
              {value.windows.length > 1 && (
                <Button
                  variant="ghost"
                  size="sm"
                  className="self-end"
                  onClick={() => set({ windows: value.windows.filter((_, i) => i !== index) })}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  {t('settings.schedule.removeWindow')}
                </Button>
              )}
            </li>
          ))}
        </ol>
        {canEdit && (
          <Button
            variant="secondary"
            size="sm"
            className="self-start"
            onClick={() => set({ windows: [...value.windows, NEW_WINDOW] })}
          >
            <Plus aria-hidden="true" className="size-4" />
            {t('settings.schedule.addWindow')}
          </Button>
        )}
      </fieldset>
    </SettingsSection>
  );
}
