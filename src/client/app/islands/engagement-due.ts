// Whether the feedback dialog is due as the page opens (use-feedback-trigger.ts's generation-count
// rule): only then does a content page load the engagement host, the rest of the time it costs nothing.
import { FEEDBACK } from '@shared/catalog/limits';
import { STORAGE_KEYS, storage } from '@client/lib/storage-keys';

export function engagementDue(): boolean {
  const count = Number.parseInt(storage.get(STORAGE_KEYS.generationCount) ?? '0', 10);
  return Number.isFinite(count) && count >= FEEDBACK.generationThreshold && storage.get(STORAGE_KEYS.exitPopupShown) !== 'true';
}
