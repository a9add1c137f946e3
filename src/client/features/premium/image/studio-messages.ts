// Every text the studio shows when something is missing or fails (premium-and-admin.md sections 5
// and 8), in one place so the tests hold them to the spec's wording. A failure whose 4xx answer
// names the problem (a validation message, the fair-use cap, a plan that is not active) shows the
// server's words instead of the generic 'try again', which would be wrong advice.
import { failureDescription } from '@client/features/premium/bio/error-messages';
import { ApiError } from '@client/lib/api';

export interface ToastText {
  title: string;
  description?: string;
}

export const INVALID_CONCEPTS_RESPONSE = 'Invalid response format';
export const MISSING_IMAGE_URL = 'No image was returned. Please try again.';

export const MISSING = {
  lyrics: { title: 'Please enter lyrics' },
  description: { title: 'Please enter a description' },
  conceptFields: { title: 'Please fill required fields', description: 'Band name and genre are required.' },
  concept: { title: 'Please select a concept' },
  conceptText: { title: 'Invalid input', description: 'Please enter a valid concept description' },
  templateFields: { title: 'Please complete all fields', description: 'Band name, genre, and template selection are required' },
  changes: { title: 'Please describe changes' },
} as const satisfies Record<string, ToastText>;

export const FAILURE = {
  template: { title: 'Generation failed', description: 'Failed to generate image from template. Please try again.' },
  concepts: { title: 'Generation Failed', description: 'Failed to generate concept ideas. Please try again.' },
  conceptImage: { title: 'Generation Failed', description: 'Failed to generate image from concept. Please try again.' },
  variation: { title: 'Variation failed', description: 'Failed to generate image variation. Please try again.' },
  /** The lyrics image and the image from a description. */
  image: { title: 'Generation failed', description: 'Failed to generate image. Please try again.' },
  interpretation: { title: 'Interpretation failed', description: 'Could not interpret lyrics. Please try again.' },
  download: { title: 'Download failed', description: 'Could not download the image. Try right-clicking and saving.' },
  delete: { title: 'Delete failed', description: 'Could not delete the image. Please try again.' },
} as const satisfies Record<string, Required<ToastText>>;

export type FailureKind = keyof typeof FAILURE;

/** The toast for a failed call: the spec's title, and the server's explanation of a 4xx or the spec's text. */
export function failureToast(kind: FailureKind, err: unknown): Required<ToastText> {
  const { title, description } = FAILURE[kind];
  return { title, description: quotaMessage(err) ?? failureDescription(err, description) };
}

/** A fair-use answer (429 {error, message}) says in its message when the cap resets. */
function quotaMessage(err: unknown): string | undefined {
  if (!(err instanceof ApiError) || err.status !== 429) return undefined;
  try {
    const { message } = JSON.parse(err.body) as { message?: unknown };
    return typeof message === 'string' && message ? message : undefined;
  } catch {
    return undefined;
  }
}
