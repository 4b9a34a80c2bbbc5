import { ACTIVITY_ACTIONS, ACTIVITY_ENTITY_TYPES } from '@matjar/core';
import { RotateCcw } from 'lucide-react';
import { useI18n } from '../../i18n/language-context';
import { Button } from '../../ui/button';
import { useAdminUsers } from '../../lib/api/admin-users';
import { Field, selectClass } from '../../ui/field';
import {
  NO_FILTERS,
  hasFilters,
  isActivityAction,
  parseUserId,
  type ActivityFilterInput,
} from './activity-filters';
import { entityLabel, staffLabel } from './entity-label';

interface ActivityFiltersBarProps {
  filters: ActivityFilterInput;
  onChange: (filters: ActivityFilterInput) => void;
}

/** Operation type, entity type and staff member filters with a reset button (docs/product/back-office.md §2). */
export function ActivityFiltersBar({ filters, onChange }: ActivityFiltersBarProps) {
  const { t, language } = useI18n();
  const staff = useAdminUsers();
  const userIdError = parseUserId(filters.userId).ok ? undefined : t('activity.userIdInvalid');

  return (
    <div className="grid grid-cols-2 items-start gap-3 rounded-xl border border-zinc-200 bg-white p-4 lg:grid-cols-[1fr_1fr_1fr_auto]">
      <Field id="filter-action" label={t('activity.filter.action')}>
        {(control) => (
          <select
            {...control}
            value={filters.action}
            onChange={(event) => {
              const value = event.target.value;
              onChange({ ...filters, action: isActivityAction(value) ? value : '' });
            }}
            className={selectClass(false)}
          >
            <option value="">{t('activity.filter.all')}</option>
            {ACTIVITY_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {t(`activity.action.${action}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id="filter-entity" label={t('activity.filter.entity')}>
        {(control) => (
          <select
            {...control}
            value={filters.entityType}
            onChange={(event) => onChange({ ...filters, entityType: event.target.value })}
            className={selectClass(false)}
          >
            <option value="">{t('activity.filter.all')}</option>
            {ACTIVITY_ENTITY_TYPES.map((type) => (
              <option key={type} value={type}>
                {entityLabel(type, language)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {/* A picker of staff by name, not an id to look up first. */}
      <Field id="filter-user" label={t('activity.filter.user')} error={userIdError}>
        {(control) => (
          <select
            {...control}
            value={filters.userId}
            onChange={(event) => onChange({ ...filters, userId: event.target.value })}
            className={selectClass(Boolean(userIdError))}
          >
            <option value="">{t('activity.filter.allStaff')}</option>
            {(staff.data ?? []).map((user) => (
              <option key={user.id} value={String(user.id)}>
                {staffLabel(user)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Button
        icon={RotateCcw}
        onClick={() => onChange(NO_FILTERS)}
        disabled={!hasFilters(filters)}
        className="mt-7 h-11 px-3"
      >
        {t('activity.filter.reset')}
      </Button>
    </div>
  );
}
