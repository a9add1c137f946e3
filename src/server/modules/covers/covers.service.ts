// Free album covers: the home page's cover panel (3 generations and 1 download a day) and the
// free custom album art page (1 generation plus 3 regenerations, 1 suggestion, 1 download).
import { ART_STYLES, type ArtStyle } from '../../../shared/catalog/art-styles';
import { titleCaseSlug } from '../../../shared/catalog/genres';
import { CUSTOM_ART_LIMITS, FREE_LIMITS } from '../../../shared/catalog/limits';
import type { CustomCoverResponse, FreeCoverResponse } from '../../../shared/contracts/covers';
import type { AppContext, Requester } from '../../app-context';
import { dailyLimit } from '../../lib/app-error';
import { utcDay } from '../../lib/clock';
import { createRng, randomSeed } from '../../lib/random';
import { consumeQuota, exhaustQuota, type Counter } from '../limits/usage-limits.repo';
import { loadImage, mediaIdFromUrl, storeImage } from '../media/media.service';
import { insertInteraction } from './covers.repo';

export const COVER_LIMIT_MESSAGE = `Daily limit reached: you've used your ${FREE_LIMITS.albumGenerationsPerDay} free album cover generations today. Upgrade to premium for unlimited covers.`;
export const DOWNLOAD_LIMIT_MESSAGE = `Daily limit reached: you've downloaded your free album cover today. Upgrade to premium for unlimited downloads.`;
export const CUSTOM_LIMIT_MESSAGE = `Daily limit reached: you've used today's free custom album art generations. Upgrade to premium for unlimited access.`;
export const SUGGESTION_LIMIT_MESSAGE = `Daily limit reached: the free custom album art allows ${CUSTOM_ART_LIMITS.suggestions} suggestion a day. Upgrade to premium for unlimited refinements.`;

/** The custom page allows its first generation plus this many regenerations a day. */
const CUSTOM_GENERATIONS = 1 + CUSTOM_ART_LIMITS.regenerations;

async function take(ctx: AppContext, who: Requester, counter: Counter, limit: number, message: string): Promise<number> {
  const result = await consumeQuota(ctx.db, { ipAddress: who.ipAddress, day: utcDay(ctx.clock.now()), counter, amount: 1, limit });
  if (result.granted === 0) throw dailyLimit(message);
  return result.used;
}

interface CoverInput {
  bandName: string;
  genre: string;
  influences?: string | null;
  vibe?: string | null;
  suggestion?: string;
  concept?: string;
}

async function makeCover(ctx: AppContext, input: CoverInput, who: Requester, endpoint: string) {
  const seed = randomSeed();
  const call = { endpoint, ipAddress: who.ipAddress, userId: who.userId, seed };
  const { concepts } = await ctx.engines.text.concepts(
    { bandName: input.bandName, genre: input.genre, influences: input.influences ?? undefined, vibe: input.vibe ?? undefined, suggestion: input.suggestion },
    call,
  );
  const selectedConcept = input.concept ?? concepts[0];
  const style: ArtStyle = createRng(seed).pick(ART_STYLES);
  const image = await ctx.engines.art.render(
    { concept: selectedConcept, style, bandName: input.bandName, genre: input.genre, vibe: input.vibe ?? undefined, size: 1024, seed },
    call,
  );
  const imageUrl = await storeImage(ctx, image.png, 1024);
  return { imageUrl, concepts: input.concept ? [input.concept, ...concepts.filter((c) => c !== input.concept)].slice(0, 3) : concepts, selectedConcept, style, isAIGenerated: image.isAIGenerated };
}

export async function generateFreeCover(ctx: AppContext, input: CoverInput, who: Requester): Promise<FreeCoverResponse> {
  const used = await take(ctx, who, 'albumGenerations', FREE_LIMITS.albumGenerationsPerDay, COVER_LIMIT_MESSAGE);
  const cover = await makeCover(ctx, input, who, '/api/generate-free-album-cover');
  return {
    imageUrl: cover.imageUrl,
    artStyle: { value: cover.style, name: titleCaseSlug(cover.style) },
    concepts: cover.concepts,
    selectedConcept: cover.selectedConcept,
    remaining: Math.max(0, FREE_LIMITS.albumGenerationsPerDay - used),
    isAIGenerated: cover.isAIGenerated,
  };
}

export async function downloadFreeCover(ctx: AppContext, imageUrl: string, who: Requester): Promise<Buffer> {
  const id = mediaIdFromUrl(imageUrl);
  const image = await loadImage(ctx, id);
  await take(ctx, who, 'albumDownloads', FREE_LIMITS.albumDownloadsPerDay, DOWNLOAD_LIMIT_MESSAGE);
  return image.bytes;
}

export async function generateCustomCover(
  ctx: AppContext,
  input: { bandName: string; genre: string; influences: string; vibe: string; refineConcept?: string; userSuggestion?: string },
  who: Requester,
): Promise<CustomCoverResponse> {
  let suggestionsUsed = 0;
  if (input.userSuggestion) suggestionsUsed = await take(ctx, who, 'customSuggestions', CUSTOM_ART_LIMITS.suggestions, SUGGESTION_LIMIT_MESSAGE);
  const used = await take(ctx, who, 'customGenerations', CUSTOM_GENERATIONS, CUSTOM_LIMIT_MESSAGE);
  const concept = input.userSuggestion
    ? undefined // a suggestion asks for fresh concepts that work it in
    : input.refineConcept;
  const cover = await makeCover(ctx, { ...input, suggestion: input.userSuggestion, concept }, who, '/api/generate-album-cover');
  return {
    imageUrl: cover.imageUrl,
    concepts: cover.concepts,
    selectedConcept: cover.selectedConcept,
    artStyle: { name: titleCaseSlug(cover.style), value: cover.style },
    isAIGenerated: cover.isAIGenerated,
    regenerationsLeft: Math.max(0, CUSTOM_GENERATIONS - used),
    suggestionsLeft: Math.max(0, CUSTOM_ART_LIMITS.suggestions - suggestionsUsed),
  };
}

/** The custom page's final state after its download: nothing more today. */
export async function setFullCustomLimits(ctx: AppContext, who: Requester): Promise<void> {
  const day = utcDay(ctx.clock.now());
  await exhaustQuota(ctx.db, { ipAddress: who.ipAddress, day, counter: 'customGenerations', limit: CUSTOM_GENERATIONS });
  await exhaustQuota(ctx.db, { ipAddress: who.ipAddress, day, counter: 'customSuggestions', limit: CUSTOM_ART_LIMITS.suggestions });
}

export async function downloadCustomCover(ctx: AppContext, imageUrl: string, who: Requester): Promise<Buffer> {
  const image = await loadImage(ctx, mediaIdFromUrl(imageUrl));
  await take(ctx, who, 'customDownloads', CUSTOM_ART_LIMITS.downloads, DOWNLOAD_LIMIT_MESSAGE);
  return image.bytes;
}

export async function trackInteraction(
  ctx: AppContext,
  input: { interactionType: string; bandName?: string | null; genre?: string | null; vibe?: string | null; artStyle?: string | null; imageUrl?: string | null },
  who: Requester,
): Promise<void> {
  await insertInteraction(ctx.db, {
    interactionType: input.interactionType,
    bandName: input.bandName ?? null,
    genre: input.genre ?? null,
    vibe: input.vibe ?? null,
    artStyle: input.artStyle ?? null,
    imageUrl: input.imageUrl ?? null,
    ipAddress: who.ipAddress,
    userAgent: who.userAgent,
    userId: who.userId,
    createdAt: ctx.clock.now(),
  });
}
