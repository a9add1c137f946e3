// A tab's paged table: one admin list endpoint read 100 rows at a time with 'Load more'.
import type { z } from 'zod';
import { useAdminPages } from '../api/admin-query';
import { useLoadError } from '../api/use-load-error';
import type { DateRange } from '../lib/format';
import { DataTable, type Column } from './data-table';
import { LoadFailed, Loading, LoadMore } from './load-state';

export function PagedList<T extends { id: number }>({
  schema,
  path,
  range,
  what,
  caption,
  columns,
  testId,
  extra,
  failureToast,
}: {
  schema: z.ZodType<T[]>;
  path: string;
  range: DateRange;
  /** What the rows are, in words ('name downloads'). */
  what: string;
  caption: string;
  columns: readonly Column<T>[];
  testId: string;
  extra?: Record<string, string>;
  /** A toast on failure (section 8 names two); other lists are only logged. */
  failureToast?: string;
}) {
  const query = useAdminPages({ schema, path, range, extra, rowsOf: (page: T[]) => page, cursor: 'before' });
  useLoadError(query.error, what, failureToast);
  if (query.isPending) return <Loading what={what} />;
  if (query.isError) return <LoadFailed what={what} onRetry={() => void query.refetch()} />;
  const rows = query.data.pages.flat();
  return (
    <>
      <DataTable caption={caption} columns={columns} rows={rows} rowKey={(r) => r.id} testId={testId} />
      <LoadMore shown={rows.length} hasMore={query.hasNextPage} loading={query.isFetchingNextPage} onMore={() => void query.fetchNextPage()} />
    </>
  );
}
