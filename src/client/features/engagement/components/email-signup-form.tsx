// The e-mail signup of the home page's empty state (free-area.md sections 4, 5 and 8): idle,
// submitting, then signed up with the field and button disabled.
import { useState, type FormEvent } from 'react';
import { Mail } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { ApiError } from '@client/lib/api';
import { useEmailSignup } from '../api/email-signup';

/** Mirrors EMAIL_PATTERN of src/shared/contracts/engagement.ts (kept apart so zod stays out of this chunk). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type SignupState = 'idle' | 'submitting' | 'signedUp';

export function EmailSignupForm() {
  const [email, setEmail] = useState('');
  const [state, setState] = useState<SignupState>('idle');
  const mutation = useEmailSignup();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (state !== 'idle') return;
    const trimmed = email.trim();
    if (!trimmed) {
      toast({ title: 'Email required', description: 'Please enter your email address.', variant: 'destructive' });
      return;
    }
    if (!EMAIL_PATTERN.test(trimmed)) {
      toast({ title: 'Invalid email', description: 'Please enter a valid email address.', variant: 'destructive' });
      return;
    }
    setState('submitting');
    try {
      const answer = await mutation.mutateAsync({ email: trimmed, source: 'homepage' });
      setEmail(trimmed);
      setState('signedUp');
      toast({ title: 'Success!', description: answer.message, variant: 'success' });
    } catch (err) {
      setState('idle');
      toast({ title: 'Signup failed', description: (err instanceof ApiError && err.serverMessage) || 'Please try again later.', variant: 'destructive' });
    }
  };

  const locked = state !== 'idle';
  return (
    <form className="rounded-2xl border border-slate-200 bg-white p-6 text-left shadow-sm dark:border-slate-800 dark:bg-slate-900" onSubmit={submit} noValidate data-testid="email-signup" data-state={state}>
      <h2 className="flex items-center gap-2 text-lg font-bold">
        <Mail className="h-5 w-5 text-brand-600" aria-hidden /> Get band-naming tips by e-mail
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">New features, naming guides and the odd free cover idea. No spam, unsubscribe any time.</p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <label htmlFor="signup-email" className="sr-only">
          Email address
        </label>
        <input
          id="signup-email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          disabled={locked}
          onChange={(e) => setEmail(e.target.value)}
          className="h-11 min-h-11 w-full rounded-lg sm:w-auto sm:flex-1 border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-500 disabled:opacity-60 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
        />
        <Button type="submit" size="lg" disabled={locked}>
          {state === 'submitting' ? 'Signing Up...' : state === 'signedUp' ? 'Signed Up' : 'Sign Up'}
        </Button>
      </div>
    </form>
  );
}
