// Failed loads (premium-and-admin.md section 8): submissions and band names tell the owner with a
// toast; the others are only logged. A 401 means the admin session ended: back to the login card.
import { useEffect } from 'react';
import { ApiError } from '@client/lib/api';
import { toast } from '@client/components/ui/use-toast';
import { useSignedOut } from './admin-session';

export function useLoadError(error: Error | null, what: string, toastTitle?: string): void {
  const signedOut = useSignedOut();
  useEffect(() => {
    if (!error) return;
    if (error instanceof ApiError && error.status === 401) {
      signedOut();
      return;
    }
    console.warn(`admin: failed to load ${what}`, error);
    if (toastTitle) toast({ title: toastTitle, variant: 'destructive' });
  }, [error, what, toastTitle, signedOut]);
}
