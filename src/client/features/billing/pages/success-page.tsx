// /success?session_id=...&type=... (premium-and-admin.md sections 2, 4, 8): confirms the payment
// with the server (which fulfils it, and signs the buyer in, unverified and for a day at most, when
// this checkout created their account; the confirmation e-mail's link keeps the browser signed
// in), records the conversion once, and sends the buyer on to the premium hub. A purchase
// onto an account that already existed never signs this browser in: the page sends the buyer to
// that account's inbox, where a sign-in link is waiting.
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CheckCircle2, Download, Mail } from 'lucide-react';
import { BONUS_REPORT_FILE, type PaymentSuccessResponse } from '@shared/contracts/payments';
import { Button } from '@client/components/ui/button';
import { useCheckoutConfirmation } from '@client/lib/checkout-confirmation';
import { cn } from '@client/lib/cn';
import { reportConversionOnce } from '@client/lib/checkout-conversion';

const ACCESS = [
  'Premium band name generator with the Magic Mixer',
  'Band bio and tagline generator',
  'Image generator: lyrics, concepts and genre templates',
  'Professional outreach e-mail generator',
  'The Gig Strategy Playbook special report',
];

const money = (amount: number) => `$${amount.toFixed(2)}`;

function Detail({ term, testId, className, children }: { term: string; testId: string; className?: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-slate-600 dark:text-slate-400">{term}</dt>
      <dd className={cn('mt-1 font-semibold', className)} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

export default function SuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const payment = useCheckoutConfirmation(sessionId);
  const tracked = useRef(false);
  const data = payment.data;

  useEffect(() => {
    if (!data || !sessionId || tracked.current) return;
    tracked.current = true;
    // Once per checkout: the server's first confirmation, and never twice in this browser.
    reportConversionOnce(sessionId, data);
  }, [data, sessionId]);

  useEffect(() => {
    if (payment.error) console.warn('payment details could not be loaded', payment.error);
  }, [payment.error]);

  if (!sessionId) {
    return (
      <Frame title="No payment to show">
        <p className="text-slate-700 dark:text-slate-300">
          This page confirms a payment after checkout. To go premium, <Link to="/subscribe" className="font-medium text-brand-700 underline dark:text-brand-300">choose a plan</Link>.
        </p>
      </Frame>
    );
  }

  if (payment.isPending) {
    return (
      <Frame title="Confirming your payment...">
        <div role="status" className="flex items-center gap-3 text-slate-700 dark:text-slate-300">
          <span className="h-5 w-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-600" aria-hidden />
          Checking with the payment provider.
        </div>
        <ContinueButton data={undefined} />
      </Frame>
    );
  }

  if (!data) {
    return (
      <Frame title="We could not confirm this payment yet">
        <p className="text-slate-700 dark:text-slate-300">
          If you completed the checkout, your access is being set up: try this page again in a minute, or sign in with your e-mail address. You have not been charged twice.
        </p>
        <ContinueButton data={undefined} />
      </Frame>
    );
  }

  if (data.plan === 'tip') {
    return (
      <Frame title="Payment Successful!">
        <p className="text-lg">Thank you for your {money(data.amount)} tip! It keeps the free band name generator free for everyone.</p>
        {data.email && <p className="mt-2 text-slate-700 dark:text-slate-300">A receipt goes to {data.email}.</p>}
        <Link to="/" className="mt-8 inline-flex h-11 items-center rounded-lg bg-brand-600 px-5 font-medium text-white hover:bg-brand-700">
          Back to the generator
        </Link>
      </Frame>
    );
  }

  return (
    <Frame title="Payment Successful!">
      <dl className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-6 sm:grid-cols-[2fr_1fr_1fr] dark:border-slate-800 dark:bg-slate-900">
        <Detail term="Account" testId="success-email" className="[overflow-wrap:anywhere]">
          {data.email}
        </Detail>
        <Detail term="Plan" testId="success-plan">
          {data.plan === 'lifetime' ? 'Lifetime Access' : 'Monthly Subscription'}
        </Detail>
        <Detail term="Amount" testId="success-amount">
          {money(data.amount)}
          {data.plan === 'monthly' ? ' / month' : ''}
        </Detail>
      </dl>

      {data.signInByEmail && (
        <div role="status" data-testid="success-check-inbox" className="mt-6 flex items-start gap-3 rounded-2xl border border-brand-300 bg-brand-50 p-5 dark:border-brand-700 dark:bg-brand-900/40">
          <Mail className="mt-0.5 h-6 w-6 flex-none text-brand-700 dark:text-brand-300" aria-hidden />
          <p>
            Your purchase is on the account for <strong className="[overflow-wrap:anywhere]">{data.email}</strong>. We&apos;ve sent a sign-in link to that address:
            check your inbox.
          </p>
        </div>
      )}

      <h2 className="mt-8 text-xl font-semibold">Your access now includes</h2>
      <ul className="mt-3 space-y-2">
        {ACCESS.map((a) => (
          <li key={a} className="flex items-start gap-2">
            <CheckCircle2 className="mt-0.5 h-5 w-5 flex-none text-green-600 dark:text-green-400" aria-hidden />
            {a}
          </li>
        ))}
      </ul>

      <div className="mt-8 rounded-2xl bg-brand-50 p-6 dark:bg-brand-900/40">
        <h2 className="text-lg font-semibold">Bonus: The Gig Strategy Playbook</h2>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">Booking, building a draw, pitching venues, setlists, merch and follow-up, in one PDF.</p>
        {data.signedIn ? (
          <a
            href="/api/premium/bonus-report"
            download={BONUS_REPORT_FILE}
            className="mt-4 inline-flex h-10 items-center gap-2 rounded-lg border border-brand-600 px-4 text-sm font-medium text-brand-800 hover:bg-brand-100 dark:border-brand-300 dark:text-brand-100 dark:hover:bg-brand-800"
          >
            <Download className="h-4 w-4" aria-hidden /> Download the special report
          </a>
        ) : (
          <p className="mt-3 text-sm">
            {data.signInByEmail ? (
              'Open the sign-in link we e-mailed you'
            ) : (
              <Link to="/premium-signin" className="font-medium text-brand-800 underline dark:text-brand-200">
                Sign in
              </Link>
            )}{' '}
            to download it from your premium hub.
          </p>
        )}
      </div>

      {!data.signInByEmail && (
        <p className="mt-6 flex items-start gap-2 text-slate-700 dark:text-slate-300">
          <Mail className="mt-0.5 h-5 w-5 flex-none" aria-hidden />
          <span>A confirmation e-mail is on its way to {data.email}, with a link to sign in from any device.</span>
        </p>
      )}
      {data.signedIn && (
        <p className="mt-2 text-slate-700 dark:text-slate-300" data-testid="success-keep-signed-in">
          Open that e-mailed link in this browser to keep it signed in: until then it stays signed in for 24 hours at most.
        </p>
      )}
      <ContinueButton data={data} />
    </Frame>
  );
}

function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="font-display text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <div className="mt-6">{children}</div>
    </div>
  );
}

/** Enabled once the payment details are known: to the hub when the user is known, else to sign-in. */
function ContinueButton({ data }: { data: PaymentSuccessResponse | undefined }) {
  const navigate = useNavigate();
  return (
    <Button size="lg" className="mt-8" disabled={!data} onClick={() => navigate(data?.userId != null && data.signedIn ? '/premium' : '/premium-signin')}>
      Continue to Premium Features
    </Button>
  );
}
