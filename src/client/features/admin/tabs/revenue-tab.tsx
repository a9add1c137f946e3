// Revenue: premium users by plan today, the money of the range by week (subscriptions, lifetime
// plans, tips), cancellations, and the funnel from an upgrade click to a started checkout to a
// paid one. Subscription money counts first payments (the checkouts); renewals are in Stripe.
import type { z } from 'zod';
import { adminRevenueResponseSchema } from '@shared/contracts/admin-insights';
import { useAdminData } from '../api/admin-query';
import { useLoadError } from '../api/use-load-error';
import { DataTable, type Column } from '../components/data-table';
import { LoadFailed, Loading } from '../components/load-state';
import { Heading } from '../components/section';
import { StatGrid } from '../components/stat-grid';
import { formatMoney, formatPercent, type DateRange } from '../lib/format';

type Week = z.infer<typeof adminRevenueResponseSchema>['weekly'][number];

const WEEK_COLUMNS: Column<Week>[] = [
  { header: 'Week of', cell: (w) => w.week },
  { header: 'Subscriptions', cell: (w) => formatMoney(w.subscriptionCents), numeric: true },
  { header: 'Lifetime', cell: (w) => formatMoney(w.lifetimeCents), numeric: true },
  { header: 'Tips', cell: (w) => formatMoney(w.tipCents), numeric: true },
  { header: 'Purchases', cell: (w) => w.purchases, numeric: true },
  { header: 'Cancellations', cell: (w) => w.cancellations, numeric: true },
];

export function RevenueTab({ range }: { range: DateRange }) {
  const query = useAdminData(adminRevenueResponseSchema, '/api/admin/revenue', range);
  useLoadError(query.error, 'revenue');
  if (query.isPending) return <Loading what="revenue" />;
  if (query.isError) return <LoadFailed what="revenue" onRetry={() => void query.refetch()} />;
  const { premiumUsers, totals, funnel, weekly } = query.data;
  return (
    <div className="grid gap-6">
      <div>
        <Heading>Premium users today</Heading>
        <StatGrid
          testId="admin-premium-users"
          stats={[
            { label: 'Monthly subscribers', value: premiumUsers.monthly },
            { label: 'Lifetime members', value: premiumUsers.lifetime },
            { label: 'All premium users', value: premiumUsers.total },
          ]}
        />
      </div>
      <div>
        <Heading>In this date range</Heading>
        <StatGrid
          testId="admin-revenue-totals"
          stats={[
            { label: 'Subscription revenue', value: formatMoney(totals.subscriptionCents), hint: 'First payments; renewals are in Stripe' },
            { label: 'Lifetime revenue', value: formatMoney(totals.lifetimeCents) },
            { label: 'Tips', value: formatMoney(totals.tipCents) },
            { label: 'Cancellations', value: totals.cancellations },
          ]}
        />
      </div>
      <div>
        <Heading>Upgrade funnel</Heading>
        <ol className="grid gap-3 sm:grid-cols-3" data-testid="admin-funnel">
          {[
            { label: 'Upgrade clicks', value: funnel.upgradeClicks, rate: undefined },
            { label: 'Checkouts started', value: funnel.checkoutsStarted, rate: funnel.clickToCheckoutPercentage },
            { label: 'Paid', value: funnel.paid, rate: funnel.checkoutToPaidPercentage },
          ].map((step, i) => (
            <li key={step.label} className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
              <p className="text-xs font-medium text-slate-600 dark:text-slate-400">{step.label}</p>
              <p className="mt-1 text-2xl font-bold tabular-nums" data-testid={`admin-funnel-step-${i}`}>
                {step.value.toLocaleString('en-US')}
              </p>
              {step.rate !== undefined && (
                <p className="mt-1 text-xs text-slate-600 dark:text-slate-400" data-testid={`admin-funnel-rate-${i}`}>
                  {step.rate === null ? '—' : formatPercent(step.rate)} of the step before
                </p>
              )}
            </li>
          ))}
        </ol>
      </div>
      <div>
        <Heading>By week</Heading>
        <DataTable caption="Revenue and cancellations by week" columns={WEEK_COLUMNS} rows={weekly} rowKey={(w) => w.week} testId="admin-revenue-weeks" />
      </div>
    </div>
  );
}
