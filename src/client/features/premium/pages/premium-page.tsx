// /premium, the premium hub shell (premium-and-admin.md sections 2, 4, 6): who is signed in comes
// from the server session, never from the address (userId/email query parameters are ignored and
// cleaned away); without a session it redirects to /premium-signin. Header, updates banner,
// billing, the bonus report, sign out, and the four tool tabs.
import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CreditCard, Download, FileText, Image as ImageIcon, LogOut, Mail, Megaphone, Music, PenLine, TriangleAlert } from 'lucide-react';
import { SUPPORT_EMAIL } from '@shared/contracts/auth';
import { BONUS_REPORT_FILE } from '@shared/contracts/payments';
import { Button } from '@client/components/ui/button';
import { Tabs } from '@client/components/ui/tabs';
import { toast } from '@client/components/ui/use-toast';
import { billingSubscriptionQueryOptions } from '@client/lib/billing-subscription';
import { sessionQueryOptions } from '@client/lib/session';
import { useBillingPortal } from '../api/billing-portal';
import { usePremiumStatus } from '../api/premium-status';
import { useSignOut } from '../api/sign-out';

/** The four tools. Their panels are placeholders until the premium tools issue fills them in. */
const TABS = [
  { id: 'names', label: 'Band Names', icon: Music, blurb: 'Premium band names with filters, seed words and the Magic Mixer.' },
  { id: 'bio', label: 'Band Bio Generator', icon: PenLine, blurb: 'A press-ready bio and three taglines built on it.' },
  { id: 'image', label: 'Image Generator', icon: ImageIcon, blurb: 'Artwork from your lyrics, custom concepts or genre templates (Beta).' },
  { id: 'email', label: 'Email Generator', icon: Mail, blurb: 'Professional outreach e-mails to venues, press, labels and curators.' },
] as const;
type TabId = (typeof TABS)[number]['id'];

export default function PremiumPage() {
  // The hub decides on a fresh answer, not on what the home page cached earlier.
  const me = useQuery({ ...sessionQueryOptions(), staleTime: 0 });
  const user = me.data?.user ?? null;
  const status = usePremiumStatus(user?.id);
  const location = useLocation();
  const navigate = useNavigate();

  // Identity never comes from the address: drop userId, email, session_id... from it.
  useEffect(() => {
    // The router's promise settles when the new route has loaded; nothing waits for it.
    if (location.search) void navigate('/premium', { replace: true });
  }, [location.search, navigate]);
  useEffect(() => {
    if (me.error) console.warn('session check failed', me.error);
    if (status.error) console.warn('premium status check failed', status.error);
  }, [me.error, status.error]);

  if (me.isPending) return <Spinner label="Checking your session" />;
  if (!user) return <Navigate to="/premium-signin" replace />;
  if (status.isPending) return <Spinner label="Checking your premium status" />;

  const isPremium = status.data?.isPremium ?? user.isPremium;
  return <Hub email={user.email ?? ''} isPremium={isPremium} />;
}

function Spinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center" role="status" aria-label={label}>
      <div className="h-8 w-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600" />
    </div>
  );
}

function Hub({ email, isPremium }: { email: string; isPremium: boolean }) {
  const [tab, setTab] = useState<TabId>('names');
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <HubHeader email={email} />
      <UpdatesBanner />
      {!isPremium && (
        <div role="alert" className="mt-6 flex items-start gap-3 rounded-xl border border-amber-500 bg-amber-50 p-4 text-amber-950 dark:bg-amber-950/40 dark:text-amber-50">
          <TriangleAlert className="mt-0.5 h-5 w-5 flex-none" aria-hidden />
          <p>
            Your premium plan is not active, so the tools are locked.{' '}
            <Link to="/subscribe" className="font-semibold underline">
              Renew your plan
            </Link>{' '}
            to use them again.
          </p>
        </div>
      )}
      <ToolTabs tab={tab} onChange={setTab} />
      <BillingPanel />
    </div>
  );
}

function HubHeader({ email }: { email: string }) {
  const signOut = useSignOut();
  const navigate = useNavigate();
  return (
    <header className="flex flex-wrap items-start justify-between gap-4">
      <div>
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700 dark:text-brand-300">Band Name Studio Pro</p>
        <h1 className="mt-1 font-display text-3xl font-bold tracking-tight sm:text-4xl">Premium Suite</h1>
        <p className="mt-2 text-slate-700 dark:text-slate-300">
          Signed in as <span className="break-all font-medium" data-testid="hub-email">{email}</span>
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <a
          href={`mailto:${SUPPORT_EMAIL}?subject=Premium%20feedback`}
          className="text-sm font-medium text-brand-700 underline hover:text-brand-800 dark:text-brand-300 dark:hover:text-brand-200"
        >
          Feedback & support
        </a>
        <Button
          variant="outline"
          disabled={signOut.isPending}
          onClick={() =>
            signOut.mutate(undefined, {
              onSuccess: () => void navigate('/premium-signin', { replace: true }),
              onError: (err) => {
                console.warn('sign-out failed', err);
                toast({ title: 'Error', description: 'Could not sign out. Please try again.', variant: 'destructive' });
              },
            })
          }
        >
          <LogOut className="h-4 w-4" aria-hidden /> Sign out
        </Button>
      </div>
    </header>
  );
}

function UpdatesBanner() {
  return (
    <section aria-labelledby="updates-heading" className="mt-8 rounded-2xl bg-gradient-to-r from-brand-700 to-brand-600 p-6 text-white">
      <h2 id="updates-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Megaphone className="h-5 w-5" aria-hidden /> What's new
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        <li>
          <strong>New: Professional Email Generator.</strong> Write booking, press and label e-mails in the Email Generator tab.
        </li>
        <li>
          <strong>Special report: The Gig Strategy Playbook.</strong>{' '}
          <a href="/api/premium/bonus-report" download={BONUS_REPORT_FILE} className="font-semibold underline">
            Download the PDF
          </a>
        </li>
      </ul>
    </section>
  );
}

function ToolTabs({ tab, onChange }: { tab: TabId; onChange: (t: TabId) => void }) {
  const current = TABS.find((t) => t.id === tab) ?? TABS[0];
  const items = TABS.map(({ id, label, icon: Icon }) => ({
    id,
    label: (
      <>
        <Icon className="h-4 w-4" aria-hidden /> {label}
      </>
    ),
  }));
  return (
    <Tabs label="Premium tools" items={items} value={tab} onChange={onChange} className="mt-8">
      <ToolPlaceholder label={current.label} blurb={current.blurb} />
    </Tabs>
  );
}

/** Stands in for a tool until the premium tools issue replaces it. */
function ToolPlaceholder({ label, blurb }: { label: string; blurb: string }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700" data-testid="tool-placeholder">
      <h2 className="text-xl font-semibold">{label}</h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{blurb}</p>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">This tool is being tuned and opens here soon.</p>
    </div>
  );
}

function BillingPanel() {
  const billing = useQuery({ ...billingSubscriptionQueryOptions(), staleTime: 0 });
  const portal = useBillingPortal();
  const queryClient = useQueryClient();
  const data = billing.data;
  useEffect(() => {
    if (billing.error) console.warn('billing status could not be loaded', billing.error);
  }, [billing.error]);

  const planName = data?.plan === 'lifetime' ? 'Lifetime Pro' : data?.plan === 'monthly' ? 'Monthly Pro' : 'No plan';
  const statusText =
    data?.plan === 'lifetime'
      ? 'Paid once, yours for life'
      : data?.status === 'active' && data.currentPeriodEnd
        ? `Renews on ${new Date(data.currentPeriodEnd).toLocaleDateString()}`
        : (data?.status ?? 'Not active');

  return (
    <section aria-labelledby="billing-heading" className="mt-4 grid gap-6 md:grid-cols-2">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
        <h2 id="billing-heading" className="flex items-center gap-2 text-lg font-semibold">
          <CreditCard className="h-5 w-5" aria-hidden /> Your plan
        </h2>
        {billing.isPending ? (
          <p role="status" className="mt-3 text-sm text-slate-600 dark:text-slate-400">
            Loading...
          </p>
        ) : (
          <>
            <p className="mt-3 font-semibold" data-testid="hub-plan">
              {planName}
            </p>
            <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="hub-plan-status">
              {statusText}
            </p>
            {data?.testMode && <p className="mt-2 text-xs font-semibold uppercase tracking-wide text-amber-700 dark:text-amber-300">Test mode payments</p>}
            {data?.canManageBilling && (
              <Button
                variant="outline"
                className="mt-4"
                disabled={portal.isPending}
                onClick={() =>
                  portal.mutate(undefined, {
                    onSuccess: ({ url }) => {
                      void queryClient.invalidateQueries({ queryKey: billingSubscriptionQueryOptions().queryKey });
                      window.location.assign(url);
                    },
                    onError: (err) => {
                      console.warn('billing portal could not open', err);
                      toast({ title: 'Error', description: 'Could not open billing management. Please try again.', variant: 'destructive' });
                    },
                  })
                }
              >
                {portal.isPending ? 'Opening...' : data.plan === 'monthly' ? 'Manage or cancel subscription' : 'Manage billing'}
              </Button>
            )}
          </>
        )}
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <FileText className="h-5 w-5" aria-hidden /> Bonus special report
        </h2>
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
          The Gig Strategy Playbook: booking your first gigs, building a draw, pitching venues, setlists, merch and following up.
        </p>
        <a
          href="/api/premium/bonus-report"
          download={BONUS_REPORT_FILE}
          className="mt-4 inline-flex h-10 items-center gap-2 rounded-lg bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700"
        >
          <Download className="h-4 w-4" aria-hidden /> Download the report (PDF)
        </a>
      </div>
    </section>
  );
}
