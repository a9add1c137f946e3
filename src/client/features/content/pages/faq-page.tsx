import { Link } from 'react-router';
import { FaqAccordion } from '../components/faq-accordion';
import { GeneratorCta } from '../components/generator-cta';
import { JsonLd } from '../components/json-ld';
import { FAQ_SECTIONS } from '../content/faq';

export default function FaqPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="font-display text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">Frequently Asked Questions</h1>
      <p className="mt-3 max-w-prose text-lg text-slate-700 dark:text-slate-300">
        Answers about the generator, album covers, usage rights and technical questions. Can&rsquo;t find yours?{' '}
        <Link to="/contact" className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300">
          Send us a message
        </Link>
        .
      </p>
      <nav aria-label="FAQ sections" className="mt-6 flex flex-wrap gap-2">
        {FAQ_SECTIONS.map((s) => (
          <a
            key={s.id}
            href={`#${s.id}`}
            className="rounded-full border border-slate-300 bg-white px-3 py-1 text-sm font-medium text-slate-800 hover:border-brand-500 hover:text-brand-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:text-brand-200"
          >
            {s.title}
          </a>
        ))}
      </nav>
      <div className="mt-10">
        {FAQ_SECTIONS.map((section) => (
          <FaqAccordion key={section.id} section={section} />
        ))}
      </div>
      <GeneratorCta heading="Still deciding on a name?" text="Try the generator: pick a genre, add your influences and a vibe, and get band names with the story behind each one." />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: FAQ_SECTIONS.flatMap((s) =>
            s.entries.map((e) => ({ '@type': 'Question', name: e.question, acceptedAnswer: { '@type': 'Answer', text: e.answer } })),
          ),
        }}
      />
    </div>
  );
}
