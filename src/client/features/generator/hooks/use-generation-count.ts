// generationCount in browser storage; every change raises the generationCountChanged event
// that the feedback dialog and the premium modal listen to.
import { EVENTS, STORAGE_KEYS, storage } from '@client/lib/storage-keys';

export function readGenerationCount(): number {
  const value = Number.parseInt(storage.get(STORAGE_KEYS.generationCount) ?? '0', 10);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

export function incrementGenerationCount(): number {
  const next = readGenerationCount() + 1;
  storage.set(STORAGE_KEYS.generationCount, String(next));
  window.dispatchEvent(new CustomEvent(EVENTS.generationCountChanged, { detail: { count: next } }));
  return next;
}
