// The 'Download All Data' export's reads: each table's rows in one common shape (band name, genre,
// influences, vibe and a details column for the rest), a page at a time in id order.
import { and, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@server/db/client';
import {
  albumCoverFeedback,
  albumCoverInteractions,
  bandChallengeSurvey,
  bandNames,
  emailSignups,
  formSubmissions,
  nameDownloads,
  premiumPromotionClicks,
  userFeedback,
} from '@server/db/schema/index';
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

interface Columns {
  id: PgColumn;
  createdAt: PgColumn;
  ipAddress?: PgColumn;
  bandName?: PgColumn | SQL;
  genre?: PgColumn;
  influences?: PgColumn;
  vibe?: PgColumn;
  details: SQL;
}

function table(type: string, from: PgTable, c: Columns, only?: SQL): ExportTable {
  return {
    type,
    async page(db, range, afterId, limit) {
      const found = await db
        .select({
          id: sql<number>`${c.id}`.mapWith(Number),
          createdAt: sql<Date>`${c.createdAt}`.mapWith((v: unknown) => (v instanceof Date ? v : new Date(String(v)))),
          ipAddress: sql<string | null>`${c.ipAddress ?? none}`,
          bandName: sql<string | null>`${c.bandName ?? none}`,
          genre: sql<string | null>`${c.genre ?? none}`,
          influences: sql<string | null>`${c.influences ?? none}`,
          vibe: sql<string | null>`${c.vibe ?? none}`,
          details: sql<string | null>`${c.details}`,
        })
        .from(from)
        .where(and(sql`${c.id} > ${afterId}`, range ? gte(c.createdAt, range.from) : undefined, range ? lt(c.createdAt, range.to) : undefined, only))
        .orderBy(c.id)
        .limit(limit);
      return found;
    },
  };
}

export const exportAllTables: readonly ExportTable[] = [
  table('Band name', bandNames, {
    id: bandNames.id,
    createdAt: bandNames.createdAt,
    ipAddress: bandNames.ipAddress,
    bandName: bandNames.name,
    genre: bandNames.genre,
    influences: bandNames.influences,
    vibe: bandNames.vibe,
    details: sql`case when ${bandNames.isFavorite} then 'liked' else '' end`,
  }),
  table(
    'Generator submission',
    formSubmissions,
    {
      id: formSubmissions.id,
      createdAt: formSubmissions.createdAt,
      ipAddress: formSubmissions.ipAddress,
      genre: formSubmissions.genre,
      influences: formSubmissions.influences,
      vibe: formSubmissions.vibe,
      details: sql`${formSubmissions.subject}`,
    },
    IS_GENERATOR,
  ),
  table(
    'Contact message',
    formSubmissions,
    {
      id: formSubmissions.id,
      createdAt: formSubmissions.createdAt,
      ipAddress: formSubmissions.ipAddress,
      details: sql`concat_ws(E'\n', ${formSubmissions.name}, ${formSubmissions.email}, ${formSubmissions.subject}, ${formSubmissions.message})`,
    },
    sql`not ${IS_GENERATOR}`,
  ),
  table('Name download', nameDownloads, {
    id: nameDownloads.id,
    createdAt: nameDownloads.createdAt,
    ipAddress: nameDownloads.ipAddress,
    genre: nameDownloads.genre,
    influences: nameDownloads.influences,
    vibe: nameDownloads.vibe,
    details: sql`${nameDownloads.bandNames}`,
  }),
  table('Album interaction', albumCoverInteractions, {
    id: albumCoverInteractions.id,
    createdAt: albumCoverInteractions.createdAt,
    ipAddress: albumCoverInteractions.ipAddress,
    bandName: albumCoverInteractions.bandName,
    genre: albumCoverInteractions.genre,
    vibe: albumCoverInteractions.vibe,
    details: sql`concat_ws(' ', ${albumCoverInteractions.interactionType}, ${albumCoverInteractions.artStyle})`,
  }),
  table('Album feedback', albumCoverFeedback, {
    id: albumCoverFeedback.id,
    createdAt: albumCoverFeedback.createdAt,
    bandName: albumCoverFeedback.bandName,
    genre: albumCoverFeedback.genre,
    details: sql`concat_ws(' ', ${albumCoverFeedback.feedback}, ${albumCoverFeedback.albumCoverStyle})`,
  }),
  table('Premium click', premiumPromotionClicks, {
    id: premiumPromotionClicks.id,
    createdAt: premiumPromotionClicks.createdAt,
    ipAddress: premiumPromotionClicks.ipAddress,
    details: sql`concat_ws(' ', ${premiumPromotionClicks.clickSource}, ${premiumPromotionClicks.limitType})`,
  }),
  table('Survey answer', bandChallengeSurvey, {
    id: bandChallengeSurvey.id,
    createdAt: bandChallengeSurvey.createdAt,
    ipAddress: bandChallengeSurvey.ipAddress,
    details: sql`concat_ws(': ', ${bandChallengeSurvey.challenge}, ${bandChallengeSurvey.otherText})`,
  }),
  table('Email signup', emailSignups, {
    id: emailSignups.id,
    createdAt: emailSignups.createdAt,
    ipAddress: emailSignups.ipAddress,
    details: sql`concat_ws(' ', ${emailSignups.email}, ${emailSignups.source}, ${emailSignups.notes})`,
  }),
  table('User feedback', userFeedback, {
    id: userFeedback.id,
    createdAt: userFeedback.createdAt,
    ipAddress: userFeedback.ipAddress,
    details: sql`concat_ws(' ', ${userFeedback.rating}::text || '/5', ${userFeedback.comment})`,
  }),
];
