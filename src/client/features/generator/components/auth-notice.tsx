// The home page's sign-in notices (free-area.md section 2): auth=success shows a green notice, error
// a red one; the query string is then cleared. Anyone can send a link with any query string, so
// the page says only what it knows: the red notice shows the text of a known error code (a fixed
// one otherwise, never text from the address bar), and the green one appears only for a visitor
// the server says is signed in, greeting the session's e-mail, not the one in the address.
import { useEffect, useState } from 'react';
import { navigate, useLocationSearch } from '@client/lib/navigation';
import { X } from 'lucide-react';
import { PREMIUM_PRODUCT_NAME } from '@shared/catalog/routes';
import { ownEntry } from '@shared/lookup';
import { useSessionUser, type SessionUser } from '@client/lib/session';

const ERROR_TEXTS: Record<string, string> = {
  'invalid-token': 'Invalid authentication link. Please request a new one.',
  'server-error': 'Server error during authentication. Please try again.',
};
export const UNKNOWN_AUTH_ERROR = 'Authentication failed. Please try again.';

export type Notice = { kind: 'success' } | { kind: 'error'; message: string };

/** The notice a query string asks for, by its codes only; null when it asks for none. */
export function noticeFromQuery(params: URLSearchParams): Notice | null {
  if (params.get('auth') === 'success') return { kind: 'success' };
  const error = params.get('error');
  // ?error=constructor must not find Object.prototype's function where a text is expected.
  return error ? { kind: 'error', message: ownEntry(ERROR_TEXTS, error) ?? UNKNOWN_AUTH_ERROR } : null;
}

export function AuthNotice() {
  const search = useLocationSearch();
  const [notice, setNotice] = useState<Notice | null>(null);
  const { user, known } = useSessionUser();

  useEffect(() => {
    const asked = noticeFromQuery(new URLSearchParams(search));
    if (!asked) return;
    setNotice(asked);
    navigate(window.location.pathname, { replace: true });
  }, [search]);

  return <AuthNoticeBanner notice={notice} user={known ? user : null} onDismiss={() => setNotice(null)} />;
}

/** `user`: the signed-in visitor as the server said, null when signed out or not known yet. */
export function AuthNoticeBanner({ notice, user, onDismiss }: { notice: Notice | null; user: SessionUser | null; onDismiss: () => void }) {
  if (!notice) return null;
  const success = notice.kind === 'success';
  // A success link followed while signed out (or forged) greets nobody.
  if (success && !user) return null;
  return (
    <div
      role={success ? 'status' : 'alert'}
      className={`relative mx-auto mb-6 max-w-3xl rounded-xl border p-4 pr-10 ${success ? 'border-green-300 bg-green-50 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100' : 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100'}`}
      data-testid="auth-notice"
    >
      {success ? (
        <>
          <p className="font-semibold">Successfully signed in to {PREMIUM_PRODUCT_NAME}</p>
          {user?.email && <p className="text-sm">Welcome back, {user.email}</p>}
        </>
      ) : (
        <p className="font-semibold">{notice.message}</p>
      )}
      <button type="button" aria-label="Dismiss" className="absolute right-2 top-2 rounded p-1 opacity-70 hover:opacity-100" onClick={onDismiss}>
        <X className="h-4 w-4" aria-hidden />
      </button>
    </div>
  );
}
