// Band Names: the recent names (up to 500, paged), the names made more than once, and the liked
// names, each collapsible. Names from internal addresses are kept apart under
// 'Development Band Names (Hidden)', closed by default (premium-and-admin.md sections 6 and 9).
import {
  ADMIN_RECENT_NAMES_MAX,
  adminBandNameListSchema,
  adminBandNamesResponseSchema,
  DEVELOPMENT_NAMES_LABEL,
  type AdminBandName,
  type AdminBandNamesResponse,
} from '@shared/contracts/admin-data';
import { useAdminPages } from '../api/admin-query';
import { useLoadError } from '../api/use-load-error';
import { DataTable, orDash, Time, type Column } from '../components/data-table';
import { LoadFailed, Loading, LoadMore } from '../components/load-state';
import { PagedList } from '../components/paged-list';
import { Section } from '../components/section';
import type { DateRange } from '../lib/format';

const NAME_COLUMNS: Column<AdminBandName>[] = [
  { header: 'Name', cell: (n) => <span className="font-medium">{n.name}</span> },
  { header: 'Genre', cell: (n) => n.genre },
  { header: 'Influences', cell: (n) => orDash(n.influences) },
  { header: 'Vibe', cell: (n) => orDash(n.vibe) },
  { header: 'Liked', cell: (n) => (n.isFavorite ? 'Yes' : 'No') },
  { header: 'Address', cell: (n) => orDash(n.ipAddress) },
  { header: 'Created', cell: (n) => <Time iso={n.createdAt} /> },
];

type Aggregate = AdminBandNamesResponse['aggregated'][number];
const AGGREGATE_COLUMNS: Column<Aggregate>[] = [
  { header: 'Name', cell: (a) => a.name },
  { header: 'Times generated', cell: (a) => a.count, numeric: true },
  { header: 'Likes', cell: (a) => a.liked, numeric: true },
  { header: 'First seen', cell: (a) => <Time iso={a.firstSeen} /> },
  { header: 'Last seen', cell: (a) => <Time iso={a.lastSeen} /> },
];

const rawOf = (page: AdminBandNamesResponse) => page.raw;

function RecentNames({ range }: { range: DateRange }) {
  const query = useAdminPages({
    schema: adminBandNamesResponseSchema,
    path: '/api/admin/band-names',
    range,
    rowsOf: rawOf,
    cursor: 'before',
    maxRows: ADMIN_RECENT_NAMES_MAX,
  });
  useLoadError(query.error, 'band names', 'Failed to load band names data');
  if (query.isPending) return <Loading what="band names" />;
  if (query.isError) return <LoadFailed what="band names" onRetry={() => void query.refetch()} />;
  const all = query.data.pages.flatMap(rawOf).slice(0, ADMIN_RECENT_NAMES_MAX);
  const real = all.filter((n) => !n.isInternal);
  const hidden = all.filter((n) => n.isInternal);
  const aggregated = query.data.pages[0]?.aggregated ?? [];
  return (
    <div className="grid gap-4">
      <Section title={`Recent Band Names (${real.length})`} testId="admin-recent-names">
        <DataTable caption="Recent band names" columns={NAME_COLUMNS} rows={real} rowKey={(n) => n.id} testId="admin-recent-names-table" />
        <LoadMore shown={real.length} hasMore={query.hasNextPage} loading={query.isFetchingNextPage} onMore={() => void query.fetchNextPage()} />
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">The list stops at the {ADMIN_RECENT_NAMES_MAX} most recent names.</p>
      </Section>
      <Section title={`Generated More Than Once (${aggregated.length})`} defaultOpen={false}>
        <DataTable caption="Band names generated more than once" columns={AGGREGATE_COLUMNS} rows={aggregated} rowKey={(a) => a.name} />
      </Section>
      <Section title={`${DEVELOPMENT_NAMES_LABEL} (${hidden.length})`} defaultOpen={false} testId="admin-development-names">
        <DataTable caption={DEVELOPMENT_NAMES_LABEL} columns={NAME_COLUMNS} rows={hidden} rowKey={(n) => n.id} empty="No names from internal addresses." />
      </Section>
    </div>
  );
}

export function BandNamesTab({ range }: { range: DateRange }) {
  return (
    <div className="grid gap-4">
      <RecentNames range={range} />
      <Section title="Liked Band Names" testId="admin-liked-names">
        <PagedList
          schema={adminBandNameListSchema}
          path="/api/admin/liked-band-names"
          range={range}
          what="liked band names"
          caption="Liked band names"
          columns={NAME_COLUMNS}
          testId="admin-liked-names-table"
          failureToast="Failed to load band names data"
        />
      </Section>
    </div>
  );
}
