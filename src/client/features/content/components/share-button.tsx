// Share (free-area.md section 2): the device's share sheet when there is one; otherwise the page
// address goes to the clipboard with an alert. Failures (including a closed share sheet) are only
// logged: they are not errors the visitor needs to hear about.
import { Share2 } from 'lucide-react';

export const LINK_COPIED_MESSAGE = 'Link copied to clipboard!';

export async function sharePage(title: string): Promise<void> {
  const url = window.location.href;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
    } catch (err) {
      console.log('Share did not complete:', err);
    }
    return;
  }
  try {
    await navigator.clipboard.writeText(url);
    window.alert(LINK_COPIED_MESSAGE);
  } catch (err) {
    console.warn('Could not copy the link:', err);
  }
}

export function ShareButton({ title }: { title: string }) {
  return (
    <button
      type="button"
      onClick={() => void sharePage(title)}
      data-testid="share-button"
      className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
    >
      <Share2 className="h-4 w-4" aria-hidden />
      Share
    </button>
  );
}
