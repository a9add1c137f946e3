// The call to action that ends each article and content page: back to the generator at /.
import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';

export function GeneratorCta({
  heading = 'Ready to find your band name?',
  text = 'Pick a genre, add your influences and a vibe, and get original band names with the story behind each one. Then make a matching album cover.',
  label = 'Generate band names',
}: {
  heading?: string;
  text?: string;
  label?: string;
}) {
  return (
    <aside aria-labelledby="cta-heading" className="mt-14 rounded-2xl border border-brand-200 bg-brand-50 p-6 sm:p-8 dark:border-brand-800 dark:bg-brand-900/30">
      <h2 id="cta-heading" className="font-display text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
        {heading}
      </h2>
      <p className="mt-3 max-w-prose text-slate-700 dark:text-slate-300">{text}</p>
      <Link
        to="/"
        data-testid="generator-cta"
        className="mt-5 inline-flex items-center gap-2 rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white shadow-sm hover:bg-brand-800"
      >
        <Sparkles className="h-5 w-5" aria-hidden />
        {label}
      </Link>
    </aside>
  );
}
