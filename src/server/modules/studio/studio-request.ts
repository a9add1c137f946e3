// How a studio picture's recipe becomes a render request: shared by the studio's endpoints and
// scripts/render-requests.ts, so what a reader renders from the command line is what the site draws.
import type { ArtStyle } from '@shared/catalog/art-styles';
import { artGenre } from '@shared/catalog/image-genres';
import type { ImageSource } from '@shared/contracts/studio';
import type { ImageAdjustments, RenderRequest } from '@server/engines/art/art-engine';
import { mergeAdjustments, planVariation } from '@server/engines/art/variation';
import { absentThings } from '@server/engines/art/local/subject-edits';
import { colourWordsIn } from '@server/engines/art/local/colour-words';
import { thingColours } from '@server/engines/art/local/named-colours';
import { feelingPalette, MOOD_PHRASES, presetFromPhrase } from '@server/engines/art/local/mood-phrases';
import { withArticle } from '@server/engines/text/local/english';

/** How a gallery image was made: kept in its Library entry's request. */
export interface ImageRecipe {
  mediaId: string;
  source: ImageSource;
  prompt: string;
  /** What the renderer was asked to draw (the prompt, or the original's concept for a variation). */
  concept: string;
  artStyle: ArtStyle;
  customArtists: string | null;
  genre: string;
  bandName: string | null;
  vibe: string | null;
  template: string | null;
  seed: number;
  adjust: ImageAdjustments | null;
  variationOf: number | null;
  note: string | null;
  isAIGenerated: boolean;
  /** What the local renderer drew, for the alt text; null for an AI picture (and pictures made before it was kept). */
  description: string | null;
}

export type DrawnRecipe = Omit<ImageRecipe, 'mediaId' | 'isAIGenerated' | 'description'>;

/** What an image model gets: the prompt with the style and artists the user chose. */
export function aiPrompt(recipe: DrawnRecipe): string {
  const style = `Art style: ${recipe.artStyle.replace(/-/g, ' ')}${recipe.customArtists ? `, in the manner of ${recipe.customArtists}` : ''}.`;
  const title = recipe.bandName ? ` The only text is the band name "${recipe.bandName}".` : ' No text.';
  return `Square full-frame album cover artwork (no CD case, no mockup) for ${withArticle(recipe.genre)} release. ${recipe.prompt}\n${style}${title}`;
}

/** What the renderer reads: a picture whose words name its feeling (the lyric reading's
 * 'Mournful mood.', a description's 'angry mood') is painted in that feeling's colour story, unless
 * the words already name one; every source alike, so a variation keeps its original's colours. */
function drawnConcept(recipe: DrawnRecipe): string {
  // 'cold blue light' is the picture's colour, and a mood's palette would paint over it; 'a red
  // car' only colours the car, so the mood still sets the rest.
  const thing = thingColours(recipe.concept);
  const ownColour = colourWordsIn(recipe.concept).some((c) => !thing.has(c.hue));
  const feeling = presetFromPhrase(recipe.concept) || ownColour ? undefined : feelingPalette(recipe.concept);
  return feeling ? `${recipe.concept} Painted ${MOOD_PHRASES[feeling]}.` : recipe.concept;
}

export function studioRenderRequest(recipe: DrawnRecipe): RenderRequest {
  return {
    concept: drawnConcept(recipe),
    style: recipe.artStyle,
    bandName: recipe.bandName ?? '',
    genre: artGenre(recipe.genre),
    vibe: [recipe.vibe, recipe.customArtists].filter(Boolean).join(', ') || undefined,
    size: 1024,
    seed: recipe.seed,
    adjust: recipe.adjust ?? undefined,
    template: recipe.template ?? undefined,
    prompt: aiPrompt(recipe),
  };
}

/** A variation keeps the original's scene, seed and style; the changes become adjustments. */
export function variationRecipe<R extends DrawnRecipe>(original: R, originalId: number, changes: string): R {
  const plan = planVariation(changes);
  // A thing asked away that the picture never showed is said so, not claimed as removed.
  const absent = absentThings(original.concept, plan.adjust.remove);
  const notes = [
    plan.unapplied.length > 0 ? `Not applied (the local artist cannot do this yet): ${plan.unapplied.join('; ')}.` : '',
    absent.length > 0 ? `Nothing removed: the picture shows no ${absent.map((t) => `"${t}"`).join(' or ')}.` : '',
  ].filter(Boolean);
  return {
    ...original,
    source: 'variation',
    // The spec's variation prompt: the original prompt plus the modify instruction.
    prompt: `${original.prompt}\nModify: ${changes}`,
    adjust: mergeAdjustments(original.adjust ?? {}, plan.adjust),
    variationOf: originalId,
    note: notes.length > 0 ? notes.join(' ') : null,
  };
}

/** The spec's template prompt: the template's, plus the influences and the atmosphere asked for. */
export function templatePrompt(prompt: string, influences?: string, vibe?: string): string {
  const extras = [influences && `Influences: ${influences}.`, vibe && `Atmosphere: ${vibe}.`].filter(Boolean).join(' ');
  return extras ? `${prompt} ${extras}` : prompt;
}
