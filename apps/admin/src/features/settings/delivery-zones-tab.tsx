import { DeliverySchedule, DeliveryZones, latinDigits, QATAR_CITIES, type DeliveryZone } from '@matjar/core';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useI18n } from '../../i18n/language-context';
import { Button } from '../../ui/button';
import { Field, inputClass } from '../../ui/field';
import { MoneyInput } from '../../ui/money-input';
import { QueryState } from '../../ui/query-state';
import {
  useDeliverySchedule,
  useDeliveryZones,
  useSaveDeliverySchedule,
  useSaveDeliveryZones,
} from './api/delivery-zones';
import { DeliveryScheduleSection } from './delivery-schedule-section';
import {
  SettingsForm,
  SettingsSection,
  useReportDirty,
  useSaveToasts,
  type SettingsTabProps,
} from './tab-parts';

const NEW_ZONE: DeliveryZone = {
  name_ar: '',
  name_en: '',
  cities: [],
  zone_numbers: [],
  delivered: true,
  fee: 2_500,
  free_above: 50_000,
  days_min: 2,
  days_max: 3,
};

/** "61, 66" → [61, 66]; Arabic-Indic digits read as Latin; anything else is dropped. */
function zoneNumbersOf(text: string): number[] {
  return [
    ...new Set(
      latinDigits(text)
        .split(/[^\d]+/)
        .filter(Boolean)
        .map(Number),
    ),
  ];
}

/** Delivery zones (decision 032): fee, free-above amount and promise by city and zone number, or none. */
export function DeliveryZonesTab({ canEdit, onDirtyChange }: SettingsTabProps) {
  const { t } = useI18n();
  const query = useDeliveryZones();
  const schedule = useDeliverySchedule();
  return (
    <QueryState query={query} errorTitle={t('settings.delivery.loadFailed')}>
      {(data) => (
        <QueryState query={schedule} errorTitle={t('settings.delivery.loadFailed')}>
          {(timing) => (
            <DeliveryZonesForm
              saved={data.zones}
              savedSchedule={timing.schedule}
              canEdit={canEdit}
              onDirtyChange={onDirtyChange}
            />
          )}
        </QueryState>
      )}
    </QueryState>
  );
}

function DeliveryZonesForm({
  saved,
  savedSchedule,
  canEdit,
  onDirtyChange,
}: {
  saved: DeliveryZone[];
  savedSchedule: DeliverySchedule;
  canEdit: boolean;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const { t, language } = useI18n();
  const save = useSaveDeliveryZones();
  const saveSchedule = useSaveDeliverySchedule();
  const toasts = useSaveToasts();
  const [zones, setZones] = useState(saved);
  const [numbers, setNumbers] = useState(() => saved.map((zone) => zone.zone_numbers.join(', ')));
  const [schedule, setSchedule] = useState(savedSchedule);
  const zonesDirty = JSON.stringify(zones) !== JSON.stringify(saved);
  const scheduleDirty = JSON.stringify(schedule) !== JSON.stringify(savedSchedule);
  const dirty = zonesDirty || scheduleDirty;
  useReportDirty(dirty, onDirtyChange);
  const checked = DeliveryZones.safeParse(zones);
  const checkedSchedule = DeliverySchedule.safeParse(schedule);

  const change = (index: number, patch: Partial<DeliveryZone>) =>
    setZones((current) => current.map((zone, i) => (i === index ? { ...zone, ...patch } : zone)));

  const submit = async () => {
    if (!checked.success || !checkedSchedule.success) return;
    try {
      // The schedule first: a zone switched to windows then offers the schedule just saved.
      if (scheduleDirty) setSchedule((await saveSchedule.mutateAsync(checkedSchedule.data)).schedule);
      if (zonesDirty) {
        const answer = await save.mutateAsync(checked.data);
        setZones(answer.zones);
        setNumbers(answer.zones.map((zone) => zone.zone_numbers.join(', ')));
      }
      toasts.saved('settings.delivery.saved');
    } catch (error) {
      toasts.failed(error);
    }
  };

  return (
    <SettingsForm
      dirty={dirty}
      saving={save.isPending || saveSchedule.isPending}
      canEdit={canEdit}
      onSave={submit}
      blocked={!checked.success || !checkedSchedule.success}
    >
      <SettingsSection title={t('settings.delivery.title')} body={t('settings.delivery.body')}>
        <ol className="flex flex-col gap-4">
          {zones.map((zone, index) => (
            <li key={index} className="rounded-xl border border-zinc-200 p-4">
              <fieldset disabled={!canEdit} className="flex flex-col gap-4">
                <legend className="sr-only">{language === 'ar' ? zone.name_ar : zone.name_en}</legend>
                <div className="grid gap-4 sm:grid-cols-2">
                  <Field label={t('settings.delivery.nameAr')}>
                    {(control) => (
                      <input
                        {...control}
                        dir="rtl"
                        value={zone.name_ar}
                        onChange={(event) => change(index, { name_ar: event.target.value })}
                        className={inputClass(zone.name_ar.trim() === '')}
                      />
                    )}
                  </Field>
                  <Field label={t('settings.delivery.nameEn')}>
                    {(control) => (
                      <input
                        {...control}
                        dir="ltr"
                        value={zone.name_en}
                        onChange={(event) => change(index, { name_en: event.target.value })}
                        className={inputClass(zone.name_en.trim() === '')}
                      />
                    )}
                  </Field>
                </div>
                <fieldset>
                  <legend className="text-sm font-semibold text-zinc-800">
                    {t('settings.delivery.cities')}
                  </legend>
                  <p className="text-xs text-zinc-600">{t('settings.delivery.citiesHint')}</p>
                  <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
                    {QATAR_CITIES.map((city) => (
                      <label key={city.code} className="flex items-center gap-2 text-sm">
                        <input
                          type="checkbox"
                          checked={zone.cities.includes(city.code)}
                          onChange={(event) =>
                            change(index, {
                              cities: event.target.checked
                                ? [...zone.cities, city.code]
                                : zone.cities.filter((code) => code !== city.code),
                            })
                          }
                        />
                        {city[language]}
                      </label>
                    ))}
                  </div>
                </fieldset>
                <Field
                  label={t('settings.delivery.zoneNumbers')}
                  hint={t('settings.delivery.zoneNumbersHint')}
                >
                  {(control) => (
                    <input
                      {...control}
                      dir="ltr"
                      inputMode="numeric"
                      value={numbers[index] ?? ''}
                      onChange={(event) => {
                        const text = event.target.value;
                        setNumbers((current) => current.map((value, i) => (i === index ? text : value)));
                        change(index, { zone_numbers: zoneNumbersOf(text) });
                      }}
                      className={`${inputClass(false)} max-w-xs`}
                    />
                  )}
                </Field>
                <label className="flex items-center gap-2 text-sm font-semibold">
                  <input
                    type="checkbox"
                    checked={!zone.delivered}
                    onChange={(event) => change(index, { delivered: !event.target.checked })}
                  />
                  {t('settings.delivery.notDelivered')}
                </label>
                {zone.delivered && (
                  <label className="flex items-center gap-2 text-sm font-semibold">
                    <input
                      type="checkbox"
                      checked={zone.windows === true}
                      onChange={(event) => change(index, { windows: event.target.checked })}
                    />
                    {t('settings.delivery.windows')}
                  </label>
                )}
                {zone.delivered && (
                  <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
                    <MoneyInput
                      label={t('settings.delivery.fee')}
                      value={zone.fee}
                      onChange={(fee) => change(index, { fee: fee ?? 0 })}
                      disabled={!canEdit}
                    />
                    <MoneyInput
                      label={t('settings.delivery.freeAbove')}
                      hint={t('settings.delivery.freeAboveHint')}
                      value={zone.free_above}
                      onChange={(amount) => change(index, { free_above: amount })}
                      disabled={!canEdit}
                    />
                    <DaysField
                      label={t('settings.delivery.daysMin')}
                      value={zone.days_min}
                      onChange={(days) => change(index, { days_min: days })}
                    />
                    <DaysField
                      label={t('settings.delivery.daysMax')}
                      value={zone.days_max}
                      invalid={zone.days_max < zone.days_min}
                      onChange={(days) => change(index, { days_max: days })}
                    />
                  </div>
                )}
                {zones.length > 1 && (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="self-start"
                    onClick={() => {
                      setZones((current) => current.filter((_, i) => i !== index));
                      setNumbers((current) => current.filter((_, i) => i !== index));
                    }}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    {t('settings.delivery.remove')}
                  </Button>
                )}
              </fieldset>
            </li>
          ))}
        </ol>
        {canEdit && (
          <Button
            variant="secondary"
            size="sm"
            className="mt-4"
            onClick={() => {
              setZones((current) => [...current, NEW_ZONE]);
              setNumbers((current) => [...current, '']);
            }}
          >
            <Plus aria-hidden="true" className="size-4" />
            {t('settings.delivery.add')}
          </Button>
        )}
      </SettingsSection>
      <DeliveryScheduleSection value={schedule} onChange={setSchedule} canEdit={canEdit} />
    </SettingsForm>
  );
}

function DaysField({
  label,
  value,
  onChange,
  invalid = false,
}: {
  label: string;
  value: number;
  onChange: (days: number) => void;
  invalid?: boolean;
}) {
  return (
    <Field label={label}>
      {(control) => (
        <input
          {...control}
          type="number"
          min={0}
          max={30}
          dir="ltr"
          value={value}
          onChange={(event) => onChange(Math.max(0, Math.trunc(Number(event.target.value) || 0)))}
          className={inputClass(invalid)}
        />
      )}
    </Field>
  );
}
