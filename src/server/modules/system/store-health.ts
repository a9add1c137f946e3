// Whether the image store answers, as the health check reports it. A probe under load (a load
// balancer's, every second from each of several) must not turn into a request to the bucket each
// time: the answer is kept for a few seconds, and probes that arrive while a check runs share it.
import type { Clock } from '@server/lib/clock';
import type { ImageStore } from '@server/lib/image-store';

/** How long an answer is reused. */
export const STORE_CHECK_TTL_MS = 5000;
/** A bucket that has not answered by then counts as unavailable: health answers quickly. */
export const STORE_CHECK_TIMEOUT_MS = 2000;

export interface StoreHealth {
  /** Null when the store answered; else why it did not. */
  failure(): Promise<unknown>;
}

export function cachedStoreHealth(store: ImageStore, clock: Clock): StoreHealth {
  let last: { at: number; failure: unknown } | undefined;
  let running: Promise<unknown> | undefined;
  const check = async (): Promise<unknown> => {
    let failure: unknown = null;
    try {
      await store.check(STORE_CHECK_TIMEOUT_MS);
    } catch (error) {
      failure = error;
    }
    last = { at: clock.now().getTime(), failure };
    return failure;
  };
  return {
    failure() {
      if (last && clock.now().getTime() - last.at < STORE_CHECK_TTL_MS) return Promise.resolve(last.failure);
      running ??= check().finally(() => {
        running = undefined;
      });
      return running;
    },
  };
}
