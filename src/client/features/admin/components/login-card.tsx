// The admin login card (premium-and-admin.md sections 5 and 8): the password is checked on the
// server; the form's submit makes Enter sign in. 401 says 'Incorrect password', 429 the server's text.
import { useState, type FormEvent } from 'react';
import { ADMIN_INCORRECT_PASSWORD } from '@shared/contracts/admin';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { toast } from '@client/components/ui/use-toast';
import { ApiError } from '@client/lib/api';
import { useAdminLogin } from '../api/admin-session';

function loginErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return ADMIN_INCORRECT_PASSWORD;
    if (error.status === 429) return error.serverMessage ?? 'Too many sign-in attempts. Please wait and try again.';
  }
  return 'Could not sign in. Please try again.';
}

export function LoginCard() {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const login = useAdminLogin();

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!password) {
      setError('Enter the admin password');
      return;
    }
    setError(null);
    login.mutate(password, {
      onError: (err) => {
        const text = loginErrorText(err);
        setError(text);
        toast({ title: text, variant: 'destructive' });
      },
      // The password leaves memory as soon as the server has answered.
      onSettled: () => setPassword(''),
    });
  };

  return (
    <div className="mx-auto max-w-sm py-12">
      <form onSubmit={onSubmit} noValidate className="grid gap-4 rounded-xl border border-slate-200 p-6 shadow-sm dark:border-slate-800" aria-labelledby="admin-login-title" data-testid="admin-login-card">
        <h1 id="admin-login-title" className="text-xl font-bold">
          Admin Dashboard
        </h1>
        <Field id="admin-password" label="Admin password">
          <Input
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            // The card's one field: it takes the focus so the owner can type and press Enter.
            autoFocus
            data-testid="admin-password"
          />
        </Field>
        {error && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400" data-testid="admin-login-error">
            {error}
          </p>
        )}
        <Button type="submit" disabled={login.isPending} data-testid="admin-sign-in">
          {login.isPending ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>
    </div>
  );
}
