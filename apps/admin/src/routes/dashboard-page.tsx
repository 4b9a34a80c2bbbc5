import {
  cachedNumberFormat,
  formatCalendarDay,
  formatMoney,
  formatNumber,
  type AdminDashboardResponse,
} from '@matjar/core';
import { useDashboard } from '../features/dashboard/api/dashboard';
import { DailyBarChart } from '../ui/daily-bar-chart';
import { LowStockList } from '../features/dashboard/low-stock-list';
import { LowGiftCodesList } from '../features/dashboard/low-gift-codes-list';
import { TodayFigures } from '../features/dashboard/today-figures';
import { CashPanel, ToActOn } from '../features/dashboard/to-act-on';
import { WhatsAppProblemAlert } from '../features/settings/whatsapp-problem-alert';
import { useI18n } from '../i18n/language-context';
import { useWhatsAppStatus } from '../lib/api/whatsapp-status';
import { useCan } from '../lib/session/use-can';
import { PageHeading } from '../ui/page-heading';
import { QueryState } from '../ui/query-state';

/**
 * Back-office §2 Dashboard as today's cockpit, by the Doha day: today's orders and revenue against
 * the same hours yesterday and last week, what waits for staff, cash on delivery, 30 days of orders and
 * revenue, products running low.
 */
export function DashboardPage() {
  const { t } = useI18n();
  const dashboard = useDashboard();
  // Every message failing the same way is worth the top of the page until a message goes through again.
  const problem = useWhatsAppStatus({ fresh: true }).data?.send_problem;
  const can = useCan();

  return (
    <>
      <PageHeading title={t('nav.dashboard')} />
      {problem && (
        <div className="mt-6">
          <WhatsAppProblemAlert problem={problem} withLink={can('whatsapp.manage')} />
        </div>
      )}
      <div className="mt-6">
        <QueryState query={dashboard} errorTitle={t('dashboard.loadFailed')}>
          {(data) => <DashboardContent data={data} />}
        </QueryState>
      </div>
    </>
  );
}

function DashboardContent({ data }: { data: AdminDashboardResponse }) {
  const { t, language } = useI18n();
  const compact = (value: number) =>
    cachedNumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
  const ordersTotal = data.days.reduce((sum, day) => sum + day.orders, 0);
  const revenueTotal = data.days.reduce((sum, day) => sum + day.revenue, 0);
  const day = (iso: string) => formatCalendarDay(iso, language);
  const daysCount = formatNumber(data.days.length, language);

  return (
    <div className="space-y-6">
      <TodayFigures today={data.today} />
      <div className="grid gap-4 lg:grid-cols-2">
        <ToActOn data={data} />
        <CashPanel data={data} />
      </div>
      <LowStockList items={data.low_stock} total={data.low_stock_products} below={data.low_stock_below} />
      <LowGiftCodesList items={data.low_gift_codes} />
      <div className="grid gap-4 lg:grid-cols-2">
        <DailyBarChart
          title={t('dashboard.ordersPerDay', { days: daysCount })}
          summary={t('dashboard.ordersSummary', { count: ordersTotal })}
          days={data.days}
          value={(d) => d.orders}
          integer
          formatValue={(value) => formatNumber(value, language)}
          formatAxis={compact}
          formatDay={day}
          barClass="fill-brand-600"
        />
        <DailyBarChart
          title={t('dashboard.revenuePerDay', { days: daysCount })}
          summary={formatMoney(revenueTotal, language)}
          days={data.days}
          value={(d) => d.revenue}
          formatValue={(value) => formatMoney(value, language)}
          // Axis in riyals: dirhams are an internal unit.
          formatAxis={(dirhams) => compact(dirhams / 100)}
          formatDay={day}
          barClass="fill-emerald-600"
        />
      </div>
    </div>
  );
}
