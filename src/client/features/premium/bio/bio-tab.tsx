// The Bio tab of the premium hub (premium-and-admin.md sections 2-5, 8, 9). Given a workId it
// reopens that Library bio: its saved request fills the form and its text the result card.
// Coming back to the tab brings back what was on it (bio-draft.ts).
import { useQuery } from '@tanstack/react-query';
import { workQueryOptions } from '../api/library-work';
import { useBioDraft, type BioDraft } from './bio-draft';
import { bioFormFromRequest, initialBioForm } from './bio-form-state';
import { BioWorkspace } from './bio-workspace';

export function BioTab({ workId }: { workId?: number }) {
  const currentYear = new Date().getFullYear();
  const kept = useBioDraft().read();
  // The kept draft wins when no work is asked for, or when it already shows that work.
  const resume = kept && (workId == null || kept.result?.workId === workId) ? kept : null;
  const work = useQuery({ ...workQueryOptions(workId ?? 0), enabled: workId != null && !resume });
  const fresh = (): BioDraft => ({ form: initialBioForm(currentYear), result: null, taglines: null });

  if (resume) return <BioWorkspace key="draft" initial={resume} currentYear={currentYear} />;
  if (workId == null) return <BioWorkspace key="new" initial={fresh()} currentYear={currentYear} />;

  if (work.isPending) {
    return (
      <div className="flex min-h-40 items-center justify-center" role="status" aria-label="Opening your bio">
        <div className="h-8 w-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600" />
      </div>
    );
  }

  const data = work.data;
  if (!data || data.kind !== 'bio') {
    if (work.error) console.warn('the Library bio could not be opened', work.error);
    return (
      <div className="grid gap-4">
        <p role="alert" className="rounded-xl border border-amber-500 bg-amber-50 p-4 text-amber-950 dark:bg-amber-950/40 dark:text-amber-50" data-testid="bio-open-error">
          That bio could not be opened. It may have been deleted. You can write a new one below.
        </p>
        <BioWorkspace key={`missing-${workId}`} initial={fresh()} currentYear={currentYear} />
      </div>
    );
  }

  return (
    <BioWorkspace
      key={`work-${data.id}`}
      initial={{
        form: bioFormFromRequest(data.request, data.title, currentYear),
        result: { bandName: data.title, bio: data.body, note: null, isAIGenerated: null, workId: data.id },
        taglines: null,
      }}
      currentYear={currentYear}
    />
  );
}

export default BioTab;
