// Music links: starts with one empty row; rows can be added (up to the contract's limit) and
// removed, but one row always stays. With a published press kit, its page is one click away.
import { Newspaper, Plus, X } from 'lucide-react';
import { EMAIL_LIMITS } from '@shared/contracts/writing';
import { Button } from '@client/components/ui/button';
import { Optional } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { usePublishedPressKitUrl } from '../press-kit/api/press-kit';
import { linkRow, type LinkRow } from './email-form-state';

export function MusicLinksField({ rows, onChange }: { rows: LinkRow[]; onChange: (rows: LinkRow[]) => void }) {
  const setUrl = (key: number, url: string) => onChange(rows.map((r) => (r.key === key ? { ...r, url } : r)));
  const remove = (key: number) => onChange(rows.length > 1 ? rows.filter((r) => r.key !== key) : rows);
  const pressKitUrl = usePublishedPressKitUrl();
  const canAddPressKit = pressKitUrl != null && !rows.some((r) => r.url.trim() === pressKitUrl) && (rows.length < EMAIL_LIMITS.linksMax || rows.some((r) => !r.url.trim()));
  /** Into the first empty row, else a new one. */
  const addPressKit = () => {
    if (!pressKitUrl) return;
    const empty = rows.find((r) => !r.url.trim());
    onChange(empty ? rows.map((r) => (r === empty ? { ...r, url: pressKitUrl } : r)) : [...rows, linkRow(pressKitUrl)]);
  };
  return (
    <fieldset className="grid gap-2 sm:col-span-2" aria-describedby="email-links-hint">
      <legend className="text-sm font-semibold">
        Music Links <Optional />
      </legend>
      <p id="email-links-hint" className="text-xs text-slate-600 dark:text-slate-400">
        Streaming, video or EPK links. Links get listened to; attachments get deleted.
      </p>
      <ul className="grid gap-2">
        {rows.map((row, i) => (
          <li key={row.key} className="flex gap-2">
            <Input
              type="url"
              inputMode="url"
              autoComplete="url"
              value={row.url}
              onChange={(e) => setUrl(row.key, e.target.value)}
              maxLength={EMAIL_LIMITS.linkMax}
              placeholder="https://"
              aria-label={`Music link ${i + 1}`}
              data-testid={`email-link-${i}`}
            />
            {rows.length > 1 && (
              <Button variant="outline" size="icon" onClick={() => remove(row.key)} aria-label={`Remove music link ${i + 1}`} data-testid={`email-remove-link-${i}`}>
                <X className="h-4 w-4" aria-hidden />
              </Button>
            )}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        {rows.length < EMAIL_LIMITS.linksMax && (
          <Button variant="outline" size="sm" onClick={() => onChange([...rows, linkRow()])} data-testid="email-add-link">
            <Plus className="h-4 w-4" aria-hidden /> Add link
          </Button>
        )}
        {canAddPressKit && (
          <Button variant="outline" size="sm" onClick={addPressKit} data-testid="email-add-press-kit">
            <Newspaper className="h-4 w-4" aria-hidden /> Add press kit link
          </Button>
        )}
      </div>
    </fieldset>
  );
}
