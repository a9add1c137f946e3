// API Costs: today's and the range's costs, calls and errors, then the week ending on the range's
// last day, by day, api_type, endpoint and model. Costs come in cents and show in dollars.
import type { z } from 'zod';
import { adminApiUsageResponseSchema, apiUsageRowSchema } from '@shared/contracts/admin-data';
import { useAdminData } from '../api/admin-query';
import { useLoadError } from '../api/use-load-error';
import { DataTable, orDash, type Column } from '../components/data-table';
import { LoadFailed, Loading } from '../components/load-state';
import { Heading } from '../components/section';
import { StatGrid } from '../components/stat-grid';
import { formatCents, formatDollars, type DateRange } from '../lib/format';

type UsageRow = z.infer<typeof apiUsageRowSchema>;

const COLUMNS: Column<UsageRow>[] = [
  { header: 'Day', cell: (r) => r.date },
  { header: 'API type', cell: (r) => orDash(r.api_type) },
  { header: 'Endpoint', cell: (r) => orDash(r.endpoint) },
  { header: 'Model', cell: (r) => orDash(r.model) },
  { header: 'Calls', cell: (r) => r.call_count, numeric: true },
  { header: 'Tokens', cell: (r) => r.total_tokens.toLocaleString('en-US'), numeric: true },
  { header: 'Cost', cell: (r) => formatCents(r.total_cost_cents), numeric: true },
  { header: 'Errors', cell: (r) => r.error_count, numeric: true },
];

const rowKey = (r: UsageRow) => `${r.date}|${r.api_type}|${r.endpoint}|${r.model}`;

/** The one query the tab and its label share (the label shows today's cost). */
export function useApiUsage(range: DateRange) {
  return useAdminData(adminApiUsageResponseSchema, '/api/admin/api-usage', range);
}

export function ApiCostsTab({ range }: { range: DateRange }) {
  const query = useApiUsage(range);
  useLoadError(query.error, 'API usage');
  if (query.isPending) return <Loading what="API usage" />;
  if (query.isError) return <LoadFailed what="API usage" onRetry={() => void query.refetch()} />;
  const { summary, weeklyStats, todayStats } = query.data;
  return (
    <div className="grid gap-8">
      <StatGrid
        testId="admin-api-summary"
        stats={[
          { label: 'Cost today', value: formatDollars(summary.todayCostDollars) },
          { label: 'Cost in the range', value: formatDollars(summary.totalCostDollars) },
          { label: 'Calls in the range', value: summary.totalCalls },
          { label: 'Errors in the range', value: summary.totalErrors },
          { label: 'Cost this week', value: formatDollars(weeklyStats.summary.totalCostDollars) },
          { label: 'Calls this week', value: weeklyStats.summary.totalCalls },
        ]}
      />
      <section>
        <Heading>Today</Heading>
        <DataTable caption="Today's API usage" columns={COLUMNS} rows={todayStats} rowKey={rowKey} empty="No API calls today." testId="admin-api-today" />
      </section>
      <section>
        <Heading>Last 7 days</Heading>
        <DataTable caption="API usage by day, type, endpoint and model" columns={COLUMNS} rows={weeklyStats.dailyStats} rowKey={rowKey} testId="admin-api-weekly" />
      </section>
    </div>
  );
}
