// One kept work: its kind, title, date and a preview (an image's thumbnail); Open (a bio, e-mail
// or image in its tool, a name or tagline copied) and Delete, confirmed in place.
import { useState } from 'react';
import { Copy, ExternalLink, Trash2 } from 'lucide-react';
import type { Work } from '@shared/contracts/writing';
import { Button } from '@client/components/ui/button';
import { SavedNameCheck } from '@client/lib/taken-check';
import { KIND_LABEL, preview } from './work-kinds';

export function LibraryItem({ work, thumbnail, onOpen, onDelete }: { work: Work; thumbnail?: { url: string; alt: string }; onOpen: (work: Work) => void; onDelete: (work: Work) => void }) {
  const [confirming, setConfirming] = useState(false);
  const copies = work.kind === 'name' || work.kind === 'tagline';
  const text = work.kind === 'name' ? (work.body ? `Genre: ${work.body}` : '') : preview(work.body, work.kind);
  const date = new Date(work.createdAt);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900" data-testid="library-item" data-kind={work.kind}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <div className="flex min-w-0 flex-wrap items-baseline gap-2">
          <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800 dark:bg-brand-900/60 dark:text-brand-100" data-testid="library-item-kind">
            {KIND_LABEL[work.kind]}
          </span>
          <h3 className="font-semibold [overflow-wrap:anywhere]" data-testid="library-item-title">
            {work.title}
          </h3>
        </div>
        <time dateTime={work.createdAt} className="text-xs text-slate-600 dark:text-slate-400">
          {Number.isNaN(date.getTime()) ? work.createdAt : date.toLocaleString()}
        </time>
      </div>
      <div className="mt-2 flex items-start gap-3">
        {thumbnail && <img src={thumbnail.url} alt={thumbnail.alt} width={96} height={96} loading="lazy" decoding="async" className="h-24 w-24 flex-none rounded-lg object-cover" data-testid="library-item-thumbnail" />}
        {text && <p className="text-sm text-slate-700 [overflow-wrap:anywhere] dark:text-slate-300">{text}</p>}
      </div>
      {work.kind === 'name' && (
        <div className="mt-2">
          <SavedNameCheck name={work.title} />
        </div>
      )}
      {confirming ? (
        <div role="group" aria-label={`Delete ${work.title}?`} className="mt-3 flex flex-wrap items-center gap-2">
          <span className="text-sm font-medium">Delete this {KIND_LABEL[work.kind].toLowerCase()} for good?</span>
          <Button variant="destructive" size="sm" onClick={() => onDelete(work)} data-testid="library-item-confirm-delete" autoFocus>
            Yes, delete
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
        </div>
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => onOpen(work)} data-testid="library-item-open" aria-label={`${copies ? 'Copy' : 'Open'} ${KIND_LABEL[work.kind].toLowerCase()} ${work.title}`}>
            {copies ? <Copy className="h-4 w-4" aria-hidden /> : <ExternalLink className="h-4 w-4" aria-hidden />} {copies ? 'Copy' : 'Open'}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setConfirming(true)} data-testid="library-item-delete" aria-label={`Delete ${KIND_LABEL[work.kind].toLowerCase()} ${work.title}`}>
            <Trash2 className="h-4 w-4" aria-hidden /> Delete
          </Button>
        </div>
      )}
    </li>
  );
}
