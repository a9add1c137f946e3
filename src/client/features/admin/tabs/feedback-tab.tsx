// Feedback: what visitors said (star ratings and comments) and what they thought of their covers
// (the love / not-for-me answers: love rates by style and by genre, and the loved covers).
import type { z } from 'zod';
import {
  adminAlbumFeedbackGenreListSchema,
  adminAlbumFeedbackResponseSchema,
  adminUserFeedbackListSchema,
} from '@shared/contracts/admin-data';
import { useAdminData } from '../api/admin-query';
import { useLoadError } from '../api/use-load-error';
import { DataTable, orDash, Time, type Column } from '../components/data-table';
import { LoadFailed, Loading } from '../components/load-state';
import { PagedList } from '../components/paged-list';
import { Heading, Section } from '../components/section';
import { formatPercent, type DateRange } from '../lib/format';

type UserFeedback = z.infer<typeof adminUserFeedbackListSchema>[number];
type CoverFeedback = z.infer<typeof adminAlbumFeedbackResponseSchema>;
type GenreLove = z.infer<typeof adminAlbumFeedbackGenreListSchema>[number];

const USER_COLUMNS: Column<UserFeedback>[] = [
  { header: 'Rating', cell: (f) => `${f.rating} of 5`, numeric: true },
  { header: 'Comment', cell: (f) => orDash(f.comment) },
  { header: 'Address', cell: (f) => orDash(f.ipAddress) },
  { header: 'When', cell: (f) => <Time iso={f.createdAt} /> },
];
const STYLE_COLUMNS: Column<CoverFeedback['stats'][number]>[] = [
  { header: 'Cover style', cell: (s) => orDash(s.albumCoverStyle) },
  { header: 'Answers', cell: (s) => s.total, numeric: true },
  { header: 'Loved', cell: (s) => s.loved, numeric: true },
  { header: 'Love rate', cell: (s) => formatPercent(s.lovePercentage), numeric: true },
];
const GENRE_COLUMNS: Column<GenreLove>[] = [
  { header: 'Genre', cell: (g) => g.genre },
  { header: 'Answers', cell: (g) => g.total, numeric: true },
  { header: 'Loved', cell: (g) => g.loved, numeric: true },
  { header: 'Love rate', cell: (g) => formatPercent(g.lovePercentage), numeric: true },
];
const COVER_COLUMNS: Column<CoverFeedback['raw'][number]>[] = [
  { header: 'Band name', cell: (c) => orDash(c.bandName) },
  { header: 'Answer', cell: (c) => (c.feedback === 'love' ? 'Love it' : c.feedback === 'not_for_me' ? 'Not for me' : orDash(c.feedback)) },
  { header: 'Genre', cell: (c) => orDash(c.genre) },
  { header: 'Style', cell: (c) => orDash(c.albumCoverStyle) },
  { header: 'When', cell: (c) => <Time iso={c.createdAt} /> },
];

function CoverFeedbackSection({ range }: { range: DateRange }) {
  const covers = useAdminData(adminAlbumFeedbackResponseSchema, '/api/admin/album-feedback', range);
  const genres = useAdminData(adminAlbumFeedbackGenreListSchema, '/api/admin/album-feedback-by-genre', range);
  useLoadError(covers.error ?? genres.error, 'cover feedback');
  if (covers.isPending || genres.isPending) return <Loading what="cover feedback" />;
  if (covers.isError || genres.isError) return <LoadFailed what="cover feedback" onRetry={() => void Promise.all([covers.refetch(), genres.refetch()])} />;
  return (
    <div className="grid gap-4">
      <div className="grid gap-6 lg:grid-cols-2">
        <DataTable caption="Love rate by cover style" columns={STYLE_COLUMNS} rows={covers.data.stats} rowKey={(s) => s.albumCoverStyle ?? ''} testId="admin-cover-love-styles" />
        <DataTable caption="Love rate by genre" columns={GENRE_COLUMNS} rows={genres.data} rowKey={(g) => g.genre} testId="admin-cover-love-genres" />
      </div>
      <Section title={`Loved covers (${covers.data.lovedCovers.length})`}>
        <DataTable caption="Loved covers" columns={COVER_COLUMNS} rows={covers.data.lovedCovers} rowKey={(c) => c.id} testId="admin-loved-covers" />
      </Section>
      <Section title="Every answer" defaultOpen={false}>
        <DataTable caption="Cover answers" columns={COVER_COLUMNS} rows={covers.data.raw} rowKey={(c) => c.id} testId="admin-cover-answers" />
      </Section>
    </div>
  );
}

export function FeedbackTab({ range }: { range: DateRange }) {
  return (
    <div className="grid gap-6">
      <div>
        <Heading>Cover feedback</Heading>
        <CoverFeedbackSection range={range} />
      </div>
      <div>
        <Heading>Visitor feedback</Heading>
        <PagedList schema={adminUserFeedbackListSchema} path="/api/admin/user-feedback" range={range} what="feedback" caption="Visitor feedback" columns={USER_COLUMNS} testId="admin-user-feedback-table" />
      </div>
    </div>
  );
}
