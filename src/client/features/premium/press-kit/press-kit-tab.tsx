// The Press Kit tab of the premium hub: a booker's one page at /b/:slug, composed from the user's
// own work (a saved name, a studio image, a saved bio), saved as a draft as it is edited, shown in
// a live preview, and published, moved or taken down from the panel above. Loaded with its tab.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { PressKit } from '@shared/contracts/press-kit';
import type { Work } from '@shared/contracts/writing';
import { Button } from '@client/components/ui/button';
import { ApiError } from '@client/lib/api';
import { galleryQueryOptions } from '../api/gallery';
import { useLibrary } from '../api/library';
import { usePressKit } from './api/press-kit';
import { BioFields } from './editor/bio-fields';
import { IdentityFields } from './editor/identity-fields';
import { ImagePicker } from './editor/image-picker';
import { LinksFields } from './editor/links-fields';
import { PicturesFields } from './editor/pictures-fields';
import { PlayersFields } from './editor/players-fields';
import { RiderFields } from './editor/rider-fields';
import { MembersFields } from './editor/members-fields';
import { QuotesFields } from './editor/quotes-fields';
import { ShowsFields } from './editor/shows-fields';
import { draftErrors, draftFromContent, emptyDraft, todayIso, type FieldErrors, type PressKitDraft } from './press-kit-draft';
import { PressKitPreview } from './press-kit-preview';
import { PublishPanel } from './publish-panel';
import { SaveStatusLine } from './save-status';
import { useAutosave } from './use-autosave';
import { WhoLooked } from './who-looked';

export function PressKitTab() {
  const kit = usePressKit();
  const bios = useLibrary('bio');
  const names = useLibrary('name');

  if (kit.error instanceof ApiError && kit.error.status === 403) return <PlanEnded />;
  if (kit.isError) {
    console.warn('the press kit could not be loaded', kit.error);
    return (
      <div className="grid justify-items-start gap-3">
        <p role="alert" className="rounded-xl border border-amber-500 bg-amber-50 p-4 text-amber-950 dark:bg-amber-950/40 dark:text-amber-50">
          Your press kit could not be loaded. Please try again.
        </p>
        <Button variant="outline" onClick={() => void kit.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  // A new kit starts from a saved name, so the first wait is for the lists too (they are small).
  if (kit.isPending || (kit.data === null && (bios.isPending || names.isPending))) {
    return (
      <div className="flex min-h-40 items-center justify-center" role="status" aria-label="Opening your press kit">
        <div className="h-8 w-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600" />
      </div>
    );
  }
  const suggestions = uniqueNames([...(bios.data ?? []), ...(names.data ?? [])]);
  return <PressKitWorkspace kit={kit.data} bios={bios.data ?? []} nameSuggestions={suggestions} />;
}

export default PressKitTab;

/** Without the plan the kit cannot be opened: the server keeps it as a draft and its page is offline. */
function PlanEnded() {
  return (
    <p role="alert" className="rounded-xl border border-amber-500 bg-amber-50 p-4 text-amber-950 dark:bg-amber-950/40 dark:text-amber-50" data-testid="pk-plan-ended">
      <strong>Offline</strong> because your plan ended: your press kit is kept as a draft, and visitors to its page see a notice.{' '}
      <Link to="/subscribe" className="font-semibold underline">
        Renew your plan
      </Link>{' '}
      to bring it back.
    </p>
  );
}

/** The band names the account already uses, newest first: bio titles and saved names. */
function uniqueNames(works: Work[]): string[] {
  const sorted = [...works].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  return [...new Set(sorted.map((w) => w.title.trim()).filter(Boolean))].slice(0, 20);
}

function PressKitWorkspace({ kit, bios, nameSuggestions }: { kit: PressKit | null; bios: Work[]; nameSuggestions: string[] }) {
  // Read once: later refetches of the kit (after each save) must not reset what is being typed.
  const [draft, setDraft] = useState<PressKitDraft>(() => (kit ? draftFromContent(kit.content) : emptyDraft(nameSuggestions[0] ?? '')));
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const { status, serverErrors, flush } = useAutosave(draft);
  const gallery = useQuery(galleryQueryOptions());
  const today = todayIso();

  const clientErrors = draftErrors(draft);
  const shown: FieldErrors = { ...serverErrors };
  for (const [id, message] of Object.entries(clientErrors)) if (touched.has(id)) shown[id] ??= message;
  const props = { draft, edit: setDraft, errors: shown };

  const touch = (id: string) => {
    if (id && !touched.has(id)) setTouched(new Set([...touched, id]));
  };

  return (
    <div className="grid gap-8">
      <PublishPanel kit={kit} bandName={draft.bandName} saveFirst={() => flush(kit === null)} />
      <WhoLooked kit={kit} />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <section aria-labelledby="pk-edit-heading" className="grid gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="pk-edit-heading" className="text-lg font-semibold">
              Your press kit
            </h2>
            <SaveStatusLine status={status} hasKit={kit !== null} />
          </div>
          <form noValidate aria-labelledby="pk-edit-heading" className="grid gap-6" onSubmit={(e) => e.preventDefault()} onBlur={(e) => touch(e.target.id)} data-testid="pk-form">
            <IdentityFields {...props} nameSuggestions={nameSuggestions} />
            <ImagePicker {...props} images={gallery.data ?? []} loading={gallery.isPending} />
            <PicturesFields kit={kit} saveFirst={() => flush(kit === null)} />
            <PlayersFields {...props} />
            <BioFields {...props} bios={bios} />
            <MembersFields {...props} />
            <ShowsFields {...props} today={today} />
            <QuotesFields {...props} />
            <LinksFields {...props} />
            <RiderFields {...props} kit={kit} saveFirst={() => flush(kit === null)} />
          </form>
        </section>
        <section aria-labelledby="pk-preview-heading" className="grid gap-3 lg:sticky lg:top-4">
          <h2 id="pk-preview-heading" className="text-lg font-semibold">
            Preview
          </h2>
          <PressKitPreview draft={draft} today={today} />
        </section>
      </div>
    </div>
  );
}
