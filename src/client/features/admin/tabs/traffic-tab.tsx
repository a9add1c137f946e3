// Traffic: the first-party page views and events of the range, with a chart of daily visitors and
// generations (all traffic, internal addresses included), the events by name, the top pages and
// the latest events.
import { lazy, Suspense } from 'react';
import type { z } from 'zod';
import { adminEventListSchema, adminTrafficResponseSchema } from '@shared/contracts/admin-insights';
import { useAdminData } from '../api/admin-query';
import { useLoadError } from '../api/use-load-error';
import { DataTable, orDash, Time, type Column } from '../components/data-table';
import { LoadFailed, Loading } from '../components/load-state';
import { PagedList } from '../components/paged-list';
import { Heading, Section } from '../components/section';
import { StatGrid } from '../components/stat-grid';
import type { DateRange } from '../lib/format';

const TrafficChart = lazy(() => import('../components/traffic-chart'));

type Traffic = z.infer<typeof adminTrafficResponseSchema>;
type Event = z.infer<typeof adminEventListSchema>[number];

const DAY_COLUMNS: Column<Traffic['daily'][number]>[] = [
  { header: 'Day', cell: (d) => d.day },
  { header: 'Visitors', cell: (d) => d.visitors, numeric: true },
  { header: 'Page views', cell: (d) => d.pageViews, numeric: true },
  { header: 'Names', cell: (d) => d.names, numeric: true },
  { header: 'Covers', cell: (d) => d.covers, numeric: true },
];
const EVENT_COUNT_COLUMNS: Column<Traffic['events'][number]>[] = [
  { header: 'Event', cell: (e) => e.name },
  { header: 'Count', cell: (e) => e.count, numeric: true },
];
const PAGE_COLUMNS: Column<Traffic['topPages'][number]>[] = [
  { header: 'Page', cell: (p) => p.path || '(none)' },
  { header: 'Views', cell: (p) => p.views, numeric: true },
];
const EVENT_COLUMNS: Column<Event>[] = [
  { header: 'Event', cell: (e) => e.name },
  { header: 'Page', cell: (e) => orDash(e.path) },
  { header: 'Details', cell: (e) => orDash(e.properties ? Object.entries(e.properties).map(([k, v]) => `${k}: ${String(v)}`).join(', ') : null) },
  { header: 'Address', cell: (e) => orDash(e.ipAddress) },
  { header: 'When', cell: (e) => <Time iso={e.createdAt} /> },
];

export function TrafficTab({ range }: { range: DateRange }) {
  const query = useAdminData(adminTrafficResponseSchema, '/api/admin/traffic', range);
  useLoadError(query.error, 'traffic');
  if (query.isPending) return <Loading what="traffic" />;
  if (query.isError) return <LoadFailed what="traffic" onRetry={() => void query.refetch()} />;
  const t = query.data;
  const total = (key: 'visitors' | 'pageViews' | 'names' | 'covers') => t.daily.reduce((n, d) => n + d[key], 0);
  return (
    <div className="grid gap-6">
      <StatGrid
        testId="admin-traffic-stats"
        stats={[
          { label: 'Visitors (sum of days)', value: total('visitors') },
          { label: 'Page views', value: total('pageViews') },
          { label: 'Names generated', value: total('names') },
          { label: 'Covers generated', value: total('covers') },
        ]}
      />
      <div>
        <Heading>Daily visitors and generations</Heading>
        <p className="mb-2 text-sm text-slate-600 dark:text-slate-400">All traffic, internal addresses included; UTC days.</p>
        <Suspense fallback={<Loading what="chart" />}>
          <TrafficChart points={t.daily} />
        </Suspense>
      </div>
      <Section title="By day" defaultOpen={false}>
        <DataTable caption="Visitors, page views and generations by day" columns={DAY_COLUMNS} rows={[...t.daily].reverse()} rowKey={(d) => d.day} testId="admin-traffic-days" />
      </Section>
      <div className="grid gap-6 lg:grid-cols-2">
        <div>
          <Heading>Events</Heading>
          <DataTable caption="Events by name" columns={EVENT_COUNT_COLUMNS} rows={t.events} rowKey={(e) => e.name} testId="admin-event-counts" />
        </div>
        <div>
          <Heading>Top pages</Heading>
          <DataTable caption="Most viewed pages" columns={PAGE_COLUMNS} rows={t.topPages} rowKey={(p) => p.path} testId="admin-top-pages" />
        </div>
      </div>
      <Section title="Latest events">
        <PagedList schema={adminEventListSchema} path="/api/admin/events" range={range} what="events" caption="Latest events" columns={EVENT_COLUMNS} testId="admin-events-table" />
      </Section>
    </div>
  );
}
