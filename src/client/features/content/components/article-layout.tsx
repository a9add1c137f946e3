// The frame of a blog article: back link, header with category, date and read time, the Share
// button, the text, the call to action to the generator, and Article structured data.
import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { SITE_NAME } from '@shared/catalog/routes';
import type { BlogPost } from '../content/blog-posts';
import { GeneratorCta } from './generator-cta';
import { JsonLd } from './json-ld';
import { Prose } from './prose';
import { ShareButton } from './share-button';

export interface TocEntry {
  id: string;
  title: string;
}

export function ArticleLayout({ post, intro, toc, children }: { post: BlogPost; intro: ReactNode; toc?: { label: string; entries: readonly TocEntry[] }; children: ReactNode }) {
  const organization = { '@type': 'Organization', name: SITE_NAME };
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <Link
        to="/blog"
        data-testid="back-to-blog"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden />
        Back to Blog
      </Link>
      <header className="mt-6 border-b border-slate-200 pb-8 dark:border-slate-800">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-300">{post.category}</p>
        <h1 className="mt-2 font-display text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl dark:text-white">{post.title}</h1>
        <div className="mt-4 text-lg text-slate-700 dark:text-slate-300">{intro}</div>
        <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
          <p className="text-sm text-slate-600 dark:text-slate-400">
            By the {SITE_NAME} team · <time dateTime={post.isoDate}>{post.date}</time> · {post.readTime}
          </p>
          <ShareButton title={post.title} />
        </div>
      </header>
      {toc && (
        <nav aria-labelledby="toc-heading" className="mt-10 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
          <p id="toc-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">
            {toc.label}
          </p>
          <ol className="mt-3 space-y-1">
            {toc.entries.map((e) => (
              <li key={e.id}>
                <a href={`#${e.id}`} className="text-brand-700 underline-offset-2 hover:underline dark:text-brand-300">
                  {e.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <Prose className="mt-10">{children}</Prose>
      <GeneratorCta />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: post.title,
          description: post.excerpt,
          articleSection: post.category,
          datePublished: post.isoDate,
          dateModified: post.isoDate,
          author: organization,
          publisher: organization,
        }}
      />
    </article>
  );
}
