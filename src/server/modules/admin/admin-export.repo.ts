// The 'Download All Data' export's reads: each table's rows in one common shape (band name, genre,
// influences, vibe and a details column for the rest), a page at a time in id order.
import { and, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@server/db/client';
import * as t from '@server/db/schema/index';
import { IS_GENERATOR, type TimeRange } from './admin-data.repo';

export interface ExportRow {
  id: number;
  createdAt: Date;
  ipAddress: string | null;
  bandName: string | null;
  genre: string | null;
  influences: string | null;
  vibe: string | null;
  details: string | null;
}

export interface ExportTable {
  /** The Type column's text. */
  type: string;
  page(db: Db, range: TimeRange | undefined, afterId: number, limit: number): Promise<ExportRow[]>;
}

const none = sql<string | null>`null::text`;

/** A table the export reads: every one has an id and a creation time, and most the visitor's address. */
type ExportedTable = PgTable & { id: PgColumn; createdAt: PgColumn; ipAddress?: PgColumn };

/** The columns that differ from table to table, filling the common shape's other columns. */
interface Columns {
  bandName?: PgColumn | SQL;
  genre?: PgColumn;
  influences?: PgColumn;
  vibe?: PgColumn;
  details: SQL;
}

function table(type: string, from: ExportedTable, c: Columns, only?: SQL): ExportTable {
  return {
    type,
    async page(db, range, afterId, limit) {
      const found = await db
        .select({
          id: sql<number>`${from.id}`.mapWith(Number),
          createdAt: sql<Date>`${from.createdAt}`.mapWith((v: unknown) => (v instanceof Date ? v : new Date(String(v)))),
          ipAddress: sql<string | null>`${from.ipAddress ?? none}`,
          bandName: sql<string | null>`${c.bandName ?? none}`,
          genre: sql<string | null>`${c.genre ?? none}`,
          influences: sql<string | null>`${c.influences ?? none}`,
          vibe: sql<string | null>`${c.vibe ?? none}`,
          details: sql<string | null>`${c.details}`,
        })
        .from(from)
        .where(and(sql`${from.id} > ${afterId}`, range ? gte(from.createdAt, range.from) : undefined, range ? lt(from.createdAt, range.to) : undefined, only))
        .orderBy(from.id)
        .limit(limit);
      return found;
    },
  };
}

export const exportAllTables: readonly ExportTable[] = [
  table('Band name', t.bandNames, {
    bandName: t.bandNames.name,
    genre: t.bandNames.genre,
    influences: t.bandNames.influences,
    vibe: t.bandNames.vibe,
    details: sql`case when ${t.bandNames.isFavorite} then 'liked' else '' end`,
  }),
  table(
    'Generator submission',
    t.formSubmissions,
    {
      genre: t.formSubmissions.genre,
      influences: t.formSubmissions.influences,
      vibe: t.formSubmissions.vibe,
      details: sql`${t.formSubmissions.subject}`,
    },
    IS_GENERATOR,
  ),
  table(
    'Contact message',
    t.formSubmissions,
    {
      details: sql`concat_ws(E'\n', ${t.formSubmissions.name}, ${t.formSubmissions.email}, ${t.formSubmissions.subject}, ${t.formSubmissions.message})`,
    },
    sql`not ${IS_GENERATOR}`,
  ),
  table('Name download', t.nameDownloads, {
    genre: t.nameDownloads.genre,
    influences: t.nameDownloads.influences,
    vibe: t.nameDownloads.vibe,
    details: sql`${t.nameDownloads.bandNames}`,
  }),
  table('Album interaction', t.albumCoverInteractions, {
    bandName: t.albumCoverInteractions.bandName,
    genre: t.albumCoverInteractions.genre,
    vibe: t.albumCoverInteractions.vibe,
    details: sql`concat_ws(' ', ${t.albumCoverInteractions.interactionType}, ${t.albumCoverInteractions.artStyle})`,
  }),
  table('Album feedback', t.albumCoverFeedback, {
    bandName: t.albumCoverFeedback.bandName,
    genre: t.albumCoverFeedback.genre,
    details: sql`concat_ws(' ', ${t.albumCoverFeedback.feedback}, ${t.albumCoverFeedback.albumCoverStyle})`,
  }),
  table('Premium click', t.premiumPromotionClicks, {
    details: sql`concat_ws(' ', ${t.premiumPromotionClicks.clickSource}, ${t.premiumPromotionClicks.limitType})`,
  }),
  table('Survey answer', t.bandChallengeSurvey, {
    details: sql`concat_ws(': ', ${t.bandChallengeSurvey.challenge}, ${t.bandChallengeSurvey.otherText})`,
  }),
  table('Email signup', t.emailSignups, {
    details: sql`concat_ws(' ', ${t.emailSignups.email}, ${t.emailSignups.source}, ${t.emailSignups.notes})`,
  }),
  table('User feedback', t.userFeedback, {
    details: sql`concat_ws(' ', ${t.userFeedback.rating}::text || '/5', ${t.userFeedback.comment})`,
  }),
];
