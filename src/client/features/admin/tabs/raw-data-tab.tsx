// Raw Data: the submissions, as sub-tabs Generator Data and Contact Form; each raw (paged) and
// aggregated (the generator's inputs grouped, most frequent first).
import { useState } from 'react';
import type { z } from 'zod';
import { adminSubmissionSchema, adminSubmissionsResponseSchema, type AdminSubmissionsResponse } from '@shared/contracts/admin-data';
import { Tabs } from '@client/components/ui/tabs';
import { useAdminPages } from '../api/admin-query';
import { useLoadError } from '../api/use-load-error';
import { DataTable, orDash, Time, type Column } from '../components/data-table';
import { LoadFailed, Loading, LoadMore } from '../components/load-state';
import { Heading } from '../components/section';
import type { DateRange } from '../lib/format';

type Submission = z.infer<typeof adminSubmissionSchema>;
type Aggregate = AdminSubmissionsResponse['aggregated'][number];
type Source = 'generator' | 'contact';

const GENERATOR_COLUMNS: Column<Submission>[] = [
  { header: 'Genre', cell: (s) => orDash(s.genre) },
  { header: 'Influences', cell: (s) => orDash(s.influences) },
  { header: 'Vibe', cell: (s) => orDash(s.vibe) },
  { header: 'Subject', cell: (s) => orDash(s.subject) },
  { header: 'Submitted', cell: (s) => <Time iso={s.createdAt} /> },
];

const CONTACT_COLUMNS: Column<Submission>[] = [
  { header: 'Name', cell: (s) => orDash(s.name) },
  { header: 'Email', cell: (s) => orDash(s.email) },
  { header: 'Subject', cell: (s) => orDash(s.subject) },
  { header: 'Message', cell: (s) => <span className="block max-w-lg whitespace-pre-wrap">{s.message ?? '—'}</span> },
  { header: 'Submitted', cell: (s) => <Time iso={s.createdAt} /> },
];

const AGGREGATE_COLUMNS: Column<Aggregate>[] = [
  { header: 'Genre', cell: (a) => orDash(a.genre) },
  { header: 'Influences', cell: (a) => orDash(a.influences) },
  { header: 'Vibe', cell: (a) => orDash(a.vibe) },
  { header: 'Count', cell: (a) => a.count, numeric: true },
  { header: 'First seen', cell: (a) => <Time iso={a.firstSeen} /> },
  { header: 'Last seen', cell: (a) => <Time iso={a.lastSeen} /> },
];

const rawOf = (page: AdminSubmissionsResponse) => page.raw;

function Submissions({ range, source }: { range: DateRange; source: Source }) {
  const query = useAdminPages({ schema: adminSubmissionsResponseSchema, path: '/api/admin/submissions', range, extra: { source }, rowsOf: rawOf, cursor: 'before' });
  useLoadError(query.error, 'submissions', 'Failed to load submissions');
  if (query.isPending) return <Loading what="submissions" />;
  if (query.isError) return <LoadFailed what="submissions" onRetry={() => void query.refetch()} />;
  const raw = query.data.pages.flatMap(rawOf);
  const aggregated = query.data.pages[0]?.aggregated ?? [];
  const label = source === 'generator' ? 'Generator' : 'Contact form';
  return (
    <div className="grid gap-8">
      {source === 'generator' && (
        <section>
          <Heading>Aggregated</Heading>
          <DataTable caption="Generator submissions, aggregated" columns={AGGREGATE_COLUMNS} rows={aggregated} rowKey={(a, i) => `${a.genre}-${a.influences}-${a.vibe}-${i}`} testId="admin-submissions-aggregated" />
        </section>
      )}
      <section>
        <Heading>Raw</Heading>
        <DataTable
          caption={`${label} submissions`}
          columns={source === 'generator' ? GENERATOR_COLUMNS : CONTACT_COLUMNS}
          rows={raw}
          rowKey={(s) => s.id}
          testId={`admin-submissions-${source}`}
        />
        <LoadMore shown={raw.length} hasMore={query.hasNextPage} loading={query.isFetchingNextPage} onMore={() => void query.fetchNextPage()} />
      </section>
    </div>
  );
}

const SUB_TABS = [
  { id: 'generator', label: 'Generator Data' },
  { id: 'contact', label: 'Contact Form' },
] as const;

export function RawDataTab({ range }: { range: DateRange }) {
  const [source, setSource] = useState<Source>('generator');
  return (
    <Tabs label="Raw data" items={SUB_TABS} value={source} onChange={setSource} idPrefix="admin-raw">
      <Submissions key={source} range={range} source={source} />
    </Tabs>
  );
}
