// The band's own pictures: press photos (up to eight, in the page's order, each with an optional
// photographer credit) and a logo, uploaded from the computer or phone. The server decodes each
// file again, which removes its metadata (a phone photo's location too), and says why it refuses
// one; the size is checked here first so a 40 MB file is not sent for nothing.
import { useState, type ChangeEvent } from 'react';
import { ArrowDown, ArrowUp, Trash2, Upload } from 'lucide-react';
import { PICTURE_SIZE_RULE, PRESS_KIT_LIMITS as L, type PressKit, type PressKitPicture, type PressKitPictureKind } from '@shared/contracts/press-kit';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { useCreditPicture, useDeletePicture, useOrderPictures, useUploadPicture } from '../api/press-kit-pictures';
import { kitFailure } from '../failure-text';
import { Section } from './section';

const ACCEPT = 'image/jpeg,image/png,image/webp';
const MB = 1024 * 1024;

export interface PicturesProps {
  kit: PressKit | null;
  /** Saves the draft when the kit does not exist yet: pictures belong to a saved kit. */
  saveFirst: () => Promise<boolean>;
}

/** Uploads files one after another, stopping at the first refusal, whose reason is returned. */
export function useUploads(saveFirst: () => Promise<boolean>) {
  const upload = useUploadPicture();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async (files: File[], kind: PressKitPictureKind, credit = '') => {
    setProblem(null);
    const tooBig = files.find((f) => f.size > L.photoMaxBytes);
    if (tooBig) return setProblem(`${tooBig.name} is ${(tooBig.size / MB).toFixed(1)} MB: each picture may be at most ${L.photoMaxBytes / MB} MB`);
    setBusy(true);
    try {
      if (!(await saveFirst())) return setProblem('Your press kit could not be saved, so the picture was not uploaded. Please try again.');
      for (const file of files) await upload.mutateAsync({ file, kind, credit });
    } catch (err) {
      setProblem(kitFailure(err, 'The picture could not be uploaded. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  return { send, problem, busy };
}

export function PicturesFields({ kit, saveFirst }: PicturesProps) {
  const photos = kit?.photos ?? [];
  const { send, problem, busy } = useUploads(saveFirst);
  const [credit, setCredit] = useState('');
  const order = useOrderPictures();
  const room = L.photosMax - photos.length;

  const onPhotos = (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])];
    e.target.value = '';
    // Past the eighth, the server's own refusal says why.
    void send(files, 'photo', credit.trim());
  };
  const move = (from: number, to: number) => {
    const ids = photos.map((p) => p.id);
    const [id] = ids.splice(from, 1);
    ids.splice(to, 0, id!);
    order.mutate(ids);
  };

  return (
    <Section
      title="Press photos and logo"
      hint={`Your own pictures: JPEG, PNG or WebP, up to ${L.photoMaxBytes / MB} MB each, photos ${PICTURE_SIZE_RULE.photo}, the logo ${PICTURE_SIZE_RULE.logo}. Location and camera data are removed. The first photo goes on the one-sheet.`}
    >
      <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <label className="grid gap-1 text-sm font-medium" htmlFor="pk-photo-credit">
          Photographer credit for the next upload <span className="font-normal text-slate-600 dark:text-slate-400">(optional)</span>
          <Input id="pk-photo-credit" value={credit} maxLength={L.creditMax} onChange={(e) => setCredit(e.target.value)} placeholder="e.g. Jo Lens" />
        </label>
        <FileButton id="pk-photo-file" label={room > 0 ? `Add photos (${room} left)` : 'Eight photos: delete one to add another'} multiple disabled={busy || room <= 0} onChange={onPhotos} />
      </div>
      {photos.length > 0 && (
        <ol className="grid grid-cols-1 gap-3 sm:grid-cols-2" data-testid="pk-photos">
          {photos.map((p, i) => (
            <PhotoRow key={p.id} photo={p} index={i} count={photos.length} move={move} />
          ))}
        </ol>
      )}
      <LogoSlot logo={kit?.logo ?? null} busy={busy} onFile={(file) => void send([file], 'logo')} />
      {busy && (
        <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
          Uploading…
        </p>
      )}
      {problem && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400" data-testid="pk-picture-error">
          {problem}
        </p>
      )}
    </Section>
  );
}

export function FileButton({ id, label, multiple, disabled, onChange }: { id: string; label: string; multiple?: boolean; disabled?: boolean; onChange: (e: ChangeEvent<HTMLInputElement>) => void }) {
  return (
    <label
      htmlFor={id}
      className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-brand-600 px-4 py-2 text-sm font-semibold text-brand-800 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 dark:text-brand-200"
    >
      <Upload className="h-4 w-4" aria-hidden="true" />
      {label}
      <input id={id} type="file" accept={ACCEPT} multiple={multiple} disabled={disabled} className="sr-only" onChange={onChange} data-testid={id} />
    </label>
  );
}

function PhotoRow({ photo, index, count, move }: { photo: PressKitPicture; index: number; count: number; move: (from: number, to: number) => void }) {
  const credit = useCreditPicture();
  const remove = useDeletePicture();
  const [text, setText] = useState(photo.credit);
  const n = index + 1;
  return (
    <li className="grid grid-cols-[6rem_1fr] gap-3 rounded-xl border border-slate-200 p-2 dark:border-slate-800" data-testid="pk-photo">
      <img src={photo.url} alt={`Press photo ${n}`} className="aspect-square w-24 rounded-lg object-cover" loading="lazy" />
      <div className="grid content-start gap-2">
        <p className="text-xs text-slate-600 dark:text-slate-400">
          Photo {n} · {photo.width} × {photo.height} px
        </p>
        <label className="grid gap-1 text-xs font-medium" htmlFor={`pk-credit-${photo.id}`}>
          Credit
          <Input
            id={`pk-credit-${photo.id}`}
            value={text}
            maxLength={L.creditMax}
            onChange={(e) => setText(e.target.value)}
            onBlur={() => text.trim() !== photo.credit && credit.mutate({ id: photo.id, credit: text.trim() })}
          />
        </label>
        <div className="flex gap-1">
          <Button variant="outline" size="sm" disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={`Move photo ${n} earlier`}>
            <ArrowUp className="h-4 w-4" aria-hidden="true" />
          </Button>
          <Button variant="outline" size="sm" disabled={index === count - 1} onClick={() => move(index, index + 1)} aria-label={`Move photo ${n} later`}>
            <ArrowDown className="h-4 w-4" aria-hidden="true" />
          </Button>
          <Button variant="outline" size="sm" disabled={remove.isPending} onClick={() => remove.mutate(photo.id)} aria-label={`Delete photo ${n}`}>
            <Trash2 className="h-4 w-4" aria-hidden="true" />
          </Button>
        </div>
      </div>
    </li>
  );
}

/** One picture in its own place (the logo, the rider's stage plot): upload, see, replace, delete. */
export function PictureSlot({ picture, kind, label, busy, onFile }: { picture: PressKitPicture | null; kind: 'logo' | 'plot'; label: string; busy: boolean; onFile: (file: File) => void }) {
  const remove = useDeletePicture();
  return (
    <div className="flex flex-wrap items-center gap-3" data-testid={`pk-${kind}`}>
      {picture && <img src={picture.url} alt={label} className="h-16 w-auto max-w-40 rounded object-contain" />}
      <FileButton
        id={`pk-${kind}-file`}
        label={picture ? `Replace the ${label.toLowerCase()}` : `Upload a ${label.toLowerCase()}`}
        disabled={busy}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
      {picture && (
        <Button variant="outline" size="sm" disabled={remove.isPending} onClick={() => remove.mutate(picture.id)}>
          Delete the {label.toLowerCase()}
        </Button>
      )}
    </div>
  );
}

function LogoSlot({ logo, busy, onFile }: { logo: PressKitPicture | null; busy: boolean; onFile: (file: File) => void }) {
  return <PictureSlot picture={logo} kind="logo" label="Logo" busy={busy} onFile={onFile} />;
}
