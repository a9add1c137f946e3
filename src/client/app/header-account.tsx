// The header's account link: a signed-in user goes straight to their premium studio, a signed-out
// visitor (a returning subscriber on a new device) finds sign-in here on every page. Loaded after
// the first render (page-frame.tsx), so the session query stays out of every page's first-load
// script; nothing shows until the server has answered, so neither link flashes by.
import { AppLink } from '../lib/app-link';
import { useSessionUser } from '../lib/session';
import { HEADER_PREMIUM_STUDIO, HEADER_SIGN_IN } from './header-account-links';

export default function HeaderAccount() {
  const { user, known } = useSessionUser();
  if (!known) return null;
  if (!user) {
    return (
      <AppLink to={HEADER_SIGN_IN.href} className={HEADER_SIGN_IN.className} data-testid={HEADER_SIGN_IN.testId}>
        Sign in
      </AppLink>
    );
  }
  return (
    <AppLink to={HEADER_PREMIUM_STUDIO.href} className={HEADER_PREMIUM_STUDIO.className} data-testid={HEADER_PREMIUM_STUDIO.testId}>
      Premium<span className={HEADER_PREMIUM_STUDIO.suffixClassName}> studio</span>
    </AppLink>
  );
}
