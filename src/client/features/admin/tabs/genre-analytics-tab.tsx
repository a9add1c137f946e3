// Genre Analytics: the top 15 genres by names made, with their like rates, and the cover
// download and regeneration rates by genre (premium-and-admin.md section 9's thresholds).
import { ADMIN_TOP_GENRES, adminAlbumInteractionGenreListSchema, adminGenreLikesListSchema } from '@shared/contracts/admin-data';
import type { z } from 'zod';
import { useAdminData } from '../api/admin-query';
import { useLoadError } from '../api/use-load-error';
import { DataTable, type Column } from '../components/data-table';
import { LoadFailed, Loading } from '../components/load-state';
import { RateBadge } from '../components/rate-badge';
import { Heading } from '../components/section';
import {
  downloadRateTone,
  likeRateTone,
  RATE_TONE_LABEL,
  REGENERATION_TONE_LABEL,
  regenerationRateTone,
  type DateRange,
} from '../lib/format';

type GenreLikes = z.infer<typeof adminGenreLikesListSchema>[number];
type GenreCovers = z.infer<typeof adminAlbumInteractionGenreListSchema>[number];

const LIKE_COLUMNS: Column<GenreLikes>[] = [
  { header: 'Genre', cell: (g) => g.genre },
  { header: 'Names', cell: (g) => g.total, numeric: true },
  { header: 'Liked', cell: (g) => g.liked, numeric: true },
  {
    header: 'Like rate',
    cell: (g) => {
      const tone = likeRateTone(g.likePercentage);
      return <RateBadge percent={g.likePercentage} tone={tone} toneLabel={RATE_TONE_LABEL[tone]} />;
    },
    numeric: true,
  },
];

const COVER_COLUMNS: Column<GenreCovers>[] = [
  { header: 'Genre', cell: (g) => g.genre },
  { header: 'Generated', cell: (g) => g.generated, numeric: true },
  { header: 'Downloaded', cell: (g) => g.downloaded, numeric: true },
  { header: 'Regenerated', cell: (g) => g.regenerated, numeric: true },
  {
    header: 'Download rate',
    cell: (g) => {
      const tone = downloadRateTone(g.downloadPercentage);
      return <RateBadge percent={g.downloadPercentage} tone={tone} toneLabel={RATE_TONE_LABEL[tone]} />;
    },
    numeric: true,
  },
  {
    header: 'Regeneration rate',
    cell: (g) => {
      const tone = regenerationRateTone(g.regenerationPercentage);
      return <RateBadge percent={g.regenerationPercentage} tone={tone} toneLabel={REGENERATION_TONE_LABEL[tone]} />;
    },
    numeric: true,
  },
];

function LikesByGenre({ range }: { range: DateRange }) {
  const query = useAdminData(adminGenreLikesListSchema, '/api/admin/band-name-likes-by-genre', range);
  useLoadError(query.error, 'likes by genre');
  if (query.isPending) return <Loading what="likes by genre" />;
  if (query.isError) return <LoadFailed what="likes by genre" onRetry={() => void query.refetch()} />;
  return (
    <DataTable
      caption={`Band name likes by genre, top ${ADMIN_TOP_GENRES}`}
      columns={LIKE_COLUMNS}
      rows={query.data.slice(0, ADMIN_TOP_GENRES)}
      rowKey={(g) => g.genre}
      testId="admin-genre-likes-table"
    />
  );
}

function CoversByGenre({ range }: { range: DateRange }) {
  const query = useAdminData(adminAlbumInteractionGenreListSchema, '/api/admin/album-interactions-by-genre', range);
  useLoadError(query.error, 'album interactions by genre');
  if (query.isPending) return <Loading what="album interactions by genre" />;
  if (query.isError) return <LoadFailed what="album interactions by genre" onRetry={() => void query.refetch()} />;
  return (
    <DataTable
      caption={`Album cover downloads and regenerations by genre, top ${ADMIN_TOP_GENRES}`}
      columns={COVER_COLUMNS}
      rows={query.data.slice(0, ADMIN_TOP_GENRES)}
      rowKey={(g) => g.genre}
      testId="admin-genre-covers-table"
    />
  );
}

export function GenreAnalyticsTab({ range }: { range: DateRange }) {
  return (
    <div className="grid gap-8">
      <section>
        <Heading>Band name likes by genre</Heading>
        <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">Like rate: good at 5% or more, fair at 2% or more, else low.</p>
        <LikesByGenre range={range} />
      </section>
      <section>
        <Heading>Album covers by genre</Heading>
        <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">
          Download rate: good at 30% or more, fair at 15% or more, else low. Regeneration rate: very high at 20% or more, high at 10% or more.
        </p>
        <CoversByGenre range={range} />
      </section>
    </div>
  );
}
