// The premium image studio: lyrics read as pictures, three concepts, genre templates, and the
// gallery with its variations. Every picture counts one unit of the user's images fair use (given
// back when drawing fails) and is kept in their account: a media row with the user as owner
// (private) and a Library entry of kind 'image' holding how it was made, so a variation can start
// from the same scene and seed.
import { DEFAULT_ART_STYLE, isArtStyle } from '@shared/catalog/art-styles';
import { artGenre } from '@shared/catalog/image-genres';
import { findTemplate } from '@shared/catalog/image-templates';
import { CONCEPTS_PER_COVER } from '@shared/catalog/limits';
import type {
  GenerateImageRequest,
  GenerateImageResponse,
  InterpretLyricsRequest,
  InterpretLyricsResponse,
  StudioImage,
} from '@shared/contracts/studio';
import type { Work } from '@shared/contracts/writing';
import type { AppContext } from '@server/app-context';
import { withArticle } from '@server/engines/text/local/english';
import { badRequest, notFound } from '@server/lib/app-error';
import { libraryOf, removeWork, saveWorks, workOf } from '../library/library.service';
import { imageUrls, storeImage } from '../media/media.service';
import { withRenderPlace } from '../covers/render-place';
import { withQuota, type QuotaHolder } from '../quota/quota.service';
import { studioRenderRequest, templatePrompt, variationRecipe, type DrawnRecipe, type ImageRecipe } from './studio-request';

const NO_IMAGE = 'No such image in your gallery';

function ownerOf(who: QuotaHolder): number {
  if (who.userId === null) throw new Error('the studio needs a signed-in user');
  return who.userId;
}

const call = (endpoint: string, who: QuotaHolder, seed?: number) => ({ endpoint, ipAddress: who.ipAddress, userId: who.userId, seed });

export async function interpretLyrics(ctx: AppContext, request: InterpretLyricsRequest, who: QuotaHolder): Promise<InterpretLyricsResponse> {
  return withQuota(ctx, who, 'texts', () => ctx.engines.text.interpretLyrics(request, call('/api/premium/interpret-lyrics', who)));
}

export async function generateConcepts(
  ctx: AppContext,
  request: { bandName: string; genre: string; influences?: string; vibe?: string },
  who: QuotaHolder,
): Promise<{ concepts: string[]; isAIGenerated: boolean }> {
  const answer = await withQuota(ctx, who, 'texts', () =>
    ctx.engines.text.concepts({ ...request, genre: artGenre(request.genre), count: CONCEPTS_PER_COVER }, call('/api/premium/generate-concepts', who)),
  );
  return { concepts: answer.concepts.slice(0, CONCEPTS_PER_COVER), isAIGenerated: answer.isAIGenerated };
}

/** The recipe kept with a gallery image, read back defensively: the column is JSON. */
function recipeOf(work: Work): ImageRecipe {
  const r = (work.request ?? {}) as Partial<ImageRecipe>;
  if (typeof r.mediaId !== 'string' || typeof r.seed !== 'number') throw notFound(NO_IMAGE);
  return {
    mediaId: r.mediaId,
    source: r.source ?? 'description',
    prompt: r.prompt ?? work.body,
    concept: r.concept ?? work.body,
    artStyle: r.artStyle && isArtStyle(r.artStyle) ? r.artStyle : DEFAULT_ART_STYLE,
    customArtists: r.customArtists ?? null,
    genre: r.genre ?? 'rock',
    bandName: r.bandName ?? null,
    vibe: r.vibe ?? null,
    template: r.template ?? null,
    seed: r.seed,
    adjust: r.adjust ?? null,
    variationOf: r.variationOf ?? null,
    note: r.note ?? null,
    isAIGenerated: r.isAIGenerated ?? false,
    description: typeof r.description === 'string' ? r.description : null,
  };
}

export function toStudioImage(work: Work): StudioImage {
  const r = recipeOf(work);
  const urls = imageUrls(r.mediaId);
  return {
    id: work.id,
    imageUrl: urls.display,
    pngUrl: urls.png,
    prompt: r.prompt,
    source: r.source,
    artStyle: r.artStyle,
    genre: r.genre,
    bandName: r.bandName,
    template: r.template,
    variationOf: r.variationOf,
    note: r.note,
    isAIGenerated: r.isAIGenerated,
    description: r.description,
    createdAt: work.createdAt,
  };
}

/** Draws, stores and saves one picture; the unit of fair use is given back if any step fails. */
async function makeImage(ctx: AppContext, who: QuotaHolder, endpoint: string, recipe: DrawnRecipe): Promise<GenerateImageResponse> {
  const userId = ownerOf(who);
  // The render queue's place is held before the unit is taken: a full queue refuses at once.
  const work = await withRenderPlace(ctx, (ctx) => withQuota(ctx, who, 'studioImages', async () => {
    const image = await ctx.engines.art.render(
      studioRenderRequest(recipe),
      call(endpoint, who, recipe.seed),
    );
    const mediaId = await storeImage(ctx, { png: image.png, size: 1024, ownerUserId: userId });
    const full: ImageRecipe = { ...recipe, mediaId, isAIGenerated: image.isAIGenerated, description: image.description ?? null };
    const title = recipe.bandName ?? recipe.prompt;
    const [saved] = await saveWorks(ctx, [{ userId, kind: 'image', title: title.slice(0, 255), body: recipe.prompt, request: { ...full } }]);
    if (!saved) throw new Error('the gallery entry was not saved');
    return saved;
  }));
  const image = toStudioImage(work);
  return { imageUrl: image.imageUrl, image };
}

export async function generateImage(ctx: AppContext, request: GenerateImageRequest, who: QuotaHolder): Promise<GenerateImageResponse> {
  if (request.source !== 'variation') {
    return makeImage(ctx, who, '/api/premium/generate-image', {
      source: request.source,
      prompt: request.prompt,
      concept: request.prompt,
      artStyle: request.artStyle,
      customArtists: request.customArtists ?? null,
      genre: request.genre,
      bandName: request.bandName ?? null,
      vibe: null,
      template: null,
      seed: ctx.random.seed(),
      adjust: null,
      variationOf: null,
      note: null,
    });
  }
  // The schema requires both for a variation.
  const originalId = request.variationOf!;
  const changes = request.changes!;
  const original = recipeOf(await workOf(ctx, ownerOf(who), originalId).catch(() => {
    throw notFound(NO_IMAGE);
  }));
  return makeImage(ctx, who, '/api/premium/generate-image', variationRecipe(original, originalId, changes));
}

export async function generateTemplateImage(
  ctx: AppContext,
  request: { bandName: string; genre: string; template: string; influences?: string; vibe?: string },
  who: QuotaHolder,
): Promise<GenerateImageResponse> {
  const template = findTemplate(request.template);
  if (!template) throw notFound('Template not found');
  if (template.genre !== request.genre) throw badRequest(`template: ${template.name} is ${withArticle(template.genre)} template, not ${request.genre}`);
  const prompt = templatePrompt(template.prompt, request.influences, request.vibe);
  return makeImage(ctx, who, '/api/premium/generate-template-image', {
    source: 'template',
    prompt,
    concept: prompt,
    artStyle: DEFAULT_ART_STYLE,
    customArtists: null,
    genre: request.genre,
    bandName: request.bandName,
    vibe: request.vibe ?? null,
    template: template.id,
    seed: ctx.random.seed(),
    adjust: null,
    variationOf: null,
    note: null,
  });
}

export async function galleryOf(ctx: AppContext, userId: number): Promise<StudioImage[]> {
  return (await libraryOf(ctx, userId, 'image')).map(toStudioImage);
}

/** Deletes the gallery entry and its picture's objects; anything but an image of the user's is not found. */
export async function deleteStudioImage(ctx: AppContext, userId: number, id: number): Promise<void> {
  const work = await workOf(ctx, userId, id).catch(() => {
    throw notFound(NO_IMAGE);
  });
  if (work.kind !== 'image') throw notFound(NO_IMAGE);
  // The Library's deletion takes the picture's objects with the entry.
  await removeWork(ctx, userId, id);
}
