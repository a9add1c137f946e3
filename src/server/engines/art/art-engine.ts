// The art engine interface: renders a square cover PNG from a concept, a style and a band name.
import type { ArtStyle, CoverSize } from '@shared/catalog/art-styles';

/**
 * Changes a variation asks of a picture it keeps: the scene (seed, concept, template) stays, so
 * the composition does too, and these recolour, relight, add elements or resize the title; only
 * a removal or a swap of a thing redraws the subject (local/subject-edits.ts).
 */
export interface ImageAdjustments {
  /** A named hue: red, orange, yellow, green, teal, blue, purple, pink, gold, brown, black-and-white. */
  colour?: string;
  time?: 'night' | 'day' | 'dusk' | 'dawn';
  /** Elements to add (see ADDABLE_ELEMENTS in local/adjust.ts): moon, sun, stars, birds, rain, snow, fog, haze, lightning, clouds. */
  add?: string[];
  /** Elements to take away, the scene's own weather included ('a calm clear night instead of the storm', 'no more rain'). */
  clear?: string[];
  mood?: 'darker' | 'brighter';
  title?: 'bigger' | 'smaller';
  /** Things to take out of the picture, in the user's words ('the car', 'people'): the scene is drawn without them. */
  remove?: string[];
  /** Things to replace, [old, new] in the user's words ('car', 'bicycle'): the scene is drawn with the new one. */
  swap?: [string, string][];
}

export interface RenderRequest {
  concept: string;
  style: ArtStyle;
  bandName: string;
  genre: string;
  vibe?: string;
  size: CoverSize;
  seed: number;
  /** A variation's changes, applied on the unchanged scene. */
  adjust?: ImageAdjustments;
  /** A studio template id (catalog/image-templates.ts): the local engine uses its own composition recipe. */
  template?: string;
  /** The full text an AI image model is given; the local engine draws from concept instead. */
  prompt?: string;
  /** A variation's requested changes in the user's words (the AI engine adds them to the prompt). */
  changes?: string;
  /**
   * The title lettering asked for; unset, the local renderer reads it from the concept's words
   * (scene/request.ts) and hands it to the style on the scene (Scene.lettering).
   * bubble: fat rounded inflated letters; blackletter: gothic / fraktur; script: joined
   * handwriting or a looping brush script; stencil: stencilled capitals with bridges;
   * condensed: tall narrow capitals.
   */
  lettering?: 'bubble' | 'blackletter' | 'script' | 'stencil' | 'condensed';
}

export interface RenderedImage {
  png: Buffer;
  contentType: 'image/png';
  /** False when the local renderer made it (also when the AI engine fell back to it). */
  isAIGenerated: boolean;
  /** What the picture shows, for its alt text ("A cabin in the snow under a pale blue sky, title
   * 'Glass Harbour'"): the local renderer knows what it drew (local/compose.ts describeCover). */
  description?: string;
}

export interface ArtCallContext {
  endpoint: string;
  ipAddress?: string;
  userId?: number | null;
}

/** A place held in an engine's render queue: its first render uses it, later ones queue as usual. */
export interface ArtRenderPlace {
  render(request: RenderRequest, ctx: ArtCallContext): Promise<RenderedImage>;
  /** Gives the place back if no render used it; safe to call twice. */
  release(): void;
}

export interface ArtEngine {
  readonly kind: 'local' | 'openai';
  render(request: RenderRequest, ctx: ArtCallContext): Promise<RenderedImage>;
  /** Holds a place in a bounded render queue before the work leading to a render, or throws the
   * 503 (Retry-After) at once when the queue is full. Only an engine with such a queue has it. */
  reserve?(): ArtRenderPlace;
  /** Seconds to wait when that queue is full now, or null when it has room (holds nothing). */
  busyFor?(): number | null;
}
