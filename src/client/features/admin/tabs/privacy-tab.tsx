// Privacy: everything stored for one person, found by e-mail address or network address, exported
// as a JSON file or deleted (after a second, explicit confirmation). Addresses are blanked anyway
// after ADDRESS_RETENTION_DAYS by the scheduled clean-up.
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { personalDataDeletionSchema, personalDataExportSchema } from '@shared/contracts/admin-privacy';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { toast } from '@client/components/ui/use-toast';
import { ApiError, apiJson } from '@client/lib/api';
import { saveText } from '@client/lib/download';
import { ADMIN_QUERY_ROOT, adminUrl } from '../api/admin-query';
import { Heading } from '../components/section';

type Kind = 'email' | 'address';

export function PrivacyTab() {
  const [kind, setKind] = useState<Kind>('email');
  const [value, setValue] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const url = adminUrl('/api/admin/personal-data', { [kind]: value.trim() });

  const fail = (err: unknown) => toast({ title: 'That did not work', description: err instanceof ApiError ? (err.serverMessage ?? err.message) : String(err), variant: 'destructive' });

  const exportData = async (e: FormEvent) => {
    e.preventDefault();
    if (!value.trim()) return;
    setBusy(true);
    try {
      const found = await apiJson(personalDataExportSchema, 'GET', url);
      saveText(JSON.stringify(found, null, 2), `personal-data-${value.trim().replace(/[^\w.@-]+/g, '_')}.json`, 'application/json');
      setResult(`Exported ${found.rowCount} rows from ${Object.keys(found.tables).length} tables.`);
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  };

  const deleteData = async () => {
    setBusy(true);
    try {
      const done = await apiJson(personalDataDeletionSchema, 'DELETE', url);
      setResult(`Deleted or anonymised ${done.rowCount} rows${done.rowCount ? ` (${Object.entries(done.deleted).map(([t, n]) => `${t} ${n}`).join(', ')})` : ''}.`);
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: [ADMIN_QUERY_ROOT] });
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid max-w-2xl gap-4" data-testid="admin-privacy">
      <Heading>One person's data</Heading>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Export or delete everything stored for one e-mail address (their account, purchases, sign-ups, messages) or one network address (everything recorded from
        it). Purchase records stay for the books without the e-mail.
      </p>
      <form className="grid gap-3" onSubmit={exportData} aria-label="Find one person's data">
        <fieldset className="flex gap-4 text-sm">
          <legend className="sr-only">Find by</legend>
          {(['email', 'address'] as const).map((k) => (
            <label key={k} className="inline-flex items-center gap-2">
              <input type="radio" name="privacy-kind" value={k} checked={kind === k} onChange={() => { setKind(k); setConfirming(false); }} />
              {k === 'email' ? 'E-mail address' : 'Network address'}
            </label>
          ))}
        </fieldset>
        <Field id="privacy-value" label={kind === 'email' ? 'E-mail address' : 'Network address (IPv4 or IPv6)'}>
          <Input value={value} onChange={(e) => { setValue(e.target.value); setConfirming(false); }} type={kind === 'email' ? 'email' : 'text'} autoComplete="off" data-testid="privacy-value" />
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={busy || !value.trim()} data-testid="privacy-export">
            Export (JSON)
          </Button>
          {!confirming ? (
            <Button type="button" variant="outline" disabled={busy || !value.trim()} onClick={() => setConfirming(true)}>
              Delete everything...
            </Button>
          ) : (
            <>
              <Button type="button" variant="destructive" disabled={busy} onClick={() => void deleteData()} data-testid="privacy-delete-confirm">
                Yes, delete everything for {value.trim()}
              </Button>
              <Button type="button" variant="ghost" onClick={() => setConfirming(false)}>
                Cancel
              </Button>
            </>
          )}
        </div>
      </form>
      {result && (
        <p role="status" className="text-sm" data-testid="privacy-result">
          {result}
        </p>
      )}
    </div>
  );
}
