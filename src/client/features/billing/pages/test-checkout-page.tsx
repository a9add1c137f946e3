// /test-checkout: the local stand-in for the payment provider's pages when no Stripe keys are
// configured, plainly marked TEST MODE. ?session_id=... is a checkout (choose the plan, enter an
// e-mail, pay or cancel); ?manage=1 is the billing portal (cancel a monthly subscription at the end
// of its paid period, as Stripe's portal does; this checkout moves no money, so it has no refunds).
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { FlaskConical } from 'lucide-react';
import { PLANS, TIPS, type PriceType } from '@shared/catalog/prices';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { cn } from '@client/lib/cn';
import { billingSubscriptionQueryOptions } from '@client/lib/billing-subscription';
import { useCancelTestCheckout } from '../api/cancel-test-checkout';
import { useCancelTestSubscription } from '../api/cancel-test-subscription';
import { usePayTestCheckout } from '../api/pay-test-checkout';
import { useTestCheckoutSession } from '../api/test-checkout-session';

const money = (amount: number) => `$${amount.toFixed(2)}`;
const inputClass =
  'mt-1 block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400';

export default function TestCheckoutPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <div role="note" className="flex items-start gap-3 rounded-xl border-2 border-dashed border-amber-500 bg-amber-50 p-4 text-amber-950 dark:bg-amber-950/40 dark:text-amber-100" data-testid="test-mode-banner">
        <FlaskConical className="mt-0.5 h-5 w-5 flex-none" aria-hidden />
        <p>
          <strong className="font-bold tracking-wide">TEST MODE</strong>: this is the site's built-in test checkout, used because no payment provider is configured. No card is needed and
          no money moves.
        </p>
      </div>
      {sessionId ? <Checkout sessionId={sessionId} /> : params.get('manage') ? <ManageBilling /> : <NothingHere />}
    </div>
  );
}

function NothingHere() {
  return (
    <div className="mt-8">
      <h1 className="font-display text-3xl font-bold">Test checkout</h1>
      <p className="mt-3 text-slate-700 dark:text-slate-300">
        There is no checkout to show. <Link to="/subscribe" className="font-medium text-brand-700 underline dark:text-brand-300">Choose a plan</Link> to start one.
      </p>
    </div>
  );
}

function Checkout({ sessionId }: { sessionId: string }) {
  const session = useTestCheckoutSession(sessionId);
  const pay = usePayTestCheckout();
  const cancel = useCancelTestCheckout();
  const [email, setEmail] = useState('');
  const [plan, setPlan] = useState<PriceType>('monthly');
  const data = session.data;

  useEffect(() => {
    if (!data) return;
    if (data.email) setEmail(data.email);
    if (data.plan) setPlan(data.plan);
  }, [data]);
  useEffect(() => {
    if (session.error) console.warn('test checkout session could not be loaded', session.error);
  }, [session.error]);

  if (session.isPending) {
    return (
      <div role="status" className="mt-8 text-slate-700 dark:text-slate-300">
        Loading the checkout...
      </div>
    );
  }
  if (!data) {
    return (
      <div className="mt-8">
        <h1 className="font-display text-3xl font-bold">Checkout not found</h1>
        <p className="mt-3 text-slate-700 dark:text-slate-300">
          This checkout does not exist. <Link to="/subscribe" className="font-medium text-brand-700 underline dark:text-brand-300">Start again</Link>.
        </p>
      </div>
    );
  }
  if (data.status !== 'open') {
    return (
      <div className="mt-8">
        <h1 className="font-display text-3xl font-bold">This checkout is closed</h1>
        <p className="mt-3 text-slate-700 dark:text-slate-300">
          It was already {data.status === 'complete' ? 'paid' : 'cancelled'}.{' '}
          <Link to={data.status === 'complete' ? `/success?session_id=${data.id}&type=${data.plan ?? 'tip'}` : '/subscribe'} className="font-medium text-brand-700 underline dark:text-brand-300">
            {data.status === 'complete' ? 'See the payment' : 'Choose a plan'}
          </Link>
        </p>
      </div>
    );
  }

  const isTip = data.kind === 'tip';
  const amount = isTip ? data.amount : PLANS[plan].amountCents / 100;
  const tipLabel = TIPS.find((t) => t.amount === data.amount)?.label;
  const busy = pay.isPending || pay.isSuccess || cancel.isPending || cancel.isSuccess;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    pay.mutate(
      { id: sessionId, body: { email: email.trim(), ...(isTip ? {} : { plan }) } },
      {
        onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl),
        onError: (err) => {
          console.warn('test payment failed', err);
          toast({ title: 'Payment failed', description: 'The test payment did not go through. Please try again.', variant: 'destructive' });
        },
      },
    );
  };
  const abandon = () =>
    cancel.mutate(sessionId, {
      onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl),
      onError: (err) => console.warn('test checkout could not be cancelled', err),
    });

  return (
    <form onSubmit={submit} className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <h1 className="font-display text-2xl font-bold">{isTip ? 'Leave a tip' : 'Complete your purchase'}</h1>
      {isTip ? (
        <p className="mt-2 text-slate-700 dark:text-slate-300">
          Tip: {money(data.amount)} ({tipLabel}){data.bandName ? ` for ${data.bandName}` : ''}
        </p>
      ) : (
        <fieldset className="mt-4">
          <legend className="text-sm font-medium">Plan</legend>
          <div className="mt-2 grid gap-3 sm:grid-cols-2">
            {(['monthly', 'lifetime'] as const).map((p) => (
              <label
                key={p}
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-xl border p-4',
                  plan === p ? 'border-brand-500 ring-2 ring-brand-500' : 'border-slate-300 dark:border-slate-700',
                )}
              >
                <input type="radio" name="plan" value={p} checked={plan === p} onChange={() => setPlan(p)} className="h-4 w-4 accent-brand-600" />
                <span>
                  <span className="block font-semibold">{PLANS[p].label}</span>
                  <span className="text-sm text-slate-600 dark:text-slate-400">{p === 'monthly' ? '$7 per month' : '$29 once'}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <label htmlFor="checkout-email" className="mt-5 block text-sm font-medium">
        E-mail address
      </label>
      <input id="checkout-email" type="email" required autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} placeholder="you@yourband.com" className={inputClass} />
      {!isTip && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">This address becomes your login.</p>}
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <Button type="submit" size="lg" disabled={busy}>
          {pay.isPending || pay.isSuccess ? 'Processing...' : `Pay ${money(amount)} (test)`}
        </Button>
        <Button type="button" variant="ghost" size="lg" disabled={busy} onClick={abandon}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function ManageBilling() {
  const status = useQuery(billingSubscriptionQueryOptions());
  const cancel = useCancelTestSubscription();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const data = status.data;

  useEffect(() => {
    if (status.error) console.warn('billing status could not be loaded', status.error);
  }, [status.error]);

  if (status.isPending) return <div role="status" className="mt-8">Loading your billing details...</div>;
  if (!data) {
    return (
      <div className="mt-8">
        <h1 className="font-display text-3xl font-bold">Manage billing</h1>
        <p className="mt-3 text-slate-700 dark:text-slate-300">
          <Link to="/premium-signin" className="font-medium text-brand-700 underline dark:text-brand-300">Sign in</Link> to manage your plan.
        </p>
      </div>
    );
  }
  const cancellable = data.plan === 'monthly' && data.status !== 'canceled' && !data.cancelAt;
  const periodEnd = data.currentPeriodEnd ? new Date(data.currentPeriodEnd).toLocaleDateString() : null;
  const endsOn = data.cancelAt ? new Date(data.cancelAt).toLocaleDateString() : null;
  return (
    <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <h1 className="font-display text-2xl font-bold">Manage billing</h1>
      <dl className="mt-4 grid gap-2 text-sm">
        <div className="flex gap-2">
          <dt className="text-slate-600 dark:text-slate-400">Plan:</dt>
          <dd className="font-semibold">{data.plan === 'lifetime' ? 'Lifetime Pro' : data.plan === 'monthly' ? 'Monthly Pro' : 'None'}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-slate-600 dark:text-slate-400">Status:</dt>
          <dd className="font-semibold" data-testid="billing-status">
            {data.status ?? 'none'}
          </dd>
        </div>
        {data.currentPeriodEnd && (
          <div className="flex gap-2">
            <dt className="text-slate-600 dark:text-slate-400">Current period ends:</dt>
            <dd className="font-semibold">{new Date(data.currentPeriodEnd).toLocaleDateString()}</dd>
          </div>
        )}
      </dl>
      {cancellable ? (
        confirming ? (
          <div className="mt-6 rounded-xl bg-red-50 p-4 dark:bg-red-950/40">
            <p className="text-sm text-red-900 dark:text-red-100">
              Cancel Monthly Pro? {periodEnd ? `You keep premium until ${periodEnd}, the end of the month you paid for` : 'You keep premium until the end of the month you paid for'}, and
              it will not renew.
            </p>
            <div className="mt-3 flex gap-3">
              <Button
                variant="destructive"
                disabled={cancel.isPending}
                onClick={() =>
                  cancel.mutate(undefined, {
                    onSuccess: ({ redirectUrl }) => {
                      toast({ title: 'Subscription cancelled', description: 'Monthly Pro will not renew. Premium stays on until the end of the paid month.', variant: 'success' });
                      // The router's promise settles when the new route has loaded; nothing waits for it.
                      void navigate(redirectUrl);
                    },
                    onError: (err) => {
                      console.warn('subscription could not be cancelled', err);
                      toast({ title: 'Error', description: 'Could not cancel the subscription. Please try again.', variant: 'destructive' });
                    },
                  })
                }
              >
                {cancel.isPending ? 'Cancelling...' : 'Yes, cancel at the end of the period'}
              </Button>
              <Button variant="ghost" onClick={() => setConfirming(false)}>
                Keep it
              </Button>
            </div>
          </div>
        ) : (
          <Button variant="outline" className="mt-6" onClick={() => setConfirming(true)}>
            Cancel subscription
          </Button>
        )
      ) : (
        <p className="mt-6 text-sm text-slate-700 dark:text-slate-300" data-testid="billing-cancelled-note">
          {data.plan === 'lifetime'
            ? 'Lifetime Pro is paid once: there is nothing to cancel.'
            : endsOn
              ? `Cancelled: premium until ${endsOn}. It will not renew.`
              : 'There is no active subscription.'}
        </p>
      )}
      <p className="mt-6">
        <Link to="/premium" className="font-medium text-brand-700 underline dark:text-brand-300">
          Back to the premium hub
        </Link>
      </p>
    </div>
  );
}
