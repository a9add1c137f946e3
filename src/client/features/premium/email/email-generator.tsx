// The professional outreach e-mail generator (premium-and-admin.md sections 2-9), shared by the
// premium hub's Email tab and the /email-writer page. With a workId it reopens that Library work:
// its stored request fills the form and its text is the e-mail.
import { useEffect, useRef, useState } from 'react';
import type { Work } from '@shared/contracts/writing';
import { useLibraryWork } from '../api/library-work';
import { EmailForm } from './email-form';
import { EmailResult } from './email-result';
import { startFromWork, type EmailGeneratorStart } from './email-result-state';
import { EmailTips } from './email-tips';
import type { EmailVariant } from './email-variant';
import { useEmailGenerator } from './use-email-generator';

export interface EmailGeneratorProps {
  variant: EmailVariant;
  workId?: number;
}

export function EmailGenerator({ variant, workId }: EmailGeneratorProps) {
  if (workId == null) return <EmailGeneratorView variant={variant} />;
  // A new key per work: opening another work starts from its own state.
  return <SavedEmailGenerator key={workId} variant={variant} workId={workId} />;
}

export default EmailGenerator;

function SavedEmailGenerator({ variant, workId }: { variant: EmailVariant; workId: number }) {
  const work = useLibraryWork(workId);
  if (work.data) return <OpenedWork work={work.data} variant={variant} />;
  if (work.isError) {
    return (
      <div className="grid gap-6">
        <p role="alert" className="rounded-xl border border-amber-500 bg-amber-50 p-4 text-amber-950 dark:bg-amber-950/40 dark:text-amber-50">
          This saved email could not be opened. You can write a new one below.
        </p>
        <EmailGeneratorView variant={variant} />
      </div>
    );
  }
  return (
    <p role="status" className="py-10 text-center text-slate-600 dark:text-slate-400">
      Opening your saved email…
    </p>
  );
}

function OpenedWork({ work, variant }: { work: Work; variant: EmailVariant }) {
  // Only the first answer seeds the generator; later refetches (after a save) must not reset it.
  const [start] = useState(() => (work.kind === 'email' ? startFromWork(work, variant) : undefined));
  return <EmailGeneratorView variant={variant} start={start} />;
}

function EmailGeneratorView({ variant, start }: { variant: EmailVariant; start?: EmailGeneratorStart }) {
  const model = useEmailGenerator(variant, start);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A new or refined e-mail takes focus (and scrolls into view on a phone, where it sits below the form).
  useEffect(() => {
    if (model.revision > 0) headingRef.current?.focus();
  }, [model.revision]);
  return (
    <div className="grid gap-8 lg:grid-cols-2 lg:items-start">
      <EmailForm form={model.form} update={model.update} variant={variant} generating={model.generating} hasResult={model.result != null} onSubmit={model.submit} />
      <div className="grid min-w-0 gap-6">
        <p role="status" aria-live="polite" className="sr-only" data-testid="email-status">
          {model.announcement}
        </p>
        {model.result ? (
          <EmailResult model={model} result={model.result} variant={variant} headingRef={headingRef} />
        ) : (
          <div className="rounded-2xl border-2 border-dashed border-slate-300 p-6 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400" data-testid="email-empty">
            {model.generating ? 'Writing your email…' : 'Your email will appear here. Fill in who it is for, what you want and your band, then press Generate Email.'}
          </div>
        )}
        <EmailTips />
      </div>
    </div>
  );
}
