// A dashboard table over the shared table primitive: a caption for screen readers, column
// headers, an empty row, and sideways scrolling on a narrow screen (the primitive's box).
import type { ReactNode } from 'react';
import { formatTime } from '../lib/format';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@client/components/ui/table';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Right-aligned numbers. */
  numeric?: boolean;
}

export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  empty = 'Nothing in this date range.',
  testId,
}: {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => string | number;
  empty?: string;
  testId?: string;
}) {
  return (
    <Table caption={caption} data-testid={testId}>
      <TableHead>
        <TableRow>
          {columns.map((c) => (
            <TableHeader key={c.header} className={c.numeric ? 'text-right' : undefined}>
              {c.header}
            </TableHeader>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.length === 0 ? (
          <TableRow>
            <TableCell colSpan={columns.length} className="text-slate-600 dark:text-slate-400">
              {empty}
            </TableCell>
          </TableRow>
        ) : (
          rows.map((row, i) => (
            <TableRow key={rowKey(row, i)}>
              {columns.map((c) => (
                <TableCell key={c.header} className={c.numeric ? 'text-right tabular-nums' : 'break-words'}>
                  {c.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}

/** A nullable text cell: a dash the eye skips, read as 'none'. */
export function orDash(value: string | null | undefined): ReactNode {
  if (value) return value;
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">none</span>
    </>
  );
}

/** A time cell: kept on one line, with the machine-readable time for assistive technology. */
export function Time({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} className="whitespace-nowrap">
      {formatTime(iso)}
    </time>
  );
}
