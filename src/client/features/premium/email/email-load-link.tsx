// 'Load Email': a real mailto: link, so the mail client opens with the subject and body filled in
// (and keyboard, middle-click and "copy link" work as for any link).
import { Send } from 'lucide-react';
import { buildMailtoUrl } from './mailto';

export function EmailLoadLink({ email }: { email: string }) {
  return (
    <div className="grid gap-1">
      <a
        href={buildMailtoUrl(email)}
        className="inline-flex h-10 items-center justify-center gap-2 justify-self-start rounded-lg bg-brand-600 px-4 text-sm font-medium text-white shadow-sm hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        aria-describedby="email-load-hint"
        data-testid="email-load"
      >
        <Send className="h-4 w-4" aria-hidden /> Load Email
      </a>
      <p id="email-load-hint" className="text-xs text-slate-600 dark:text-slate-400">
        Opens your e-mail app with the subject and message filled in; add the recipient's address there.
      </p>
    </div>
  );
}
