// The love / not-for-me answer under a cover; types only, no zod in the home page's chunks.
import type { CoverFeedbackRequest } from '@shared/contracts/cover-feedback';
import { apiRequest } from '@client/lib/api';

export async function sendCoverFeedback(body: CoverFeedbackRequest): Promise<void> {
  await apiRequest('POST', '/api/album-cover-feedback', body);
}
