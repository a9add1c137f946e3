// The header's account links as data: the React header (header-account.tsx) and the island of a
// prerendered content page (islands/header-account.ts) draw the same two links from it.
export const HEADER_SIGN_IN = {
  href: '/premium-signin',
  testId: 'header-sign-in',
  className:
    'inline-flex h-9 items-center whitespace-nowrap rounded-lg px-2.5 text-xs font-semibold text-brand-800 underline-offset-4 hover:underline dark:text-brand-200 sm:px-3 sm:text-sm',
} as const;

export const HEADER_PREMIUM_STUDIO = {
  href: '/premium',
  testId: 'header-premium-studio',
  className: 'inline-flex h-9 items-center whitespace-nowrap rounded-lg bg-purple-700 px-2.5 text-xs font-semibold text-white hover:bg-purple-800 sm:px-3 sm:text-sm',
  /** A phone's header has room for one word beside the logo; the link's name stays whole. The
   * space is kept with pre, since a flex item drops its leading white space. */
  suffixClassName: 'whitespace-pre max-[399px]:sr-only',
} as const;
