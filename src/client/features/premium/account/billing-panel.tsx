// The hub's plan card (manage or cancel through the billing portal; a cancelled plan says until
// when premium runs) and the bonus report card.
import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CreditCard, Download, FileText } from 'lucide-react';
import { BONUS_REPORT_FILE } from '@shared/contracts/payments';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { billingSubscriptionQueryOptions } from '@client/lib/billing-subscription';
import { useBillingPortal } from '../api/billing-portal';

export function BillingPanel() {
  const billing = useQuery({ ...billingSubscriptionQueryOptions(), staleTime: 0 });
  const portal = useBillingPortal();
  const queryClient = useQueryClient();
  const data = billing.data;
  useEffect(() => {
    if (billing.error) console.warn('billing status could not be loaded', billing.error);
  }, [billing.error]);

  const planName = data?.plan === 'lifetime' ? 'Lifetime Pro' : data?.plan === 'monthly' ? 'Monthly Pro' : 'No plan';
  const day = (iso: string) => new Date(iso).toLocaleDateString();
  // A cancelled month already paid for still runs: say until when, and that it will not renew.
  const statusText =
    data?.plan === 'lifetime'
      ? 'Paid once, yours for life'
      : data?.cancelAt && data.isPremium
        ? `Cancelled: premium until ${day(data.cancelAt)}. It will not renew.`
        : data?.status === 'active' && data.currentPeriodEnd
          ? `Renews on ${day(data.currentPeriodEnd)}`
          : data?.status === 'canceled'
            ? 'Ended'
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
