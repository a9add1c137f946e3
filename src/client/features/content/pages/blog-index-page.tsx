import { Link } from 'react-router';
import { BLOG_POSTS, blogPostPath, type BlogPost } from '../content/blog-posts';

export default function BlogIndexPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="font-display text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">Blog</h1>
      <p className="mt-3 max-w-prose text-lg text-slate-700 dark:text-slate-300">
        Guides for naming your band, testing a name before you commit, and the stories behind the names of famous bands.
      </p>
      <ul className="mt-10 grid gap-6 md:grid-cols-2" aria-label="Articles">
        {BLOG_POSTS.map((post) => (
          <li key={post.slug}>
            <BlogCard post={post} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function BlogCard({ post }: { post: BlogPost }) {
  return (
    // The title's link covers the whole card (its ::after), so the card is one click target and one link.
    <article
      data-testid={`blog-card-${post.slug}`}
      className="relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-500 hover:shadow-md dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
        <span className="rounded-full bg-brand-100 px-3 py-1 font-semibold text-brand-800 dark:bg-brand-900/60 dark:text-brand-100" data-testid="blog-card-category">
          {post.category}
        </span>
        <time dateTime={post.isoDate} className="text-slate-600 dark:text-slate-400" data-testid="blog-card-date">
          {post.date}
        </time>
        <span aria-hidden className="text-slate-600 dark:text-slate-400">
          ·
        </span>
        <span className="text-slate-600 dark:text-slate-400" data-testid="blog-card-read-time">
          {post.readTime}
        </span>
      </div>
      <h2 className="mt-4 font-display text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
        <Link to={blogPostPath(post)} className="after:absolute after:inset-0 after:rounded-2xl hover:text-brand-700 focus:outline-none dark:hover:text-brand-300">
          {post.title}
        </Link>
      </h2>
      <p className="mt-3 flex-1 text-slate-700 dark:text-slate-300">{post.excerpt}</p>
      <p aria-hidden className="mt-5 text-sm font-semibold text-brand-700 dark:text-brand-300">
        Read the article →
      </p>
    </article>
  );
}
