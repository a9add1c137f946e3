// What the server will still allow today (GET /api/quota). Pages show these numbers before the
// first click, so a counter never promises more than the server grants; after each action the
// page either reads the new figures from the action's answer or asks again.
// A small store of its own, like the session's (session.ts), not the query cache: the album art
// page hydrates as a first view without the query library (docs/decisions/013), and the quota is
// the only thing it read through it. The contract's type only: no zod in a first-load script.
import { startTransition, useEffect, useState } from 'react';
import type { QuotaStatusResponse } from '@shared/contracts/quota';
import { apiRequest } from './api';

export type { QuotaCounter, QuotaStatusResponse } from '@shared/contracts/quota';

interface QuotaState {
  quota: QuotaStatusResponse | undefined;
  /** No answer yet for the latest ask (a failed ask ends it too, with the last figures kept). */
  pending: boolean;
}

let state: QuotaState = { quota: undefined, pending: true };
/** Which ask's answer is the latest (an older one that lands late is ignored). */
let asked = 0;
const listeners = new Set<() => void>();

function setState(next: QuotaState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Asks the server again; every counter on the page takes the answer. */
async function refreshQuota(): Promise<void> {
  const ticket = ++asked;
  try {
    const quota = (await (await apiRequest('GET', '/api/quota')).json()) as QuotaStatusResponse;
    if (ticket === asked) setState({ quota, pending: false });
  } catch {
    if (ticket === asked) setState({ quota: state.quota, pending: false });
  }
}

/** The requester's quota; undefined while it loads or when the server could not answer. Read
 * afresh on every mount: counters change with every action, on this page or in another tab. */
export function useQuota(): { quota: QuotaStatusResponse | undefined; isPending: boolean; refetch: () => void } {
  // The first render is the prerendered HTML's "checking" state, whatever an earlier page read.
  const [current, setCurrent] = useState<QuotaState>({ quota: undefined, pending: true });
  useEffect(() => {
    const update = () => startTransition(() => setCurrent(state));
    listeners.add(update);
    void refreshQuota();
    return () => {
      listeners.delete(update);
    };
  }, []);
  return { quota: current.quota, isPending: current.pending, refetch: () => void refreshQuota() };
}
