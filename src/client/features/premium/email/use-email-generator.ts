// The generator's state and actions: the form, the e-mail with its view / edit modes
// (premium-and-admin.md section 4), refinement, and the messages of sections 5 and 8.
import { useState } from 'react';
import { toast } from '@client/components/ui/use-toast';
import type { EmailRequestInput, EmailResponse } from '@shared/contracts/writing';
import { useGenerateEmail, useRefineEmail } from './api/generate-email';
import { useSaveWorkBody } from '../api/library-work';
import { emailErrorDescription, GENERATION_FAILED, REFINEMENT_FAILED } from './email-errors';
import { emptyEmailForm, type EmailFormState } from './email-form-state';
import type { EmailGeneratorStart, EmailResultState } from './email-result-state';
import { countWords } from './email-text';
import { describeMissing, validateEmailForm } from './email-validation';
import type { EmailVariant } from './email-variant';

export function useEmailGenerator(variant: EmailVariant, start?: EmailGeneratorStart) {
  const [form, setForm] = useState<EmailFormState>(() => start?.form ?? emptyEmailForm());
  const [result, setResult] = useState<EmailResultState | null>(start?.result ?? null);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [edits, setEdits] = useState('');
  /** Read by a polite live region: what just happened to the e-mail. */
  const [announcement, setAnnouncement] = useState('');
  /** Bumped on each new or refined e-mail, so the result can take focus. */
  const [revision, setRevision] = useState(0);
  const generate = useGenerateEmail();
  const refine = useRefineEmail();
  const save = useSaveWorkBody();

  const update = <K extends keyof EmailFormState>(key: K, value: EmailFormState[K]) => setForm((f) => ({ ...f, [key]: value }));

  const showEmail = (next: EmailResultState, message: string) => {
    setResult(next);
    setEditing(false);
    setDraft('');
    setRevision((r) => r + 1);
    setAnnouncement(`${message} ${countWords(next.email)} words.`);
  };

  /** What a new or refined e-mail does: the refinement box empties and the e-mail is shown. */
  const onWritten = (request: EmailRequestInput, message: string) => (data: EmailResponse) => {
    setEdits('');
    showEmail({ email: data.email, isAIGenerated: data.isAIGenerated, workId: data.workId, request }, message);
  };

  const onFailed = (action: 'generate' | 'refine') => (error: unknown) => {
    console.warn(`email ${action === 'generate' ? 'generation' : 'refinement'} failed`, error);
    setAnnouncement('');
    toast({ title: action === 'generate' ? GENERATION_FAILED : REFINEMENT_FAILED, description: emailErrorDescription(error, variant, action), variant: 'destructive' });
  };

  const submit = () => {
    const check = validateEmailForm(form);
    if (!check.ok) {
      toast({ title: 'Missing Information', description: describeMissing(check.missing), variant: 'destructive' });
      return;
    }
    setAnnouncement('Writing your email…');
    generate.mutate(check.request, { onSuccess: onWritten(check.request, 'Your email is ready.'), onError: onFailed('generate') });
  };

  const applyRefinement = () => {
    if (!result) return;
    const suggestedEdits = edits.trim();
    if (!suggestedEdits) {
      toast({ title: 'Missing Refinement Instructions', description: 'No Changes Requested', variant: 'destructive' });
      return;
    }
    // The form as it is now when complete, else the request the e-mail came from.
    const check = validateEmailForm(form);
    const request = check.ok ? check.request : result.request;
    if (!request) {
      if (!check.ok) toast({ title: 'Missing Information', description: describeMissing(check.missing), variant: 'destructive' });
      return;
    }
    setAnnouncement('Applying your changes…');
    refine.mutate(
      { request, originalEmail: result.email, suggestedEdits, workId: result.workId },
      { onSuccess: onWritten(request, 'Your email was updated.'), onError: onFailed('refine') },
    );
  };

  const startEditing = () => {
    if (!result) return;
    setDraft(result.email);
    setEditing(true);
  };

  const cancelEditing = () => {
    setEditing(false);
    setDraft('');
  };

  const saveEdits = () => {
    if (!result) return;
    const next = { ...result, email: draft };
    setResult(next);
    setEditing(false);
    setAnnouncement(`Changes saved. ${countWords(draft)} words.`);
    if (next.workId == null) return;
    save.mutate(
      { id: next.workId, body: draft },
      {
        onError: (error) => {
          console.warn('saving the edited email failed', error);
          toast({ title: 'Save Failed', description: 'Your changes are kept on this page but could not be saved to your Library. Please try again.', variant: 'destructive' });
        },
      },
    );
  };

  return {
    form,
    update,
    submit,
    generating: generate.isPending,
    result,
    revision,
    announcement,
    editing,
    draft,
    setDraft,
    startEditing,
    cancelEditing,
    saveEdits,
    saving: save.isPending,
    edits,
    setEdits,
    applyRefinement,
    refining: refine.isPending,
  };
}

export type EmailGeneratorModel = ReturnType<typeof useEmailGenerator>;
