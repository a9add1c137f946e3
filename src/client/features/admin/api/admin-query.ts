// Every admin data call is a GET behind the admin session, limited to the dashboard's date range.
// One place builds their addresses, keys and pages, so each tab names only its endpoint and contract.
// All keys start with ADMIN_QUERY_ROOT: logout removes them together (the answers are personal data).
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { ADMIN_PAGE } from '@shared/contracts/admin-data';
import { apiJson } from '@client/lib/api';
import type { DateRange } from '../lib/format';

export const ADMIN_QUERY_ROOT = 'admin';

type Params = Record<string, string | number | undefined>;

/** The path with its query string; undefined values are left out. */
export function adminUrl(path: string, params: Params): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

export function adminQueryOptions<S extends z.ZodType>(schema: S, path: string, params: Params) {
  return queryOptions({
    queryKey: [ADMIN_QUERY_ROOT, path, params] as const,
    queryFn: () => apiJson(schema, 'GET', adminUrl(path, params)),
  });
}

/** One answer for the range (aggregates, summaries). */
export function useAdminData<S extends z.ZodType>(schema: S, path: string, range: DateRange, extra: Params = {}) {
  return useQuery(adminQueryOptions(schema, path, { ...range, ...extra }));
}

interface PagedOptions<P> {
  schema: z.ZodType<P>;
  path: string;
  range: DateRange;
  extra?: Params;
  /** The rows of a page that the cursor moves over. */
  rowsOf: (page: P) => readonly object[];
  /** Lists page by the last id ('before'); aggregate tables by rows already shown ('offset'). */
  cursor: 'before' | 'offset';
  limit?: number;
  /** No page past this many rows (the recent band names stop at 500). */
  maxRows?: number;
}

/** The id of a list row: the 'before' cursor of the next page. */
function idOf(row: object | undefined): number | undefined {
  return row && 'id' in row && typeof row.id === 'number' ? row.id : undefined;
}

/** A list read page by page with 'Load more'. */
export function useAdminPages<P>({ schema, path, range, extra = {}, rowsOf, cursor, limit = ADMIN_PAGE.defaultLimit, maxRows }: PagedOptions<P>) {
  const params = { ...range, ...extra, limit };
  return useInfiniteQuery({
    queryKey: [ADMIN_QUERY_ROOT, path, 'pages', params] as const,
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) => apiJson(schema, 'GET', adminUrl(path, { ...params, [cursor]: pageParam })),
    getNextPageParam: (last, all) => {
      const rows = rowsOf(last);
      if (rows.length < limit) return undefined;
      const shown = all.reduce((n, page) => n + rowsOf(page).length, 0);
      if (maxRows !== undefined && shown >= maxRows) return undefined;
      return cursor === 'offset' ? shown : idOf(rows[rows.length - 1]);
    },
  });
}
