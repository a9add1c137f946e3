// The AI image engine: the OpenAI-compatible images endpoint through the official SDK, with a
// generous time limit over the whole call (the image's bytes included) and its cost logged. Any failure falls back to the local renderer, whose
// result is labelled local (isAIGenerated false).
import OpenAI from 'openai';
import { titleCaseSlug, genreLabel } from '@shared/catalog/genres';
import { findTemplate } from '@shared/catalog/image-templates';
import { IMAGE_PRICE_CENTS, type UsageLogger } from '../usage-log';
import { withDeadline } from '../deadline';
import type { ArtEngine, RenderRequest } from './art-engine';

export interface OpenAiArtEngineOptions {
  apiKey: string;
  baseUrl?: string;
  model: string;
  timeoutMs: number;
  local: ArtEngine;
  logUsage: UsageLogger;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The image model's prompt: the request's own prompt (a lyrics reading, a description) or its
 * concept, the template's brief when one was chosen, the style, the band name; a variation adds
 * the user's changes to the original prompt, so the model edits the same picture.
 */
export function coverPrompt(r: RenderRequest): string {
  const template = r.template ? findTemplate(r.template) : undefined;
  const subject = r.prompt?.trim() || r.concept;
  return [
    template
      ? template.prompt
      : 'Square album cover artwork, full frame, no CD case, no mockup.',
    `Style: ${titleCaseSlug(r.style).toLowerCase()}.`,
    template ? `Direction: ${subject}` : `Concept: ${subject}`,
    `Genre: ${genreLabel(r.genre)}.${r.vibe ? ` Mood: ${r.vibe}.` : ''}`,
    `The band name "${r.bandName}" is set in bold, legible type that suits the style; no other text.`,
    r.changes ? `Modify: ${r.changes}` : '',
  ].filter(Boolean).join(' ');
}

export function createOpenAiArtEngine(options: OpenAiArtEngineOptions): ArtEngine {
  const client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseUrl, timeout: options.timeoutMs, maxRetries: 0 });
  const { model, local, logUsage } = options;
  return {
    kind: 'openai',
    async render(request, ctx) {
      try {
        const result = await withDeadline(options.timeoutMs, (signal) =>
          client.images.generate({ model, prompt: coverPrompt(request), n: 1, size: '1024x1024' }, { signal }),
        );
        const b64 = result.data?.[0]?.b64_json;
        if (!b64) throw new Error('the images endpoint returned no image data');
        const png = Buffer.from(b64, 'base64');
        if (!png.subarray(0, 8).equals(PNG_SIGNATURE)) throw new Error('the images endpoint returned something that is not a PNG');
        await logUsage({ apiType: 'image', endpoint: ctx.endpoint, model, estimatedCost: IMAGE_PRICE_CENTS[model] ?? 4, ipAddress: ctx.ipAddress, userId: ctx.userId, isSuccess: true });
        return { png, contentType: 'image/png', isAIGenerated: true };
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        await logUsage({ apiType: 'image', endpoint: ctx.endpoint, model, estimatedCost: 0, ipAddress: ctx.ipAddress, userId: ctx.userId, isSuccess: false, errorMessage: message });
        return local.render(request, ctx);
      }
    },
  };
}
