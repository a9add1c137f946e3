// Who is signed in, as the server says (GET /api/auth/me); null for anonymous visitors. The answer
// lives in a small store of its own, not in the query cache: the home page's first view hydrates
// without the query library (docs/decisions/013). Pages that use the query cache for it
// (sessionQueryOptions) fetch through refreshSession, so both always hold the same answer.
// The contract's type only and no zod parse: zod stays out of the first-load script.
import { startTransition, useEffect, useState } from 'react';
import type { MeResponse, SessionUserView } from '@shared/contracts/auth';
import { apiRequest } from './api';
import { isHydrating } from './use-hydrated';

export type SessionUser = SessionUserView;

interface SessionState {
  /** The server has answered (or failed to: then as signed out). */
  known: boolean;
  user: SessionUser | null;
}

const UNKNOWN: SessionState = { known: false, user: null };
let state: SessionState = UNKNOWN;
/** Which request's answer is the latest asked for (an older one that lands late is ignored); 0
 * until the first ask. */
let asked = 0;
const listeners = new Set<() => void>();

function setState(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Asks the server again; the store takes the answer. A failed ask keeps the last answer, or
 * counts as signed out when there was none, as the query it replaces did. The route is open to
 * everyone and answers { user: null } without a session, never 401. */
export async function refreshSession(): Promise<MeResponse> {
  const ticket = ++asked;
  try {
    const me = (await (await apiRequest('GET', '/api/auth/me')).json()) as MeResponse;
    if (ticket === asked) setState({ known: true, user: me.user });
    return me;
  } catch (error) {
    if (ticket === asked) setState({ known: true, user: state.user });
    throw error;
  }
}

/** Forgets the answer (signed out, account deleted) and asks again. */
export function resetSession(): void {
  setState(UNKNOWN);
  void refreshSession().catch(() => undefined);
}

/** For pages that read the session through the query cache (useQuery); refetching it refreshes the store. */
export function sessionQueryOptions() {
  return { queryKey: ['/api/auth/me'] as const, queryFn: refreshSession };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSessionUser(): {
  user: SessionUser | null;
  isLoading: boolean;
  /** False until the server has answered (also on a prerendered page): offers to upgrade wait for
   * it, so a paying user never sees one flash by. */
  known: boolean;
} {
  // While a prerendered page hydrates (and on the server) it is "not known yet", as the HTML was.
  // The store's changes reach the page as a transition, rendered in slices: the server's answer
  // re-renders the whole home page, which useSyncExternalStore would do in one blocking task.
  const [{ known, user }, setCurrent] = useState<SessionState>(() => (isHydrating() ? UNKNOWN : state));
  useEffect(() => {
    const update = () => startTransition(() => setCurrent(state));
    // What changed between the render and now (the first answer, or hydration's "not known yet").
    update();
    const unsubscribe = subscribe(update);
    if (asked === 0) void refreshSession().catch(() => undefined);
    return unsubscribe;
  }, []);
  return { user, isLoading: !known, known };
}

/** True once the server has said the visitor is not a paying user: the only time to offer premium. */
export function useShowUpsell(): boolean {
  const { user, known } = useSessionUser();
  return known && !user?.isPremium;
}
