// The hub's header: who is signed in, the feedback and support link, and sign out.
import { useNavigate } from 'react-router';
import { LogOut } from 'lucide-react';
import { SUPPORT_EMAIL } from '@shared/contracts/auth';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { useSignOut } from '../api/sign-out';

export function HubHeader({ email }: { email: string }) {
  const signOut = useSignOut();
  const navigate = useNavigate();
  return (
    <header className="flex flex-wrap items-start justify-between gap-4">
      <div>
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700 dark:text-brand-300">Band Name Studio Pro</p>
        <h1 className="mt-1 font-display text-3xl font-bold tracking-tight sm:text-4xl">Premium Suite</h1>
        <p className="mt-2 text-slate-700 dark:text-slate-300">
          Signed in as <span className="break-all font-medium" data-testid="hub-email">{email}</span>
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <a
          href={`mailto:${SUPPORT_EMAIL}?subject=Premium%20feedback`}
          className="text-sm font-medium text-brand-700 underline hover:text-brand-800 dark:text-brand-300 dark:hover:text-brand-200"
        >
          Feedback & support
        </a>
        <Button
          variant="outline"
          disabled={signOut.isPending}
          onClick={() =>
            signOut.mutate(undefined, {
              onSuccess: () => void navigate('/premium-signin', { replace: true }),
              onError: (err) => {
                console.warn('sign-out failed', err);
                toast({ title: 'Error', description: 'Could not sign out. Please try again.', variant: 'destructive' });
              },
            })
          }
        >
          <LogOut className="h-4 w-4" aria-hidden /> Sign out
        </Button>
      </div>
    </header>
  );
}
