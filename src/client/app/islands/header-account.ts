// The header's account link on a prerendered page, as the React header draws it
// (app/header-account.tsx): Sign in for a visitor, the premium studio for a signed-in user, and
// nothing until the server has answered (a failed call reads as signed out, as in the app).
import type { MeResponse } from '@shared/contracts/auth';
import { apiRequest } from '@client/lib/api';
import { HEADER_PREMIUM_STUDIO, HEADER_SIGN_IN } from '../header-account-links';

export async function showHeaderAccount(themeToggle: HTMLElement): Promise<void> {
  let user: MeResponse['user'] = null;
  try {
    ({ user } = (await (await apiRequest('GET', '/api/auth/me')).json()) as MeResponse);
  } catch {
    // signed out, as far as this page can tell
  }
  const link = document.createElement('a');
  const spec = user ? HEADER_PREMIUM_STUDIO : HEADER_SIGN_IN;
  link.href = spec.href;
  link.className = spec.className;
  link.dataset.testid = spec.testId;
  if (user) {
    const suffix = document.createElement('span');
    suffix.className = HEADER_PREMIUM_STUDIO.suffixClassName;
    suffix.textContent = ' studio';
    link.append('Premium', suffix);
  } else {
    link.textContent = 'Sign in';
  }
  themeToggle.before(link);
}
