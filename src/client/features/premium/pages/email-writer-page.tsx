// /email-writer (premium-and-admin.md section 2): the outreach e-mail generator on its own page.
// Not indexed: the server writes its noindex head from src/shared/catalog/routes.ts. Generating
// needs a premium session, so visitors without one get the way in instead of a form that fails.
import { useQuery } from '@tanstack/react-query';
import { KeyRound, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { PLANS } from '@shared/catalog/prices';
import { sessionQueryOptions } from '@client/lib/session';
import { EmailGenerator } from '../email/email-generator';

export default function EmailWriterPage() {
  // Decide on a fresh answer: the visitor may have subscribed or signed in since it was cached.
  const me = useQuery({ ...sessionQueryOptions(), staleTime: 0 });
  const user = me.data?.user ?? null;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-12">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700 dark:text-brand-300">Band Name Studio Pro</p>
        <h1 className="mt-1 font-display text-3xl font-bold tracking-tight sm:text-4xl">Outreach Email Writer</h1>
        <p className="mt-3 text-lg text-slate-600 dark:text-slate-300">
          Booking requests, music submissions, press kits and follow-ups: tell it who you are writing to and what you want, and get a short, specific e-mail
          that a booker or editor reads to the end. Edit it, ask for changes, then send it from your own mail app.
        </p>
      </header>
      <div className="mt-10">
        {me.isPending ? (
          <div className="flex min-h-[30vh] items-center justify-center" role="status" aria-label="Checking your session">
            <div className="h-8 w-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600" />
          </div>
        ) : user?.isPremium ? (
          <EmailGenerator variant="email-writer" />
        ) : (
          <PremiumRequired signedIn={user != null} />
        )}
      </div>
    </div>
  );
}

function PremiumRequired({ signedIn }: { signedIn: boolean }) {
  return (
    <section aria-labelledby="email-writer-gate-heading" className="max-w-2xl rounded-2xl border border-brand-200 bg-brand-50 p-6 dark:border-brand-800 dark:bg-brand-950/40" data-testid="email-writer-gate">
      <h2 id="email-writer-gate-heading" className="flex items-center gap-2 text-xl font-semibold">
        <Mail className="h-5 w-5 text-brand-700 dark:text-brand-300" aria-hidden />
        {signedIn ? 'The email writer is part of Premium' : 'Sign in to write your email'}
      </h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        {signedIn
          ? 'Your account has no active premium plan. Subscribe or renew to write outreach e-mails, bios, taglines and more.'
          : 'The outreach email writer comes with Premium. Sign in with the e-mail you subscribed with, or choose a plan to get started.'}
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        {!signedIn && (
          <Link
            to="/premium-signin"
            className="inline-flex h-11 items-center gap-2 rounded-lg bg-brand-600 px-5 text-sm font-medium text-white shadow-sm hover:bg-brand-700"
            data-testid="email-writer-signin"
          >
            <KeyRound className="h-4 w-4" aria-hidden /> Sign in to Premium
          </Link>
        )}
        <Link
          to="/subscribe"
          className={
            signedIn
              ? 'inline-flex h-11 items-center rounded-lg bg-brand-600 px-5 text-sm font-medium text-white shadow-sm hover:bg-brand-700'
              : 'inline-flex h-11 items-center rounded-lg border border-slate-300 px-5 text-sm font-medium hover:bg-white dark:border-slate-700 dark:hover:bg-slate-900'
          }
          data-testid="email-writer-subscribe"
        >
          {signedIn ? 'Choose a plan' : `See plans: $${PLANS.monthly.conversionAmount}/month or $${PLANS.lifetime.conversionAmount} lifetime`}
        </Link>
      </div>
    </section>
  );
}
