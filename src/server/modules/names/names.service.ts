// Band name generation and what visitors do with the names. The free limit counts names, not
// requests: a request gets at most the names that remain today.
import { FREE_LIMITS } from '../../../shared/catalog/limits';
import type { BandNameResult, NameOptions } from '../../../shared/contracts/names';
import type { AppContext, Requester } from '../../app-context';
import { dailyLimit, notFound } from '../../lib/app-error';
import { startOfUtcDay, utcDay } from '../../lib/clock';
import { readUsage } from '../limits/usage-limits.repo';
import { insertClipboardClick, insertNameDownload, setFavorite, storeGeneratedNames, type Candidate } from './names.repo';

/** Spare candidates of an AI answer, so names this visitor already got today can be dropped without
 * a second paid call. The local engine rarely repeats a visitor's names and spares would be a
 * large share of its work, so it makes exactly the names asked for and tops up when one was a repeat. */
const AI_SPARE_CANDIDATES = 2;
/** Top-up rounds before a request settles for fewer names than it was granted. */
const MAX_TOP_UPS = 3;

export const NAME_LIMIT_MESSAGE = `Daily limit reached: you've used your ${FREE_LIMITS.bandNamesPerDay} free band names today. Upgrade to premium for unlimited names, or come back tomorrow.`;

export interface GenerateInput {
  genre: string;
  influences?: string;
  vibe?: string;
  count: number;
  options?: NameOptions;
}

export async function generateNames(ctx: AppContext, input: GenerateInput, who: Requester, plan: { premium: boolean; endpoint: string }): Promise<BandNameResult[]> {
  const now = ctx.clock.now();
  const day = utcDay(now);
  const limit = FREE_LIMITS.bandNamesPerDay;
  // An AI call costs money: check the quota before making one. The local engine is free, so its
  // path checks and takes the quota in the same statement as the insert.
  if (!plan.premium && ctx.engines.text.kind === 'openai' && (await readUsage(ctx.db, who.ipAddress, day, 'bandGenerations')) >= limit) {
    throw dailyLimit(NAME_LIMIT_MESSAGE);
  }
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
      quota: plan.premium || !first ? null : { day, limit },
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

  let ideas = await ctx.engines.text.names({ ...request, count: input.count + spares }, call);
  const stored = await store(ideas, input.count, true);
  if (stored.granted === 0) throw dailyLimit(NAME_LIMIT_MESSAGE);
  const names = stored.names;
  // Candidates the visitor already had today were dropped: make up the difference.
  const tried = new Set(ideas.map((i) => i.name.toLowerCase()));
  for (let round = 0; names.length < stored.granted && round < MAX_TOP_UPS; round++) {
    const missing = stored.granted - names.length;
    ideas = await ctx.engines.text.names({ ...request, count: missing + spares, avoid: tried }, call);
    for (const idea of ideas) tried.add(idea.name.toLowerCase());
    names.push(...(await store(ideas, missing, false)).names);
  }
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

export async function mixWords(ctx: AppContext, words: string[], genre: string, who: Requester): Promise<string> {
  return ctx.engines.text.mix(words, genre, { endpoint: '/api/mix-words', ipAddress: who.ipAddress, userId: who.userId });
}
