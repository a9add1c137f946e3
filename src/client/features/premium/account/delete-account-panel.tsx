// The hub's danger zone: deleting the account. The user types their e-mail to confirm (checked
// case-insensitively here and by the server); the server cancels an active subscription first,
// then deletes the account and all its work, signs this browser out and e-mails a confirmation.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { toast } from '@client/components/ui/use-toast';
import { forgetAccountInBrowser } from '@client/lib/forget-account';
import { IconSection } from '../shared/icon-section';
import { useDeleteAccount } from '../api/delete-account';
import { errorMessage } from '../api/error-message';

export function DeleteAccountPanel({ email, onDeleted }: { email: string; onDeleted: () => void }) {
  const [typed, setTyped] = useState('');
  const remove = useDeleteAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const matches = email !== '' && typed.trim().toLowerCase() === email.toLowerCase();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!matches) return;
    remove.mutate(typed.trim(), {
      onSuccess: () => {
        // The hub stops reacting to the signed-out session before the cache goes, so it does
        // not redirect to sign-in while the browser is on its way home.
        onDeleted();
        forgetAccountInBrowser(queryClient);
        void navigate('/', { replace: true });
        toast({ title: 'Account deleted', description: 'Your account was deleted. A confirmation e-mail is on its way.', variant: 'success' });
      },
      onError: (err) => {
        console.warn('account deletion failed', err);
        toast({ title: 'Could not delete your account', description: errorMessage(err, 'Please try again, or contact support.'), variant: 'destructive' });
      },
    });
  };

  return (
    <IconSection
      headingId="delete-account-heading"
      icon={<TriangleAlert className="h-5 w-5" aria-hidden />}
      title="Delete account"
      className="mt-10 rounded-2xl border border-red-300 bg-red-50/60 p-6 dark:border-red-900 dark:bg-red-950/30"
      headingClassName="text-red-800 dark:text-red-300"
      testId="delete-account"
    >
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-800 dark:text-slate-200">
        <li>An active subscription is cancelled first, so you are not billed again.</li>
        <li>Your account and all your saved work (names, bios, taglines, e-mails and images) are deleted for good.</li>
        <li>You are signed out, and a confirmation e-mail is sent to {email || 'your address'}.</li>
      </ul>
      <form onSubmit={submit} className="mt-5 grid max-w-md gap-4">
        <Field id="delete-account-email" label="Type your e-mail address to confirm" hint={email ? `It must match ${email}.` : undefined}>
          <Input
            type="email"
            autoComplete="off"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            placeholder={email || 'you@example.com'}
            data-testid="delete-account-input"
          />
        </Field>
        <Button type="submit" variant="destructive" disabled={!matches || remove.isPending} data-testid="delete-account-button" className="justify-self-start">
          {remove.isPending ? 'Deleting your account...' : 'Delete my account'}
        </Button>
      </form>
    </IconSection>
  );
}
