// The Share button of an article; what it does is in share-page.ts.
import { Share2 } from 'lucide-react';
import { sharePage } from '../share-page';

export function ShareButton({ title }: { title: string }) {
  return (
    <button
      type="button"
      onClick={() => void sharePage(title)}
      data-testid="share-button"
      data-island="share"
      data-share-title={title}
      className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
    >
      <Share2 className="h-4 w-4" aria-hidden />
      Share
    </button>
  );
}
