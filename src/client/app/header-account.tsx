// The header's link for a signed-in user: straight to their premium studio. Loaded after the first
// render (page-frame.tsx), so the session query stays out of every page's first-load script.
import { Link } from 'react-router';
import { useSessionUser } from '../lib/session';

export default function HeaderAccount() {
  const { user } = useSessionUser();
  if (!user) return null;
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
