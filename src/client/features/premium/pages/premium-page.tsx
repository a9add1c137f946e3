// /premium, the premium hub (premium-and-admin.md sections 2, 4, 6): who is signed in comes from
// the server session, never from the address (userId/email query parameters are ignored and
// cleaned away); without a session it redirects to /premium-signin. After a checkout
// (?success=true&session_id=...&type=...) it confirms the payment, reports the conversion once and
// cleans the address. The tool tab lives in ?tab= (and a Library work in &work=), so a reload or
// a Library link keeps it.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Image as ImageIcon, Library, Mail, Megaphone, Music, Newspaper, PenLine, TriangleAlert } from 'lucide-react';
import { BONUS_REPORT_FILE } from '@shared/contracts/payments';
import { Tabs } from '@client/components/ui/tabs';
import { reportConversionOnce } from '@client/lib/checkout-conversion';
import { sessionQueryOptions } from '@client/lib/session';
import { BillingPanel } from '../account/billing-panel';
import { DeleteAccountPanel } from '../account/delete-account-panel';
import { HubHeader } from '../account/hub-header';
import { useCheckoutConfirmation } from '@client/lib/checkout-confirmation';
import { usePremiumStatus } from '../api/premium-status';
import { NamesTab } from '../names/names-tab';

// The tools load when their tab opens: the bio, image, e-mail and press kit tools are large, and
// the Library shares the image tool's gallery code, which must not join this page's chunk.
const BioTab = lazy(() => import('../bio/bio-tab').then((m) => ({ default: m.BioTab })));
const ImageTab = lazy(() => import('../image/image-tab').then((m) => ({ default: m.ImageTab })));
const EmailGenerator = lazy(() => import('../email/email-generator').then((m) => ({ default: m.EmailGenerator })));
const LibraryTab = lazy(() => import('../library/library-tab').then((m) => ({ default: m.LibraryTab })));
const PressKitTab = lazy(() => import('../press-kit/press-kit-tab').then((m) => ({ default: m.PressKitTab })));

const TABS = [
  { id: 'names', label: 'Band Names', icon: Music },
  { id: 'bio', label: 'Band Bio Generator', icon: PenLine },
  { id: 'image', label: 'Image Generator', icon: ImageIcon },
  { id: 'email', label: 'Email Generator', icon: Mail },
  { id: 'press-kit', label: 'Press Kit', icon: Newspaper },
  { id: 'library', label: 'Library', icon: Library },
] as const;
type TabId = (typeof TABS)[number]['id'];

const isTab = (value: string | null): value is TabId => TABS.some((t) => t.id === value);

/** Identity never comes from the address, and a checkout is confirmed once: these go. */
const IDENTITY_PARAMS = ['userId', 'email'];
const CHECKOUT_PARAMS = ['success', 'session_id', 'type'];

function checkoutSessionOf(search: string): string | null {
  const params = new URLSearchParams(search);
  return params.get('success') === 'true' ? params.get('session_id') || null : null;
}

export default function PremiumPage() {
  const location = useLocation();
  const navigate = useNavigate();
  // Read once: the address is cleaned while the confirmation is under way.
  const [checkoutId] = useState(() => checkoutSessionOf(location.search));
  const checkout = useCheckoutConfirmation(checkoutId);
  const checkoutSettled = !checkoutId || !checkout.isPending;
  // The hub decides on a fresh answer, not on what the home page cached earlier.
  const me = useQuery({ ...sessionQueryOptions(), staleTime: 0 });
  const user = me.data?.user ?? null;
  const status = usePremiumStatus(user?.id);
  // Set once the account is deleted: the hub then waits for the way home instead of redirecting.
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    if (checkoutId && checkout.data) reportConversionOnce(checkoutId, checkout.data);
  }, [checkoutId, checkout.data]);

  // Signed out: the redirect below leaves the page, and the address's params with it. Cleaning
  // them here as well would race it (a child's effect runs first, so the cleaning navigation
  // would land last and leave a blank hub at /premium).
  const redirectingToSignIn = !leaving && checkoutSettled && !me.isPending && !user;

  useEffect(() => {
    if (redirectingToSignIn) return;
    const params = new URLSearchParams(location.search);
    const drop = [...IDENTITY_PARAMS, ...(checkoutSettled ? CHECKOUT_PARAMS : [])].filter((k) => params.has(k));
    if (drop.length === 0) return;
    for (const k of drop) params.delete(k);
    const search = params.toString();
    // The router's promise settles when the new route has loaded; nothing waits for it.
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true });
  }, [location.pathname, location.search, location.hash, checkoutSettled, redirectingToSignIn, navigate]);

  useEffect(() => {
    if (me.error) console.warn('session check failed', me.error);
    if (status.error) console.warn('premium status check failed', status.error);
    if (checkout.error) console.warn('payment confirmation failed', checkout.error);
  }, [me.error, status.error, checkout.error]);

  if (leaving) return <Spinner label="Leaving the premium hub" />;
  if (!checkoutSettled) return <Spinner label="Confirming your payment" />;
  if (me.isPending) return <Spinner label="Checking your session" />;
  if (!user) return <Navigate to="/premium-signin" replace />;
  if (status.isPending) return <Spinner label="Checking your premium status" />;

  const isPremium = status.data?.isPremium ?? user.isPremium;
  return <Hub email={user.email ?? ''} isPremium={isPremium} onAccountDeleted={() => setLeaving(true)} />;
}

function Spinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center" role="status" aria-label={label}>
      <div className="h-8 w-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600" />
    </div>
  );
}

function Hub({ email, isPremium, onAccountDeleted }: { email: string; isPremium: boolean; onAccountDeleted: () => void }) {
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
      <ToolTabs />
      <BillingPanel />
      <DeleteAccountPanel email={email} onDeleted={onAccountDeleted} />
    </div>
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

type Tool = 'names' | 'bio' | 'image' | 'email' | 'press-kit';
const KEPT_TOOLS: readonly Tool[] = ['names', 'bio', 'image', 'email', 'press-kit'];

/** The tools, with the tab (and a Library work to open) in the address: ?tab=bio&work=12. A tool
 * once opened stays mounted (hidden) while another tab shows, so a half-filled form or a result
 * survives a look at another tab; the Library mounts afresh each time, so it lists what is new. */
function ToolTabs() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabId = isTab(requested) ? requested : 'names';
  const work = Number(params.get('work'));
  const workId = Number.isInteger(work) && work > 0 ? work : undefined;

  const [opened, setOpened] = useState<ReadonlySet<TabId>>(() => new Set([tab]));
  if (!opened.has(tab)) setOpened(new Set([...opened, tab]));
  // The work each tool shows: the last one opened into it (leaving the tab drops &work= from the
  // address, but the tool keeps showing it).
  const [works, setWorks] = useState<{ bio?: number; email?: number; image?: number }>({});
  if ((tab === 'bio' || tab === 'email' || tab === 'image') && workId !== undefined && works[tab] !== workId) setWorks({ ...works, [tab]: workId });

  const select = (next: TabId, nextWork?: number) =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        if (next === 'names') p.delete('tab');
        else p.set('tab', next);
        if (nextWork) p.set('work', String(nextWork));
        else p.delete('work');
        return p;
      },
      // Opening a Library item is a step Back can undo; switching tabs is not.
      { replace: nextWork === undefined },
    );

  const items = TABS.map(({ id, label, icon: Icon }) => ({
    id,
    label: (
      <>
        <Icon className="h-4 w-4" aria-hidden /> {label}
      </>
    ),
  }));
  const tool = (id: Tool) => {
    if (!opened.has(id)) return null;
    const content =
      id === 'names' ? (
        <NamesTab />
      ) : id === 'bio' ? (
        <BioTab workId={works.bio} />
      ) : id === 'image' ? (
        <ImageTab workId={works.image} />
      ) : id === 'email' ? (
        <EmailGenerator variant="premium" workId={works.email} />
      ) : (
        <PressKitTab />
      );
    return (
      <div key={id} hidden={tab !== id} data-testid={`premium-tool-${id}`}>
        <Suspense fallback={<Spinner label="Loading the tool" />}>{content}</Suspense>
      </div>
    );
  };
  return (
    <Tabs label="Premium tools" items={items} value={tab} onChange={(t) => select(t)} idPrefix="premium-tab" className="mt-8">
      {KEPT_TOOLS.map(tool)}
      {tab === 'library' && (
        <Suspense fallback={<Spinner label="Loading your library" />}>
          <LibraryTab onOpenWork={(to, id) => select(to, id)} />
        </Suspense>
      )}
    </Tabs>
  );
}

