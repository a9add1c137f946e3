// The image studio's calls (premium-and-admin.md section 7, and the gallery kept in the account).
// The gallery's own calls are in premium/api/gallery.ts. Each answer is checked against the shared contract; the spec's two shape checks (a concepts
// array, an imageUrl) raise errors of their own so the console says what was wrong.
import {
  generateImageResponseSchema,
  interpretLyricsResponseSchema,
  type GenerateImageRequestInput,
  type GenerateImageResponse,
  type InterpretLyricsResponse,
} from '@shared/contracts/studio';
import { apiJson, apiRequest } from '@client/lib/api';
import { INVALID_CONCEPTS_RESPONSE, MISSING_IMAGE_URL } from '../studio-messages';

export interface InterpretLyricsInput {
  lyrics: string;
  genre: string;
  bandName?: string;
}

export interface GenerateConceptsInput {
  bandName: string;
  genre: string;
  influences?: string;
  vibe?: string;
}

export interface GenerateTemplateImageInput {
  prompt: string;
  bandName: string;
  genre: string;
  template: string;
  influences?: string;
  vibe?: string;
}

export function interpretLyrics(input: InterpretLyricsInput): Promise<InterpretLyricsResponse> {
  return apiJson(interpretLyricsResponseSchema, 'POST', '/api/premium/interpret-lyrics', input);
}

/** The concepts' texts; an answer without a concepts array of strings is refused. */
export async function generateConcepts(input: GenerateConceptsInput): Promise<string[]> {
  const body = (await (await apiRequest('POST', '/api/premium/generate-concepts', input)).json()) as { concepts?: unknown };
  if (!Array.isArray(body.concepts) || !body.concepts.every((c) => typeof c === 'string')) throw new Error(INVALID_CONCEPTS_RESPONSE);
  return body.concepts as string[];
}

async function imageAnswer(res: Response): Promise<GenerateImageResponse> {
  const body = (await res.json()) as { imageUrl?: unknown };
  if (typeof body.imageUrl !== 'string' || !body.imageUrl) throw new Error(MISSING_IMAGE_URL);
  return generateImageResponseSchema.parse(body);
}

export async function generateImage(input: GenerateImageRequestInput): Promise<GenerateImageResponse> {
  return imageAnswer(await apiRequest('POST', '/api/premium/generate-image', input));
}

export async function generateTemplateImage(input: GenerateTemplateImageInput): Promise<GenerateImageResponse> {
  return imageAnswer(await apiRequest('POST', '/api/premium/generate-template-image', input));
}

/** The PNG of a gallery image (its display copy is WebP). */
export async function downloadImage(imageUrl: string): Promise<Blob> {
  return (await apiRequest('POST', '/api/premium/download-image', { imageUrl })).blob();
}
