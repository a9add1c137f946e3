// The home page's sign-in notices (free-area.md section 2): auth=success with email shows a green
// notice, error a red one; the query string is then cleared.
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { X } from 'lucide-react';
import { PREMIUM_PRODUCT_NAME } from '@shared/catalog/routes';
import { ownEntry } from '@shared/lookup';

const ERROR_TEXTS: Record<string, string> = {
  'invalid-token': 'Invalid authentication link. Please request a new one.',
  'server-error': 'Server error during authentication. Please try again.',
};

type Notice = { kind: 'success'; email: string } | { kind: 'error'; message: string };

export function AuthNotice() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [notice, setNotice] = useState<Notice | null>(null);

  useEffect(() => {
    const auth = params.get('auth');
    const error = params.get('error');
    if (auth === 'success') setNotice({ kind: 'success', email: params.get('email') ?? '' });
    // ?error=constructor must not find Object.prototype's function where a text is expected.
    else if (error) setNotice({ kind: 'error', message: ownEntry(ERROR_TEXTS, error) ?? params.get('message') ?? 'Authentication failed. Please try again.' });
    else return;
    // The router's promise settles when the new route has loaded; nothing waits for it.
    void navigate({ search: '' }, { replace: true });
  }, [params, navigate]);

  if (!notice) return null;
  const success = notice.kind === 'success';
  return (
    <div
      role={success ? 'status' : 'alert'}
      className={`relative mx-auto mb-6 max-w-3xl rounded-xl border p-4 pr-10 ${success ? 'border-green-300 bg-green-50 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100' : 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100'}`}
      data-testid="auth-notice"
    >
      {success ? (
        <>
          <p className="font-semibold">Successfully signed in to {PREMIUM_PRODUCT_NAME}</p>
          {notice.email && <p className="text-sm">Welcome back, {notice.email}</p>}
        </>
      ) : (
        <p className="font-semibold">{notice.message}</p>
      )}
      <button type="button" aria-label="Dismiss" className="absolute right-2 top-2 rounded p-1 opacity-70 hover:opacity-100" onClick={() => setNotice(null)}>
        <X className="h-4 w-4" aria-hidden />
      </button>
    </div>
  );
}
