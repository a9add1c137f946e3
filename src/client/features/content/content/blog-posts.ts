// The blog's posts (free-area.md section 2: card titles, dates, read times and categories).
export interface BlogPost {
  slug: string;
  title: string;
  /** One or two sentences for the card and the structured data. */
  excerpt: string;
  /** As shown on the card. */
  date: string;
  /** ISO date for <time> and structured data. */
  isoDate: string;
  readTime: string;
  category: string;
}

export const TESTING_BAND_NAMES: BlogPost = {
  slug: 'testing-band-names',
  title: 'How to Test Your Band Name',
  excerpt:
    'Seven practical tests to run before you print the T-shirts: the phone test, the search engine test, first impressions, your logo, merchandise, the radio DJ and the domain name.',
  date: 'May 21, 2025',
  isoDate: '2025-05-21',
  readTime: '12 min read',
  category: 'Band Naming',
};

export const FAMOUS_BAND_NAMES: BlogPost = {
  slug: 'famous-band-names',
  title: 'How Famous Bands Got Their Names',
  excerpt:
    'From a lead balloon to a daft punky thrash: the true stories behind the names of Led Zeppelin, The Beatles, Radiohead, Pink Floyd, Nirvana and more, and what they teach about naming your own band.',
  date: 'May 21, 2025',
  isoDate: '2025-05-21',
  readTime: '15 min read',
  category: 'Music History',
};

export const BLOG_POSTS: readonly BlogPost[] = [TESTING_BAND_NAMES, FAMOUS_BAND_NAMES];

export const blogPostPath = (post: BlogPost): string => `/blog/${post.slug}`;
