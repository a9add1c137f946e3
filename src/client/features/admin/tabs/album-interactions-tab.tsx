// Album Interactions: every cover generated, downloaded or regenerated, newest first.
import type { z } from 'zod';
import { adminAlbumInteractionListSchema } from '@shared/contracts/admin-data';
import { orDash, Time, type Column } from '../components/data-table';
import { PagedList } from '../components/paged-list';
import type { DateRange } from '../lib/format';

type Interaction = z.infer<typeof adminAlbumInteractionListSchema>[number];

const COLUMNS: Column<Interaction>[] = [
  { header: 'Action', cell: (a) => a.interactionType },
  { header: 'Band name', cell: (a) => orDash(a.bandName) },
  { header: 'Genre', cell: (a) => orDash(a.genre) },
  { header: 'Vibe', cell: (a) => orDash(a.vibe) },
  { header: 'Art style', cell: (a) => orDash(a.artStyle) },
  {
    header: 'Image',
    cell: (a) =>
      a.imageUrl ? (
        <a href={a.imageUrl} target="_blank" rel="noreferrer noopener" className="text-brand-700 underline dark:text-brand-300">
          Open<span className="sr-only"> the image of {a.bandName ?? 'this cover'}</span>
        </a>
      ) : (
        orDash(null)
      ),
  },
  { header: 'Address', cell: (a) => orDash(a.ipAddress) },
  { header: 'Time', cell: (a) => <Time iso={a.createdAt} /> },
];

export function AlbumInteractionsTab({ range }: { range: DateRange }) {
  return (
    <PagedList
      schema={adminAlbumInteractionListSchema}
      path="/api/admin/album-interactions"
      range={range}
      what="album interactions"
      caption="Album interactions"
      columns={COLUMNS}
      testId="admin-album-interactions-table"
    />
  );
}
