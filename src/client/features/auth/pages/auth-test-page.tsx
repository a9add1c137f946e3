// /auth-test (premium-and-admin.md sections 2, 8): paste a sign-in token (or the whole link),
// run the same verification the link does, and see its JSON. A token works once.
import { useState } from 'react';
import type { VerifyTokenResponse } from '@shared/contracts/auth';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { useVerifyToken } from '../api/verify-token';

/** Accepts a bare token or a pasted link with ?token=... */
function tokenFrom(input: string): string {
  const text = input.trim();
  try {
    const fromLink = new URL(text).searchParams.get('token');
    if (fromLink) return fromLink;
  } catch {
    // not a link: a bare token
  }
  return text;
}

export default function AuthTestPage() {
  const verify = useVerifyToken();
  const [token, setToken] = useState('');
  const [result, setResult] = useState<VerifyTokenResponse | null>(null);

  const test = () => {
    setResult(null);
    verify.mutate(tokenFrom(token), {
      onSuccess: (res) => {
        setResult(res);
        if (res.success) toast({ title: 'Authentication Success', description: res.message, variant: 'success' });
        else toast({ title: 'Authentication Failed', description: res.message, variant: 'destructive' });
      },
      onError: (err) => {
        console.warn('authentication test failed', err);
        toast({ title: 'Failed to test authentication', variant: 'destructive' });
      },
    });
  };

  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="font-display text-3xl font-bold tracking-tight">Authentication Test</h1>
      <p className="mt-3 text-slate-700 dark:text-slate-300">Paste a magic-link token (or the whole link) to test it. Testing signs you in and uses the token up.</p>
      <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <label htmlFor="auth-token" className="block text-sm font-medium">
          Magic-link token
        </label>
        <input
          id="auth-token"
          type="text"
          value={token}
          onChange={(e) => setToken(e.target.value)}
          autoComplete="off"
          spellCheck={false}
          className="mt-1 block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 font-mono text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
        />
        <Button className="mt-4" onClick={test} disabled={!token.trim() || verify.isPending}>
          Test Authentication
        </Button>
      </div>
      {result && (
        <section aria-labelledby="auth-result" className="mt-6">
          <h2 id="auth-result" className="text-lg font-semibold">
            Result
          </h2>
          <pre className="mt-2 overflow-x-auto rounded-xl bg-slate-900 p-4 text-sm text-slate-100" data-testid="auth-result">
            {JSON.stringify(result, null, 2)}
          </pre>
        </section>
      )}
    </div>
  );
}
