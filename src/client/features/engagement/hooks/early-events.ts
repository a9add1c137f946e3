// The dialogs' host loads lazily after the first paint; a 'See More' click or a generation in
// that moment would be missed. The page frame imports this tiny module eagerly: it queues the
// events the host listens to until the host takes them over and replays them.
import { OPEN_PREMIUM_MODAL_EVENT } from '@client/lib/premium-modal';
import { EVENTS } from '@client/lib/storage-keys';

/** Window events other features raise (covers: free-cover-panel.tsx; generator: use-name-generator.ts). */
export const ALBUM_GENERATED_EVENT = 'albumCoverGenerated';
export const FREE_DOWNLOAD_EVENT = 'freeAlbumDownload';
export const FIRST_FAVORITE_EVENT = 'firstFavorite';

export const HOST_EVENTS = [OPEN_PREMIUM_MODAL_EVENT, EVENTS.generationCountChanged, ALBUM_GENERATED_EVENT, FREE_DOWNLOAD_EVENT, FIRST_FAVORITE_EVENT] as const;

let queue: Event[] = [];
let queuing = false;
const remember = (event: Event) => {
  queue.push(event);
};

export function queueEarlyEvents(): void {
  if (queuing || typeof window === 'undefined') return;
  queuing = true;
  for (const name of HOST_EVENTS) window.addEventListener(name, remember);
}

/** Stops queuing and hands over what happened before the host listened, oldest first. */
export function takeEarlyEvents(): Event[] {
  if (queuing) for (const name of HOST_EVENTS) window.removeEventListener(name, remember);
  queuing = false;
  const events = queue;
  queue = [];
  return events;
}

queueEarlyEvents();
