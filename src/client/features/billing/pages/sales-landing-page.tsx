// /sales-landing (premium-and-admin.md section 2): the pitch for the musician suite and its two
// buttons. Not indexed (the server's head says noindex). A low-key tip offer for visitors who
// are not ready to buy.
import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowRight, FileText, Mail, Music, Palette, PenLine, ShieldCheck } from 'lucide-react';
import { PLANS } from '@shared/catalog/prices';
import { TipModal } from '../components/tip-modal';
import { trackTryFreeClick, trackUpgradeClick } from '../sales-landing-tracking';

const FEATURES = [
  {
    icon: Palette,
    title: 'Art studio',
    text: 'Turn your lyrics into album art, build covers from custom concepts, or start from genre templates (Beta). Tweak any image with a plain-language variation.',
  },
  {
    icon: PenLine,
    title: 'Bio builder',
    text: 'A press-ready band bio from your members, influences and story, in the tone and length you need, plus three taglines built on it.',
  },
  {
    icon: Mail,
    title: 'Outreach engine',
    text: 'Professional e-mails to venues, promoters, labels, press and playlist curators, refined until they sound like you.',
  },
  {
    icon: Music,
    title: 'Band name creator',
    text: 'Premium names with filters and seed words, and the Magic Mixer that fuses your favourite words into something new.',
  },
  {
    icon: FileText,
    title: 'Bonus special report',
    text: 'The Gig Strategy Playbook: booking your first gigs, building a draw, pitching venues, setlists, merch and following up.',
  },
];

const linkButton =
  'inline-flex items-center justify-center gap-2 rounded-lg px-6 h-12 text-base font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2';

export default function SalesLandingPage() {
  const [tipOpen, setTipOpen] = useState(false);
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <section className="text-center">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700 dark:text-brand-300">For musicians and the people who book them</p>
        <h1 className="mt-3 font-display text-4xl font-bold tracking-tight sm:text-5xl">Everything your band needs to get heard</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700 dark:text-slate-300">
          An art studio, a bio builder, an outreach engine and a band name creator in one place, from ${PLANS.monthly.amountCents / 100} a month or $
          {PLANS.lifetime.amountCents / 100} once for life.
        </p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Link to="/subscribe" onClick={() => trackUpgradeClick('hero')} data-upgrade-placement="hero" className={`${linkButton} bg-brand-600 text-white shadow-sm hover:bg-brand-700`}>
            Unlock Full Access Now <ArrowRight className="h-4 w-4" aria-hidden />
          </Link>
          <Link
            to="/"
            onClick={trackTryFreeClick}
            data-try-free
            className={`${linkButton} border border-slate-300 text-slate-900 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800`}
          >
            Try the free band name generator
          </Link>
        </div>
      </section>

      <section aria-labelledby="suite-heading" className="mt-16">
        <h2 id="suite-heading" className="sr-only">
          What you get
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
              <Icon className="h-6 w-6 text-brand-600 dark:text-brand-300" aria-hidden />
              <h3 className="mt-3 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{text}</p>
            </li>
          ))}
          <li className="flex flex-col justify-center rounded-2xl bg-brand-700 p-6 text-white shadow-sm">
            <ShieldCheck className="h-6 w-6" aria-hidden />
            <h3 className="mt-3 text-lg font-semibold">Lifetime Pro</h3>
            <p className="mt-2 text-sm text-brand-50">{PLANS.lifetime.savingNote}, with VIP support and every new tool we add.</p>
          </li>
        </ul>
      </section>

      <section className="mt-16 rounded-2xl border border-slate-200 bg-white p-8 text-center dark:border-slate-800 dark:bg-slate-900">
        <h2 className="font-display text-2xl font-bold">Ready when you are</h2>
        <p className="mt-2 text-slate-700 dark:text-slate-300">Your e-mail address is your login: no password to remember, sign in with a one-time link.</p>
        <Link to="/subscribe" onClick={() => trackUpgradeClick('closing')} data-upgrade-placement="closing" className={`${linkButton} mt-6 bg-brand-600 text-white shadow-sm hover:bg-brand-700`}>
          Unlock Full Access Now <ArrowRight className="h-4 w-4" aria-hidden />
        </Link>
        <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">
          Not ready for Pro?{' '}
          <button type="button" onClick={() => setTipOpen(true)} data-island="tip" className="font-medium text-brand-700 underline hover:text-brand-800 dark:text-brand-300 dark:hover:text-brand-200">
            Leave a tip
          </button>{' '}
          to keep the free generator free.
        </p>
      </section>
      <TipModal open={tipOpen} onOpenChange={setTipOpen} bandName="" />
    </div>
  );
}
