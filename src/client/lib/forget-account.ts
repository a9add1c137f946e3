// What a browser forgets when its account signs out or is deleted: the cached answers, who was
// signed in, and the saved names it kept locally. Those names are in the account already (merged
// at sign-in); left here they would be merged into the next account that signs in on a shared browser.
import type { QueryClient } from '@tanstack/react-query';
import { clearSavedNames } from './saved-names';
import { resetSession } from './session';

export function forgetAccountInBrowser(queryClient: QueryClient): void {
  clearSavedNames();
  queryClient.clear();
  resetSession();
}
