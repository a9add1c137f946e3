// What the studio sends and saves, kept pure so tests can hold it to the spec: the variation
// request, the template prompt, the download's file name and the gallery's order.
import { titleCaseSlug } from '@shared/catalog/genres';
import type { GenerateImageRequestInput, StudioImage } from '@shared/contracts/studio';
import { preview } from '@client/features/premium/library/work-kinds';

/** The new image scrolls into view this long after it joins the gallery (section 9). */
export const GALLERY_SCROLL_DELAY_MS = 100;

/** The spec's variation (the original's prompt, style, genre and band) plus the image it varies and the user's changes. */
export function variationRequest(original: StudioImage, changes: string): GenerateImageRequestInput {
  return {
    prompt: original.prompt,
    artStyle: original.artStyle as GenerateImageRequestInput['artStyle'],
    genre: original.genre,
    bandName: original.bandName ?? undefined,
    source: 'variation',
    variationOf: original.id,
    changes: changes.trim(),
  };
}

/** The template's prompt plus the optional influences and atmosphere (section 7). */
export function templatePrompt(prompt: string, influences: string, vibe: string): string {
  const parts = [prompt.trim()];
  if (influences.trim()) parts.push(`Influenced by ${influences.trim()}.`);
  if (vibe.trim()) parts.push(`Atmosphere: ${vibe.trim()}.`);
  return parts.join(' ');
}

/** 'oil-painting' -> 'Oil Painting', '3d-render' -> '3D Render'. */
export function artStyleLabel(style: string): string {
  return style === '3d-render' ? '3D Render' : titleCaseSlug(style);
}

/** A new image goes first (newest first); an image already listed is not listed twice. */
export function prependImage(items: readonly StudioImage[] | undefined, image: StudioImage): StudioImage[] {
  return [image, ...(items ?? []).filter((i) => i.id !== image.id)];
}

/** The alt text: what the image was drawn from, cut to a length a screen reader can bear. */
export function imageAlt(image: Pick<StudioImage, 'prompt' | 'bandName' | 'description'>): string {
  // What the local engine drew says it best; an AI picture is described by what was asked.
  if (image.description) return image.description;
  const what = preview(image.prompt, 'image', 160);
  const prefix = image.bandName ? `Artwork for ${image.bandName}` : 'Artwork';
  return what ? `${prefix}: ${what}` : prefix;
}
