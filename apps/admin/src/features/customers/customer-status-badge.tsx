import { useI18n } from '../../i18n/language-context';

/** Whether the customer may sign in. */
export function CustomerStatusBadge({ active }: { active: boolean }) {
  const { t } = useI18n();
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${
        active ? 'bg-emerald-50 text-emerald-800' : 'bg-zinc-100 text-zinc-600'
      }`}
    >
      {active ? t('customers.status.active') : t('customers.status.inactive')}
    </span>
  );
}
