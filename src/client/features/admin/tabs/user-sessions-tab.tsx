// User Sessions: real visitors' sessions, latest first, paged by offset (the server leaves
// internal addresses out; a blanked address shows as 'Unknown IP').
import { adminSummaryResponseSchema, type AdminSummaryResponse, type AdminUserSession } from '@shared/contracts/admin-data';
import { useAdminPages } from '../api/admin-query';
import { useLoadError } from '../api/use-load-error';
import { DataTable, Time, type Column } from '../components/data-table';
import { LoadFailed, Loading, LoadMore } from '../components/load-state';
import { formatSessionDuration, type DateRange } from '../lib/format';

const COLUMNS: Column<AdminUserSession>[] = [
  { header: 'Address', cell: (s) => s.address },
  { header: 'First seen', cell: (s) => <Time iso={s.firstSeen} /> },
  { header: 'Last seen', cell: (s) => <Time iso={s.lastSeen} /> },
  { header: 'Duration', cell: (s) => formatSessionDuration(s.durationMinutes) },
  { header: 'Names', cell: (s) => s.names, numeric: true },
  { header: 'Likes', cell: (s) => s.likes, numeric: true },
  { header: 'Downloads', cell: (s) => s.downloads, numeric: true },
  { header: 'Cover actions', cell: (s) => s.coverActions, numeric: true },
];

const sessionsOf = (page: AdminSummaryResponse) => page.userSessions;

export function UserSessionsTab({ range }: { range: DateRange }) {
  const query = useAdminPages({ schema: adminSummaryResponseSchema, path: '/api/admin/summary', range, rowsOf: sessionsOf, cursor: 'offset' });
  useLoadError(query.error, 'user sessions');
  if (query.isPending) return <Loading what="user sessions" />;
  if (query.isError) return <LoadFailed what="user sessions" onRetry={() => void query.refetch()} />;
  const rows = query.data.pages.flatMap(sessionsOf);
  const total = query.data.pages[0]?.sessions ?? rows.length;
  return (
    <div className="grid gap-3">
      <p className="text-sm text-slate-600 dark:text-slate-400">{total.toLocaleString('en-US')} sessions from real visitors in the range.</p>
      <DataTable caption="User sessions" columns={COLUMNS} rows={rows} rowKey={(s, i) => `${s.address}-${i}`} testId="admin-sessions-table" />
      <LoadMore shown={rows.length} hasMore={query.hasNextPage} loading={query.isFetchingNextPage} onMore={() => void query.fetchNextPage()} />
    </div>
  );
}
