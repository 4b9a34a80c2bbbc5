import { formatNumber } from '@matjar/core';
import { ShieldCheck, UserCheck, UserPlus, Users, type LucideIcon } from 'lucide-react';
import { useI18n } from '../../i18n/language-context';
import { useUserStats } from './api/user-stats';

/** Staff total and active, customers total, customers new in the last 30 days (back-office §2, §9). */
export function UserStatsCards() {
  const { t, language } = useI18n();
  const stats = useUserStats();
  const value = (pick: (data: NonNullable<typeof stats.data>) => number) =>
    stats.data ? formatNumber(pick(stats.data), language) : '—';
  const windowDays = stats.data?.customers.window_days ?? 30;

  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-busy={stats.isPending}>
      <StatCard icon={ShieldCheck} label={t('users.stats.admins')} value={value((s) => s.admins.total)} />
      <StatCard
        icon={UserCheck}
        label={t('users.stats.activeAdmins')}
        value={value((s) => s.admins.active)}
      />
      <StatCard icon={Users} label={t('users.stats.customers')} value={value((s) => s.customers.total)} />
      <StatCard
        icon={UserPlus}
        label={t('users.stats.newCustomers', { days: windowDays })}
        value={value((s) => s.customers.new_in_window)}
      />
    </dl>
  );
}

function StatCard({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: string }) {
  return (
    // A <dl> group may hold only its dt and dd, so the icon sits inside the dt, placed against the card.
    <div className="relative flex min-w-0 flex-col-reverse justify-center rounded-xl border border-zinc-200 bg-white p-4 sm:ps-17">
      <dt className="text-xs leading-snug text-zinc-500">
        <span className="absolute start-4 top-1/2 hidden size-10 -translate-y-1/2 items-center justify-center rounded-lg bg-brand-50 text-brand-700 sm:flex">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        {label}
      </dt>
      <dd className="text-2xl font-bold text-zinc-900 tabular-nums">{value}</dd>
    </div>
  );
}
