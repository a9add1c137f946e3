// The header's account link: a signed-in user goes straight to their premium studio, a signed-out
// visitor (a returning subscriber on a new device) finds sign-in here on every page. Loaded after
// the first render (page-frame.tsx), so the session query stays out of every page's first-load
// script; nothing shows until the server has answered, so neither link flashes by.
import { Link } from 'react-router';
import { useSessionUser } from '../lib/session';

export default function HeaderAccount() {
  const { user, known } = useSessionUser();
  if (!known) return null;
  if (!user) {
    return (
      <Link
        to="/premium-signin"
        className="inline-flex h-9 items-center whitespace-nowrap rounded-lg px-2.5 text-xs font-semibold text-brand-800 underline-offset-4 hover:underline dark:text-brand-200 sm:px-3 sm:text-sm"
        data-testid="header-sign-in"
      >
        Sign in
      </Link>
    );
  }
  return (
    <Link
      to="/premium"
      className="inline-flex h-9 items-center whitespace-nowrap rounded-lg bg-purple-700 px-2.5 text-xs font-semibold text-white hover:bg-purple-800 sm:px-3 sm:text-sm"
      data-testid="header-premium-studio"
    >
      {/* A phone's header has room for one word beside the logo; the link's name stays whole. The
          space is kept with pre, since a flex item drops its leading white space. */}
      Premium<span className="whitespace-pre max-[399px]:sr-only"> studio</span>
    </Link>
  );
}
