// The generated e-mail: word count and engine, Edit / View, copy and download, then (when not
// editing) 'Load Email' and the refinement box (premium-and-admin.md sections 2 and 4).
import { Eye, Pencil } from 'lucide-react';
import type { Ref } from 'react';
import { EMAIL_LIMITS } from '@shared/contracts/writing';
import { Button } from '@client/components/ui/button';
import { TextEditor } from '@client/components/ui/text-editor';
import { EmailActions } from './email-actions';
import { EmailLoadLink } from './email-load-link';
import { EmailRefine } from './email-refine';
import { engineLabel, type EmailResultState } from './email-result-state';
import { countWords } from './email-text';
import type { EmailVariant } from './email-variant';
import type { EmailGeneratorModel } from './use-email-generator';

export function EmailResult({ model, result, variant, headingRef }: { model: EmailGeneratorModel; result: EmailResultState; variant: EmailVariant; headingRef: Ref<HTMLHeadingElement> }) {
  const { editing, draft, refining } = model;
  const text = editing ? draft : result.email;
  const engine = engineLabel(result.isAIGenerated);
  // File names come from the request the e-mail was made from, the form as a fallback.
  const names = {
    bandName: result.request?.bandName ?? model.form.bandName,
    emailPurpose: result.request?.emailPurpose ?? model.form.emailPurpose,
    recipientType: result.request?.recipientType ?? model.form.recipientType,
  };
  return (
    <section aria-labelledby="email-result-heading" aria-busy={refining} className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-950" data-testid="email-result">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="email-result-heading" ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
          Your Email
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <span data-testid="email-word-count">{countWords(text)}</span> words
          {engine && (
            <>
              {' · '}
              <span data-testid="email-engine">{engine}</span>
            </>
          )}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={editing ? model.cancelEditing : model.startEditing}
          aria-pressed={editing}
          disabled={refining}
          data-testid="email-edit-toggle"
        >
          {editing ? <Eye className="h-4 w-4" aria-hidden /> : <Pencil className="h-4 w-4" aria-hidden />}
          {editing ? 'View' : 'Edit'}
        </Button>
        <EmailActions text={text} variant={variant} names={names} />
      </div>
      {editing ? (
        // Save Changes replaces the e-mail (and keeps it in the Library); Cancel discards the draft.
        <TextEditor
          idPrefix="email"
          label="Edit your email"
          value={draft}
          onChange={model.setDraft}
          onSave={model.saveEdits}
          onCancel={model.cancelEditing}
          saving={model.saving}
          saveLabel="Save Changes"
          maxLength={EMAIL_LIMITS.originalMax}
          // The spec's minimum editor height; it can grow with the e-mail.
          className="min-h-[300px] resize-y font-sans leading-relaxed"
          autoFocus
          spellCheck
        />
      ) : (
        <div className="whitespace-pre-wrap break-words rounded-xl bg-slate-50 p-4 text-[15px] leading-relaxed text-slate-900 dark:bg-slate-900 dark:text-slate-100" data-testid="email-result-text">
          {result.email}
        </div>
      )}
      {!editing && (
        <>
          <EmailLoadLink email={result.email} />
          <EmailRefine edits={model.edits} onEdits={model.setEdits} onApply={model.applyRefinement} refining={refining} disabled={model.generating} />
        </>
      )}
    </section>
  );
}
