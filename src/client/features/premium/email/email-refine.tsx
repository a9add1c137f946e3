// Refinement (premium-and-admin.md sections 2 and 4): the user says what to change, the server
// rewrites the current e-mail (with the user's saved edits) rather than starting over.
import { Wand2 } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { EMAIL_LIMITS } from '@shared/contracts/writing';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Textarea } from '@client/components/ui/input';

const QUICK_CHANGES = ['Make it shorter', 'More formal', 'More casual', 'More confident'] as const;

export function EmailRefine({ edits, onEdits, onApply, refining, disabled }: { edits: string; onEdits: (text: string) => void; onApply: () => void; refining: boolean; disabled: boolean }) {
  // Ctrl+Enter (Cmd+Enter) applies, as in most message boxes.
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey) && !refining && !disabled) {
      e.preventDefault();
      onApply();
    }
  };
  return (
    <div className="grid gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800" data-testid="email-refine">
      <Field id="email-refine-input" label="Request Changes to Email" hint="For example: mention our new EP, add our Instagram, ask for a Saturday instead.">
        <Textarea value={edits} onChange={(e) => onEdits(e.target.value)} onKeyDown={onKeyDown} rows={3} maxLength={EMAIL_LIMITS.editsMax} data-testid="email-refine-input" />
      </Field>
      <div role="group" aria-label="Quick changes" className="flex flex-wrap gap-2">
        {QUICK_CHANGES.map((change) => (
          <button
            key={change}
            type="button"
            onClick={() => onEdits(change)}
            aria-pressed={edits === change}
            className="rounded-full border border-slate-300 px-3 py-1 text-sm hover:bg-slate-100 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-800 dark:border-slate-700 dark:hover:bg-slate-800 dark:aria-pressed:bg-brand-900/40 dark:aria-pressed:text-brand-100"
            data-testid="email-refine-chip"
          >
            {change}
          </button>
        ))}
      </div>
      <Button onClick={onApply} disabled={refining || disabled} aria-busy={refining} className="justify-self-start" data-testid="email-refine-submit">
        <Wand2 className="h-4 w-4" aria-hidden />
        {refining ? 'Applying Changes...' : 'Apply Suggested Changes'}
      </Button>
    </div>
  );
}
