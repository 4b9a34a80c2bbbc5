import { useI18n } from '../../i18n/language-context';

/** Whether an account (staff or customer) may sign in. */
export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useI18n();
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        active ? 'bg-emerald-50 text-emerald-800' : 'bg-zinc-100 text-zinc-600'
      }`}
    >
      {active ? t('users.active') : t('users.inactive')}
    </span>
  );
}
