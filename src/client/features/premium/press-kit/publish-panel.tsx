// Publishing: the kit's state (draft, published at its address, offline because the plan ended),
// Publish with the search-engine opt-in, Unpublish, the address and its change, Copy link, the
// page's views over the last 30 days, and the downloads (one-sheet PDFs and QR codes, served by
// GET endpoints as attachments, so they are plain links).
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Copy, Download, Eye, EyeOff, Globe, Send } from 'lucide-react';
import { PRESS_KIT_FILES, PRESS_KIT_LIMITS as L, slugFromName, type PressKit } from '@shared/contracts/press-kit';
import { Button } from '@client/components/ui/button';
import { Field, Optional } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { toast } from '@client/components/ui/use-toast';
import { ApiError } from '@client/lib/api';
import { copyText } from '@client/lib/clipboard';
import { TakenCheckField } from '@client/lib/taken-check';
import { useChangePressKitSlug, usePublishPressKit, useUnpublishPressKit } from './api/press-kit-actions';
import { failedField, kitFailure } from './failure-text';

/** An error about the address (taken, reserved, badly formed) belongs under the address field. */
const isAddressError = (err: unknown) => (err instanceof ApiError && err.status === 409) || failedField(err) === 'slug';

const DOWNLOADS = [
  { href: PRESS_KIT_FILES.oneSheet('a4'), label: 'One-sheet PDF (A4)', testId: 'pk-download-a4', needsAddress: false },
  { href: PRESS_KIT_FILES.oneSheet('letter'), label: 'One-sheet PDF (Letter)', testId: 'pk-download-letter', needsAddress: false },
  { href: PRESS_KIT_FILES.qrPng, label: 'QR code (PNG)', testId: 'pk-download-qr-png', needsAddress: true },
  { href: PRESS_KIT_FILES.qrSvg, label: 'QR code (SVG)', testId: 'pk-download-qr-svg', needsAddress: true },
] as const;

export function PublishPanel({ kit, bandName, saveFirst }: { kit: PressKit | null; bandName: string; saveFirst: () => Promise<boolean> }) {
  const [indexable, setIndexable] = useState(kit?.indexable ?? false);
  // '' until the user types an address: the kit's own, or one made from the band name.
  const [address, setAddress] = useState('');
  const [addressError, setAddressError] = useState<string | null>(null);
  const [panelError, setPanelError] = useState<string | null>(null);
  const publish = usePublishPressKit();
  const unpublish = useUnpublishPressKit();
  const changeSlug = useChangePressKitSlug();
  const busy = publish.isPending || unpublish.isPending || changeSlug.isPending;
  const state = kit?.state ?? 'draft';
  const live = state === 'published';
  const suggested = kit?.slug ?? slugFromName(bandName);
  const typed = address.trim().toLowerCase();

  const fail = (what: string) => (err: unknown) => {
    console.warn(`press kit ${what} failed`, err);
    const text = kitFailure(err);
    if (isAddressError(err)) setAddressError(text);
    else setPanelError(text);
  };

  const onPublish = async () => {
    setAddressError(null);
    setPanelError(null);
    // The page shows the saved kit: save what is on screen first.
    if (!(await saveFirst())) {
      setPanelError('Fix the kit so it can be saved, then publish.');
      return;
    }
    publish.mutate(
      { slug: typed || kit?.slug || undefined, indexable },
      { onSuccess: () => toast({ title: 'Published', description: 'Your press kit is online.', variant: 'success' }), onError: fail('publish') },
    );
  };

  // On a live page the choice applies at once (publishing again with the same address).
  const onIndexable = (next: boolean) => {
    setIndexable(next);
    if (!live) return;
    setPanelError(null);
    publish.mutate(
      { slug: kit?.slug ?? undefined, indexable: next },
      {
        onSuccess: () => toast({ title: next ? 'Open to search engines' : 'Hidden from search engines', description: next ? 'Search engines may list your page.' : 'Only people with the link find your page.' }),
        onError: (err) => {
          setIndexable(!next);
          fail('search setting')(err);
        },
      },
    );
  };

  const onUnpublish = () => {
    setPanelError(null);
    unpublish.mutate(undefined, { onSuccess: () => toast({ title: 'Unpublished', description: 'Your press kit is offline now.' }), onError: fail('unpublish') });
  };

  const onChangeAddress = (e: FormEvent) => {
    e.preventDefault();
    setAddressError(null);
    if (!typed) {
      setAddressError('Type the new address first');
      return;
    }
    changeSlug.mutate(typed, {
      onSuccess: () => {
        setAddress('');
        toast({ title: 'Address changed', description: `The old address redirects here for ${L.oldSlugDays} days.`, variant: 'success' });
      },
      onError: fail('address change'),
    });
  };

  const copy = async () => {
    if (!kit?.pageUrl) return;
    if (await copyText(kit.pageUrl)) toast({ title: 'Copied!', description: 'The press kit link is on your clipboard.', variant: 'success' });
    else toast({ title: 'Copy Failed', description: 'Could not copy to clipboard.', variant: 'destructive' });
  };

  return (
    <section aria-labelledby="pk-publish-heading" className="grid gap-4 rounded-2xl border border-slate-200 p-5 dark:border-slate-800" data-testid="pk-publish">
      <h2 id="pk-publish-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Globe className="h-5 w-5" aria-hidden /> Publish
      </h2>
      <p role="status" className="text-sm" data-testid="pk-state" data-state={state}>
        {state === 'published' && kit?.pageUrl ? (
          <>
            <strong>Published</strong> at{' '}
            <a href={kit.pageUrl} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline break-all dark:text-brand-300" data-testid="pk-page-link">
              {kit.pageUrl}
            </a>
          </>
        ) : state === 'offline' ? (
          <>
            <strong>Offline</strong> because your plan ended: visitors see a notice.{' '}
            <Link to="/subscribe" className="font-semibold underline">
              Renew your plan
            </Link>{' '}
            to bring it back.
          </>
        ) : (
          <>
            <strong>Draft</strong>: nothing is public until you publish.
          </>
        )}
      </p>

      <form noValidate onSubmit={onChangeAddress} className="grid gap-2">
        <Field
          id="pk-address"
          label={live || state === 'offline' ? 'Change address' : <>Page address <Optional /></>}
          hint={`${typeof window === 'undefined' ? '' : window.location.origin}/b/${typed || suggested || 'your-band'}${live ? ` · the old address redirects for ${L.oldSlugDays} days` : ''}`}
          error={addressError ?? undefined}
        >
          <div className="flex gap-2">
            <Input
              value={address}
              onChange={(e) => {
                setAddress(e.target.value);
                setAddressError(null);
              }}
              maxLength={L.slugMax}
              placeholder={suggested || 'your-band'}
              autoComplete="off"
              spellCheck={false}
            />
            {(live || state === 'offline') && (
              <Button type="submit" variant="outline" className="h-11 flex-none" disabled={busy} data-testid="pk-change-address">
                {changeSlug.isPending ? 'Changing…' : 'Change address'}
              </Button>
            )}
          </div>
        </Field>
      </form>

      {/* Before the name goes public: is it taken, are its web addresses and handles free? */}
      {bandName.trim() && (
        <div className="rounded-xl border border-slate-200 p-4 dark:border-slate-800" data-testid="pk-taken-check">
          <TakenCheckField key={bandName} initialName={bandName} label={`Is ${bandName} taken?`} />
        </div>
      )}

      <label htmlFor="pk-indexable" className="flex items-start gap-2 text-sm">
        <input id="pk-indexable" type="checkbox" className="mt-0.5 h-4 w-4 flex-none accent-brand-600" checked={indexable} disabled={busy} onChange={(e) => onIndexable(e.target.checked)} />
        <span>Let search engines list the page (off: only people with the link find it)</span>
      </label>

      <div className="flex flex-wrap gap-2">
        {live ? (
          <>
            <Button variant="outline" onClick={() => void copy()} data-testid="pk-copy-link">
              <Copy className="h-4 w-4" aria-hidden /> Copy link
            </Button>
            <Button variant="destructive" onClick={onUnpublish} disabled={busy} data-testid="pk-unpublish">
              <EyeOff className="h-4 w-4" aria-hidden /> {unpublish.isPending ? 'Unpublishing…' : 'Unpublish'}
            </Button>
          </>
        ) : (
          <Button onClick={() => void onPublish()} disabled={busy || state === 'offline'} data-testid="pk-publish-button">
            <Send className="h-4 w-4" aria-hidden /> {publish.isPending ? 'Publishing…' : 'Publish'}
          </Button>
        )}
      </div>
      {panelError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400" data-testid="pk-publish-error">
          {panelError}
        </p>
      )}

      {kit && (
        <p className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300" data-testid="pk-views">
          <Eye className="h-4 w-4" aria-hidden /> {kit.views} {kit.views === 1 ? 'view' : 'views'} in the last {L.viewsDays} days
        </p>
      )}

      <div>
        <h3 className="text-sm font-semibold">Downloads</h3>
        {kit ? (
          <ul className="mt-2 flex flex-wrap gap-2">
            {DOWNLOADS.filter((d) => !d.needsAddress || kit.slug).map((d) => (
              <li key={d.href}>
                <a href={d.href} download className="inline-flex h-10 items-center gap-2 rounded-lg border border-slate-300 px-4 text-sm font-medium hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800" data-testid={d.testId}>
                  <Download className="h-4 w-4" aria-hidden /> {d.label}
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Add a band name and the one-sheet is ready to download.</p>
        )}
        {kit && !kit.slug && <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">The QR code comes once the page has an address: publish first.</p>}
      </div>
    </section>
  );
}
