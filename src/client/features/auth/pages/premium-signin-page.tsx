// /premium-signin (premium-and-admin.md sections 2, 4, 8): the e-mail subscribed with gets a
// one-time sign-in link. Every well-formed address gets the same answer, so the page never tells
// who has a plan (the 'Access Denied' toast stays for a server that says no). (The spec's redirect to /premium with userId and email in the address
// is replaced by the e-mailed link: the server, not the address bar, decides who is signed in.)
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { MailCheck } from 'lucide-react';
import { SIGN_IN_TEXTS, SUPPORT_EMAIL } from '@shared/contracts/auth';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { ApiError } from '@client/lib/api';
import { useVerifyPremiumEmail } from '../api/verify-premium-email';

export default function PremiumSigninPage() {
  const verify = useVerifyPremiumEmail();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<{ email: string; message: string } | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const address = email.trim();
    verify.mutate(address, {
      onSuccess: (res) => {
        if (res.success) setSentTo({ email: address, message: res.message });
        else toast({ title: 'Access Denied', description: res.message || SIGN_IN_TEXTS.accessDenied, variant: 'destructive' });
      },
      onError: (err) => {
        console.warn('premium sign-in failed', err);
        const message = err instanceof ApiError && err.status === 429 ? err.serverMessage : undefined;
        toast({ title: 'Error', description: message ?? 'Something went wrong. Please try again.', variant: 'destructive' });
      },
    });
  };

  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="font-display text-3xl font-bold tracking-tight">Premium Sign In</h1>
      <p className="mt-3 text-slate-700 dark:text-slate-300">Enter the e-mail address you subscribed with. We will e-mail you a one-time sign-in link.</p>

      {sentTo ? (
        <div role="status" className="mt-8 rounded-2xl border border-green-600 bg-green-50 p-6 text-green-950 dark:border-green-500 dark:bg-green-950/40 dark:text-green-50" data-testid="link-sent">
          <MailCheck className="h-6 w-6" aria-hidden />
          <h2 className="mt-2 text-lg font-semibold">Check your inbox</h2>
          <p className="mt-1">{sentTo.message}</p>
          <p className="mt-1 text-sm">
            Address: <strong className="break-all">{sentTo.email}</strong>
          </p>
          <button type="button" className="mt-4 text-sm font-medium underline" onClick={() => setSentTo(null)}>
            Use a different address
          </button>
        </div>
      ) : (
        <form onSubmit={submit} className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
          <label htmlFor="signin-email" className="block text-sm font-medium">
            Email address
          </label>
          <input
            id="signin-email"
            type="email"
            required
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            placeholder="you@yourband.com"
            className="mt-1 block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-500 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400"
          />
          <Button type="submit" size="lg" className="mt-4 w-full" disabled={verify.isPending}>
            {verify.isPending ? 'Verifying...' : 'Access Premium Features'}
          </Button>
        </form>
      )}

      <div className="mt-8 space-y-2 text-sm text-slate-700 dark:text-slate-300">
        <p>
          Not a member yet?{' '}
          <Link to="/subscribe" className="font-medium text-brand-700 underline hover:text-brand-800 dark:text-brand-300 dark:hover:text-brand-200">
            Get premium access
          </Link>
        </p>
        <p>
          Trouble signing in?{' '}
          <a href={`mailto:${SUPPORT_EMAIL}?subject=Premium%20sign-in%20help`} className="font-medium text-brand-700 underline hover:text-brand-800 dark:text-brand-300 dark:hover:text-brand-200">
            Contact support
          </a>
        </p>
      </div>
    </div>
  );
}
