// The admin CSV downloads: read in pages of EXPORT_PAGE rows by id and streamed, so a large table
// never sits in memory. Everything is exported unless a date range is asked for.
import { EMAIL_SIGNUPS_CSV_COLUMNS, type AdminExportQuery } from '@shared/contracts/admin-data';
import type { AppContext } from '@server/app-context';
import type { Db } from '@server/db/client';
import * as repo from './admin-data.repo';
import type { TimeRange } from './admin-data.repo';
import type { CsvCell } from './csv';
import { exportAllTables } from './admin-export.repo';
import { resolveRange } from './admin-data.service';

export const EXPORT_PAGE = 1000;

type Cells = readonly CsvCell[];

export interface CsvExport {
  /** Part of the file name. */
  name: string;
  header: readonly string[];
  pages: AsyncIterable<Cells[]>;
}

/** Pages of rows in id order until a short page. */
async function* pagesById<T extends { id: number }>(read: (afterId: number) => Promise<T[]>, toCells: (row: T) => Cells): AsyncGenerator<Cells[]> {
  let after = 0;
  for (;;) {
    const found = await read(after);
    if (found.length > 0) yield found.map(toCells);
    const last = found.at(-1);
    if (!last || found.length < EXPORT_PAGE) return;
    after = last.id;
  }
}

/** The asked range, or none (everything) when neither end is given. */
function exportRange(ctx: AppContext, q: AdminExportQuery): TimeRange | undefined {
  return q.from || q.to ? resolveRange(ctx.clock.now(), q) : undefined;
}

export const SUBMISSION_CSV_COLUMNS = ['ID', 'Source', 'Subject', 'Genre', 'Influences', 'Vibe', 'Name', 'Email', 'Message', 'IP Address', 'Created At'] as const;

export function submissionsExport(ctx: AppContext, q: AdminExportQuery): CsvExport {
  const range = exportRange(ctx, q);
  return {
    name: q.source === 'generator' ? 'generator-data' : q.source === 'contact' ? 'contact-messages' : 'submissions',
    header: SUBMISSION_CSV_COLUMNS,
    pages: pagesById(
      (after) => repo.submissionsPage(ctx.db, range, after, EXPORT_PAGE, q.source),
      (s) => [s.id, s.source, s.subject, s.genre, s.influences, s.vibe, s.name, s.email, s.message, s.ipAddress, s.createdAt],
    ),
  };
}

export function emailSignupsExport(ctx: AppContext, q: AdminExportQuery): CsvExport {
  const range = exportRange(ctx, q);
  return {
    name: 'email-signups',
    header: EMAIL_SIGNUPS_CSV_COLUMNS,
    pages: pagesById(
      (after) => repo.emailSignupsPage(ctx.db, range, after, EXPORT_PAGE),
      (s) => [s.email, s.source, s.createdAt, s.ipAddress, s.notes],
    ),
  };
}

export const ALL_DATA_CSV_COLUMNS = ['Type', 'ID', 'Created At', 'IP Address', 'Band Name', 'Genre', 'Influences', 'Vibe', 'Details'] as const;

/** Every recorded visitor action of every table in one file, table by table. */
export function allDataExport(ctx: AppContext, q: AdminExportQuery): CsvExport {
  const range = exportRange(ctx, q);
  return { name: 'all-data', header: ALL_DATA_CSV_COLUMNS, pages: allPages(ctx.db, range) };
}

async function* allPages(db: Db, range: TimeRange | undefined): AsyncGenerator<Cells[]> {
  for (const table of exportAllTables) {
    yield* pagesById(
      (after) => table.page(db, range, after, EXPORT_PAGE),
      (row) => [table.type, row.id, row.createdAt, row.ipAddress, row.bandName, row.genre, row.influences, row.vibe, row.details],
    );
  }
}
