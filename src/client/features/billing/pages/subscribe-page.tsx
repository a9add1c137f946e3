// /subscribe (premium-and-admin.md sections 2, 4, 8): two plan cards; choosing one starts a
// checkout and goes to the returned payment page, its button reading 'Processing...' meanwhile.
import { useEffect, useRef, useState } from 'react';
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { PLANS, type PriceType } from '@shared/catalog/prices';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { ApiError } from '@client/lib/api';
import { cn } from '@client/lib/cn';
import { useCreateSubscription } from '../api/create-subscription';

const SHARED = [
  'Premium band name generator with filters, seed words and the Magic Mixer',
  'Band bio and tagline generator',
  'Image generator: lyrics, custom concepts, genre templates (Beta)',
  'Professional outreach e-mail generator',
  'Bonus special report: The Gig Strategy Playbook (PDF)',
];

const CARDS: Array<{ plan: PriceType; name: string; price: string; cadence: string; note?: string; extras: string[]; cta: string; featured: boolean }> = [
  { plan: 'monthly', name: PLANS.monthly.label, price: '$7', cadence: 'per month', extras: ['Access to new tools as they launch', 'Cancel any time'], cta: 'Subscribe Monthly', featured: false },
  {
    plan: 'lifetime',
    name: PLANS.lifetime.label,
    price: '$29',
    cadence: 'once',
    note: PLANS.lifetime.savingNote,
    extras: ['Every new tool we add, for life', 'VIP support'],
    cta: 'Get Lifetime Access',
    featured: true,
  },
];

export default function SubscribePage() {
  const subscribe = useCreateSubscription();
  const [pending, setPending] = useState<PriceType | null>(null);
  const [email, setEmail] = useState('');
  const emailRef = useRef<HTMLInputElement>(null);

  // Coming back from the checkout with the browser's Back button restores this page from the
  // back-forward cache: the buttons must not stay on 'Processing...'.
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => {
      if (e.persisted) setPending(null);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const choose = (plan: PriceType) => {
    if (emailRef.current && !emailRef.current.checkValidity()) {
      emailRef.current.reportValidity();
      return;
    }
    setPending(plan);
    const trimmed = email.trim();
    subscribe.mutate(
      { priceType: plan, ...(trimmed ? { email: trimmed } : {}) },
      {
        onSuccess: ({ sessionUrl }) => window.location.assign(sessionUrl),
        onError: (err) => {
          setPending(null);
          // A signed-in member choosing what they already have is told so, not asked to retry.
          if (err instanceof ApiError && err.status === 409 && err.errorBody.code === 'ALREADY_PREMIUM') {
            toast({ title: 'You already have this plan', description: err.serverMessage });
            return;
          }
          console.warn('subscription could not start', err);
          toast({ title: 'Error', description: 'Failed to start subscription process. Please try again.', variant: 'destructive' });
        },
      },
    );
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <div className="text-center">
        <h1 className="font-display text-3xl font-bold tracking-tight sm:text-4xl">Go Premium</h1>
        <p className="mt-3 text-lg text-slate-700 dark:text-slate-300">Choose the plan that fits your band. Both unlock every premium tool.</p>
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          Already a member?{' '}
          <Link to="/premium-signin" className="font-medium text-brand-800 underline dark:text-brand-200" data-testid="subscribe-sign-in">
            Sign in
          </Link>
        </p>
      </div>

      <div className="mx-auto mt-8 max-w-md">
        <label htmlFor="subscribe-email" className="block text-sm font-medium">
          Your e-mail address
        </label>
        <input
          id="subscribe-email"
          ref={emailRef}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder="you@yourband.com"
          aria-describedby="subscribe-email-note"
          className="mt-1 block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
        />
        <p id="subscribe-email-note" className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Use a valid e-mail address: it becomes your login. You can also enter it at checkout.
        </p>
      </div>

      <div className="mt-10 grid gap-6 md:grid-cols-2">
        {CARDS.map((card) => (
          <section
            key={card.plan}
            aria-labelledby={`plan-${card.plan}`}
            className={cn(
              'relative flex flex-col rounded-2xl border bg-white p-8 shadow-sm dark:bg-slate-900',
              card.featured ? 'border-brand-500 ring-2 ring-brand-500' : 'border-slate-200 dark:border-slate-800',
            )}
            data-testid={`plan-${card.plan}`}
          >
            {card.featured && (
              <span className="absolute -top-3 left-8 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">Best value</span>
            )}
            <h2 id={`plan-${card.plan}`} className="text-xl font-bold">
              {card.name}
            </h2>
            <p className="mt-4">
              <span className="text-4xl font-bold">{card.price}</span> <span className="text-slate-600 dark:text-slate-400">{card.cadence}</span>
            </p>
            {card.note && <p className="mt-2 text-sm font-semibold text-green-700 dark:text-green-400">{card.note}</p>}
            <ul className="mt-6 flex-1 space-y-2 text-sm">
              {[...SHARED, ...card.extras].map((f) => (
                <li key={f} className="flex items-start gap-2">
                  <Check className="mt-0.5 h-4 w-4 flex-none text-brand-600 dark:text-brand-300" aria-hidden />
                  <span>{f}</span>
                </li>
              ))}
            </ul>
            <p className="mt-6 rounded-lg bg-slate-100 p-3 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300">
              Please use a valid e-mail address at checkout: it becomes your login for the premium features.
            </p>
            <Button size="lg" className="mt-4 w-full" variant={card.featured ? 'primary' : 'secondary'} disabled={pending !== null} onClick={() => choose(card.plan)}>
              {pending === card.plan ? 'Processing...' : card.cta}
            </Button>
          </section>
        ))}
      </div>
      <p className="mt-8 text-center text-sm text-slate-600 dark:text-slate-400">
        Payments are handled by a secure checkout. Monthly Pro renews each month until you cancel; cancel any time from your premium hub.
      </p>
    </div>
  );
}
