// Album covers: the home page's cover panel and the custom album art page (/album-art-generator).
// Each generation and download is counted by the quota module (free limits per address, a premium
// user's fair use per account); a generation whose concept or render step fails gives its unit back.
import { ART_STYLES, type ArtStyle } from '@shared/catalog/art-styles';
import { titleCaseSlug } from '@shared/catalog/genres';
import { CUSTOM_ART_LIMITS } from '@shared/catalog/limits';
import type { CustomCoverResponse, FreeCoverResponse } from '@shared/contracts/covers';
import { itemAt } from '@shared/item-at';
import { recordedBy, type AppContext, type Requester } from '@server/app-context';
import { RENDER_FAILED } from '@server/engines/art/render-pool';
import { AppError } from '@server/lib/app-error';
import { createRng } from '@server/lib/random';
import { imageUrls, loadCoverPng, mediaIdFromUrl, storeImage, type CoverOrigin } from '../media/media.service';
import { exhaustFreeCustomArt, quotaStatus, takeQuota, withQuota, type QuotaHolder } from '../quota/quota.service';
import { coverRenderRequest } from './cover-request';
import { insertInteraction } from './covers.repo';
import { withRenderPlace } from './render-place';

interface CoverInput {
  bandName: string;
  genre: string;
  influences?: string | null;
  vibe?: string | null;
  suggestion?: string;
  concept?: string;
}

async function makeCover(ctx: AppContext, input: CoverInput, who: Requester, endpoint: string, origin: CoverOrigin) {
  const seed = ctx.random.seed();
  const call = { endpoint, ipAddress: who.ipAddress, userId: who.userId, seed };
  const { concepts } = await ctx.engines.text.concepts(
    { bandName: input.bandName, genre: input.genre, influences: input.influences ?? undefined, vibe: input.vibe ?? undefined, suggestion: input.suggestion },
    call,
  );
  // Both engines answer with at least three concepts (the local one writes them; the AI answer's
  // schema asks for them), so the first is there.
  const selectedConcept = input.concept ?? itemAt(concepts, 0);
  const picked: ArtStyle = createRng(seed).pick(ART_STYLES);
  const render = (style: ArtStyle) =>
    ctx.engines.art.render(coverRenderRequest(input, selectedConcept, style, seed), call);
  const { image, style } = await render(picked).then(
    (drawn) => ({ image: drawn, style: picked }),
    async (err: unknown) => {
      if (!(err instanceof AppError && err.code === RENDER_FAILED)) throw err;
      // The site picks the style, so when the renderer fails on one, the next one draws the cover.
      const next = itemAt(ART_STYLES, (ART_STYLES.indexOf(picked) + 1) % ART_STYLES.length);
      return { image: await render(next), style: next };
    },
  );
  // A cover is public (no owner): shown through its WebP address, downloaded as its PNG.
  const imageUrl = imageUrls(await storeImage(ctx, { png: image.png, size: 1024, origin })).display;
  const imageAlt = image.description ?? `Album cover for ${input.bandName}: ${selectedConcept}`;
  return { imageUrl, imageAlt, concepts: input.concept ? [input.concept, ...concepts.filter((c) => c !== input.concept)].slice(0, 3) : concepts, selectedConcept, style, isAIGenerated: image.isAIGenerated };
}

export async function generateFreeCover(ctx: AppContext, input: CoverInput, who: QuotaHolder): Promise<FreeCoverResponse> {
  const { cover, remaining } = await withRenderPlace(ctx, (ctx) =>
    withQuota(ctx, who, 'covers', async (grant) => ({
      cover: await makeCover(ctx, input, who, '/api/generate-free-album-cover', 'free-cover'),
      remaining: grant.remaining ?? 0,
    })),
  );
  return {
    imageUrl: cover.imageUrl,
    imageAlt: cover.imageAlt,
    artStyle: { value: cover.style, name: titleCaseSlug(cover.style) },
    concepts: cover.concepts,
    selectedConcept: cover.selectedConcept,
    remaining,
    isAIGenerated: cover.isAIGenerated,
  };
}

/** The image is found before the download is counted, so a bad address costs nothing. */
export async function downloadFreeCover(ctx: AppContext, imageUrl: string, who: QuotaHolder): Promise<Buffer> {
  const png = await loadCoverPng(ctx, mediaIdFromUrl(imageUrl), 'free-cover', who.userId);
  await takeQuota(ctx, who, 'coverDownloads');
  return png;
}

/**
 * A generation on /album-art-generator. A visitor's generation without a suggestion counts on the
 * page's generations counter (the first and 3 regenerations); one with a suggestion counts only on
 * the suggestions counter (1), so the page allows 5 generations a day. A premium user's counts as
 * one image of their fair use.
 */
export async function generateCustomCover(
  ctx: AppContext,
  input: { bandName?: string; genre: string; influences: string; vibe: string; refineConcept?: string; userSuggestion?: string },
  who: QuotaHolder,
): Promise<CustomCoverResponse> {
  const bandName = input.bandName || CUSTOM_ART_LIMITS.defaultBandName;
  const concept = input.userSuggestion
    ? undefined // a suggestion asks for fresh concepts that work it in
    : input.refineConcept;
  const cover = await withRenderPlace(ctx, (ctx) =>
    withQuota(ctx, who, input.userSuggestion ? 'customArtSuggestions' : 'customArt', () =>
      makeCover(ctx, { ...input, bandName, suggestion: input.userSuggestion, concept }, who, '/api/generate-album-cover', 'custom-art'),
    ),
  );
  // Read after the generation, so the counters are what the server will allow from now on.
  const status = await quotaStatus(ctx, who);
  const regenerationsLeft = status.customArt.remaining;
  const suggestionsLeft = status.customArtSuggestions.remaining;
  return {
    imageUrl: cover.imageUrl,
    imageAlt: cover.imageAlt,
    concepts: cover.concepts,
    selectedConcept: cover.selectedConcept,
    artStyle: { name: titleCaseSlug(cover.style), value: cover.style },
    isAIGenerated: cover.isAIGenerated,
    regenerationsLeft,
    suggestionsLeft,
    // For premium both counters are the one images cap: counted once.
    remaining: status.premium ? regenerationsLeft : regenerationsLeft + suggestionsLeft,
  };
}

/** The custom page's final state after its download: nothing more today (for a visitor; a
 * premium user's page has no such state). */
export async function setFullCustomLimits(ctx: AppContext, who: QuotaHolder): Promise<void> {
  await exhaustFreeCustomArt(ctx, who);
}

export async function downloadCustomCover(ctx: AppContext, imageUrl: string, who: QuotaHolder): Promise<Buffer> {
  const png = await loadCoverPng(ctx, mediaIdFromUrl(imageUrl), 'custom-art', who.userId);
  await takeQuota(ctx, who, 'customArtDownloads');
  return png;
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
    ...recordedBy(ctx, who),
  });
}
