// Name Downloads: each download of a list of band names, newest first.
import type { z } from 'zod';
import { adminNameDownloadListSchema } from '@shared/contracts/admin-data';
import { orDash, Time, type Column } from '../components/data-table';
import { PagedList } from '../components/paged-list';
import type { DateRange } from '../lib/format';

type NameDownload = z.infer<typeof adminNameDownloadListSchema>[number];

const COLUMNS: Column<NameDownload>[] = [
  { header: 'Band names', cell: (d) => <span className="line-clamp-3 max-w-md">{d.bandNames}</span> },
  { header: 'Count', cell: (d) => d.nameCount ?? '—', numeric: true },
  { header: 'Type', cell: (d) => d.downloadType },
  { header: 'Genre', cell: (d) => orDash(d.genre) },
  { header: 'Address', cell: (d) => orDash(d.ipAddress) },
  { header: 'Downloaded', cell: (d) => <Time iso={d.createdAt} /> },
];

export function NameDownloadsTab({ range }: { range: DateRange }) {
  return (
    <PagedList
      schema={adminNameDownloadListSchema}
      path="/api/admin/name-downloads"
      range={range}
      what="name downloads"
      caption="Name downloads"
      columns={COLUMNS}
      testId="admin-name-downloads-table"
    />
  );
}
