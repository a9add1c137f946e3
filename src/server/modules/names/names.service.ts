// Band name generation and what visitors do with the names. Limits count names, not requests: a
// request gets at most the names that remain today. A visitor's names are taken from the
// address's free counter in the statement that stores them; a premium user's from their fair use
// (quota module) before the engine is asked. Names a request was granted but did not get (the
// engine failed, or repeats could not be replaced) are given back.
import type { BandNameResult, NameOptions } from '@shared/contracts/names';
import type { AppContext, Requester } from '@server/app-context';
import { notFound } from '@server/lib/app-error';
import { startOfUtcDay } from '@server/lib/clock';
import {
  batchedNamesGrant,
  batchedNamesQuota,
  ensureQuotaLeft,
  refundQuota,
  takeQuota,
  withQuota,
  type QuotaGrant,
  type QuotaHolder,
} from '../quota/quota.service';
import { insertClipboardClick, insertNameDownload, setFavorite, storeGeneratedNames, type Candidate, type StoredName } from './names.repo';

/** Spare candidates of an AI answer, so names this visitor already got today can be dropped without
 * a second paid call. The local engine rarely repeats a visitor's names and spares would be a
 * large share of its work, so it makes exactly the names asked for and tops up when one was a repeat. */
const AI_SPARE_CANDIDATES = 2;
/** Top-up rounds before a request settles for fewer names than it was granted. */
const MAX_TOP_UPS = 3;

export interface GenerateInput {
  genre: string;
  influences?: string;
  vibe?: string;
  count: number;
  options?: NameOptions;
}

export async function generateNames(ctx: AppContext, input: GenerateInput, who: QuotaHolder, plan: { endpoint: string }): Promise<BandNameResult[]> {
  const now = ctx.clock.now();
  // A visitor's names are counted by the store statement; a premium user's are taken now.
  const batched = batchedNamesQuota(ctx, who);
  let grant: QuotaGrant | null = batched ? null : await takeQuota(ctx, who, 'names', input.count);
  // An AI call costs money: check the free quota before making one. The local engine is free, so
  // its path checks and takes the quota in the same statement as the insert.
  if (batched && ctx.engines.text.kind === 'openai') await ensureQuotaLeft(ctx, who, 'names');
  const wanted = grant?.granted ?? input.count;
  const influences = input.influences?.trim() || undefined;
  const vibe = input.vibe?.trim() || undefined;
  const spares = ctx.engines.text.kind === 'local' ? 0 : AI_SPARE_CANDIDATES;
  const call = { endpoint: plan.endpoint, ipAddress: who.ipAddress, userId: who.userId };
  const request = { genre: input.genre, influences, vibe, options: input.options };
  const store = (candidates: Candidate[], wanted: number, first: boolean) =>
    storeGeneratedNames(ctx.database, {
      candidates,
      wanted,
      // A top-up stores names this request was already granted: no second quota or submission.
      quota: first ? batched : null,
      recordSubmission: first,
      genre: input.genre,
      influences: influences ?? null,
      vibe: vibe ?? null,
      ipAddress: who.ipAddress,
      userAgent: who.userAgent,
      userId: who.userId,
      now,
      dayStart: startOfUtcDay(now),
    });

  let names: StoredName[];
  try {
    let ideas = await ctx.engines.text.names({ ...request, count: wanted + spares }, call);
    const stored = await store(ideas, wanted, true);
    if (batched) grant = batchedNamesGrant(ctx, who, batched.day, stored);
    const granted = grant?.granted ?? stored.granted;
    names = stored.names;
    // Candidates the visitor already had today were dropped: make up the difference.
    const tried = new Set(ideas.map((i) => i.name.toLowerCase()));
    for (let round = 0; names.length < granted && round < MAX_TOP_UPS; round++) {
      const missing = granted - names.length;
      ideas = await ctx.engines.text.names({ ...request, count: missing + spares, avoid: tried }, call);
      for (const idea of ideas) tried.add(idea.name.toLowerCase());
      names.push(...(await store(ideas, missing, false)).names);
    }
  } catch (error) {
    // The request failed: none of its names reach the visitor, so none are counted.
    if (grant) await refundQuota(ctx, grant);
    throw error;
  }
  // Granted names the engine could not make fresh are not counted either.
  if (grant && names.length < grant.granted) await refundQuota(ctx, grant, grant.granted - names.length);
  return names.map((n) => ({
    id: n.id,
    name: n.name,
    description: n.description,
    genre: input.genre,
    influences: influences ?? null,
    vibe: vibe ?? null,
    isFavorite: false,
    isAIGenerated: n.isAIGenerated,
  }));
}

export async function updateFavorite(ctx: AppContext, id: number, isFavorite: boolean, who: Requester): Promise<void> {
  const updated = await setFavorite(ctx.db, id, isFavorite, who);
  if (!updated) throw notFound('No such band name among yours');
}

export async function recordClipboardClick(ctx: AppContext, bandId: number | null, bandName: string): Promise<void> {
  await insertClipboardClick(ctx.db, { bandId, bandName, createdAt: ctx.clock.now() });
}

export async function recordNameDownload(
  ctx: AppContext,
  input: { nameCount: number; bandNames?: string[]; genre?: string | null },
  who: Requester,
): Promise<void> {
  const now = ctx.clock.now();
  await insertNameDownload(ctx.db, {
    ipAddress: who.ipAddress,
    nameCount: input.nameCount,
    downloadType: 'txt',
    bandNames: (input.bandNames ?? []).join('\n'),
    genre: input.genre ?? null,
    userAgent: who.userAgent,
    downloadedAt: now,
    createdAt: now,
  });
}

/** A mixed name is a band name: it counts on the names cap of the premium user's fair use. */
export async function mixWords(ctx: AppContext, words: string[], genre: string, who: QuotaHolder): Promise<string> {
  return withQuota(ctx, who, 'names', () => ctx.engines.text.mix(words, genre, { endpoint: '/api/mix-words', ipAddress: who.ipAddress, userId: who.userId }));
}
