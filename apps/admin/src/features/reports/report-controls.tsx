import { REPORT_GROUPS, REPORT_PRESETS, type ReportGroup, type ReportPreset } from '@matjar/core';
import type { MessageKey } from '../../i18n/ar';
import { useI18n } from '../../i18n/language-context';
import { DateInput } from '../../ui/date-input';
import { Field, selectClass } from '../../ui/field';
import type { ReportParams } from './report-params';

const PRESET_WORD: Record<ReportPreset, MessageKey> = {
  today: 'reports.preset.today',
  yesterday: 'reports.preset.yesterday',
  last7: 'reports.preset.last7',
  last30: 'reports.preset.last30',
  thisMonth: 'reports.preset.thisMonth',
  lastMonth: 'reports.preset.lastMonth',
  custom: 'reports.preset.custom',
};
const GROUP_WORD: Record<ReportGroup, MessageKey> = {
  day: 'reports.group.day',
  week: 'reports.group.week',
  month: 'reports.group.month',
};

/** The period (a preset or custom Doha days) and the grouping; every change goes into the address. */
export function ReportControls({
  params,
  onChange,
  showGroup,
}: {
  params: ReportParams;
  onChange: (changes: Record<string, string>) => void;
  showGroup: boolean;
}) {
  const { t } = useI18n();
  const custom = params.preset === 'custom';
  const invalid = custom && params.range === null;
  return (
    <div className="flex flex-wrap items-end gap-3">
      <Field id="report-preset" label={t('reports.range')} className="w-full sm:w-auto">
        {(control) => (
          <select
            {...control}
            value={params.preset}
            onChange={(event) => onChange({ preset: event.target.value })}
            className={selectClass(false)}
          >
            {REPORT_PRESETS.map((preset) => (
              <option key={preset} value={preset}>
                {t(PRESET_WORD[preset])}
              </option>
            ))}
          </select>
        )}
      </Field>
      {custom && (
        <>
          <Field
            id="report-from"
            label={t('reports.from')}
            error={invalid ? t('reports.rangeInvalid') : undefined}
          >
            {(control) => (
              <DateInput
                {...control}
                value={params.from}
                onChange={(day) => day && onChange({ from: day })}
                invalid={invalid}
                className="w-auto"
              />
            )}
          </Field>
          <Field id="report-to" label={t('reports.to')}>
            {(control) => (
              <DateInput
                {...control}
                value={params.to}
                onChange={(day) => day && onChange({ to: day })}
                invalid={invalid}
                className="w-auto"
              />
            )}
          </Field>
        </>
      )}
      {showGroup && (
        <Field id="report-group" label={t('reports.group')} className="w-full sm:w-auto">
          {(control) => (
            <select
              {...control}
              value={params.group}
              onChange={(event) => onChange({ group: event.target.value })}
              className={selectClass(false)}
            >
              {REPORT_GROUPS.map((group) => (
                <option key={group} value={group}>
                  {t(GROUP_WORD[group])}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
    </div>
  );
}
