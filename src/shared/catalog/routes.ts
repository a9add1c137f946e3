// Every page route of both route tables (free-area.md section 2, premium-and-admin.md section 2).
// The server answers these with 200 and any other page path with the not-found page and 404;
// the sitemap lists the indexable ones.
export interface PageRoute {
  path: string;
  title: string;
  description: string;
  /** False keeps it out of search indexes (robots.txt, noindex meta, no sitemap entry). */
  indexable: boolean;
  /** The image that is the largest paint of the page's first view on a phone: its head asks for
   * it at once, at high priority, so it paints with the page instead of after the page's script. */
  largestImage?: string;
}

const SITE = 'Band Name Studio';

export const SITE_NAME = SITE;
export const PREMIUM_PRODUCT_NAME = 'Band Name Studio Pro';
/** The product tour video's poster (the album art page's walkthrough and the home page's intro video). */
export const PRODUCT_TOUR_POSTER = '/video/product-tour-poster.webp';

export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: '/', title: `${SITE}: AI Band Name Generator with Album Covers`, description: 'Generate original band names with descriptions for any genre, then make a matching album cover. Free, no sign-up.', indexable: true },
  { path: '/about', title: `About | ${SITE}`, description: 'Who builds Band Name Studio, why, and how the generator works.', indexable: true },
  { path: '/privacy', title: `Privacy Policy | ${SITE}`, description: 'What Band Name Studio collects, why, how long it is kept and your choices.', indexable: true },
  { path: '/terms', title: `Terms of Service | ${SITE}`, description: 'The terms for using Band Name Studio, its generated names and images.', indexable: true },
  { path: '/contact', title: `Contact | ${SITE}`, description: 'Send the Band Name Studio team a message.', indexable: true },
  { path: '/faq', title: `FAQ | ${SITE}`, description: 'Answers about generating band names, album covers, usage rights and technical questions.', indexable: true },
  { path: '/blog', title: `Blog | ${SITE}`, description: 'Guides on naming a band, testing a name and the stories behind famous band names.', indexable: true },
  { path: '/blog/testing-band-names', title: `How to Test Your Band Name | ${SITE}`, description: 'Seven practical tests every band name should pass before you print the T-shirts.', indexable: true },
  { path: '/blog/famous-band-names', title: `How Famous Bands Got Their Names | ${SITE}`, description: 'The true origin stories behind famous band names, and what they teach about naming your own.', indexable: true },
  { path: '/subscribe', title: `Go Premium | ${SITE}`, description: 'Choose Monthly Pro or Lifetime Pro and unlock the full musician suite.', indexable: true },
  { path: '/sales-landing', title: `The Musician Suite | ${SITE}`, description: 'Art studio, bio builder, outreach engine and band name creator in one place.', indexable: false },
  { path: '/album-art-generator', title: `Free Album Art Generator | ${SITE}`, description: 'Describe your sound and get a free custom album cover with concept ideas.', indexable: true, largestImage: PRODUCT_TOUR_POSTER },
  { path: '/email-writer', title: `Outreach Email Writer | ${SITE}`, description: 'Write booking, press and label e-mails that get answers.', indexable: false },
  { path: '/admin-dashboard', title: `Admin | ${SITE}`, description: 'Site analytics.', indexable: false },
  { path: '/premium-signin', title: `Premium Sign In | ${SITE}`, description: 'Sign in to your premium account with a one-time e-mail link.', indexable: false },
  { path: '/premium', title: `Premium Suite | ${SITE}`, description: 'Your premium musician tools.', indexable: false },
  { path: '/success', title: `Payment Successful | ${SITE}`, description: 'Your premium access is ready.', indexable: false },
  { path: '/auth-test', title: `Authentication Test | ${SITE}`, description: 'Test a sign-in link token.', indexable: false },
  { path: '/test-checkout', title: `Test Checkout | ${SITE}`, description: 'The built-in test checkout used when no payment provider is configured.', indexable: false },
];

const BY_PATH = new Map(PAGE_ROUTES.map((r) => [r.path, r]));

export function findPageRoute(pathname: string): PageRoute | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return BY_PATH.get(clean);
}

export const NOT_FOUND_TITLE = '404 Page Not Found';
export const NOT_FOUND_HINT = 'Did you forget to add the page to the router?';

export const FOOTER_LINKS = [
  { label: 'Blog', to: '/blog' },
  { label: 'About', to: '/about' },
  { label: 'FAQ', to: '/faq' },
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Terms of Service', to: '/terms' },
  { label: 'Contact', to: '/contact' },
] as const;
