// What the bio tab holds (the form, the latest bio, its taglines) kept in the query cache, so it
// survives switching to another hub tab and back (the hub renders only the open tab). The query
// cache rather than a module variable: signing out clears it, so the next account on this browser
// never sees it.
import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { BioFormState } from './bio-form-state';
import type { BioResult } from './result/bio-result-card';
import type { TaglineItem } from './taglines/tagline-list';

export interface TaglineDraft {
  items: TaglineItem[];
  seen: string[];
  selectedId: number | null;
  isAIGenerated: boolean | null;
}

export interface BioDraft {
  form: BioFormState;
  result: BioResult | null;
  taglines: TaglineDraft | null;
}

const BIO_DRAFT_KEY = ['premium', 'bio-draft'] as const;

export function useBioDraft() {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const read = () => queryClient.getQueryData<BioDraft>(BIO_DRAFT_KEY);
    /** Merges into the kept draft (nothing is kept until the form has been written once). */
    const patch = (change: Partial<BioDraft>) => {
      const current = read();
      const next = current ? { ...current, ...change } : change.form ? ({ result: null, taglines: null, ...change } as BioDraft) : undefined;
      if (!next) return;
      // No query observes this entry, so it would otherwise be dropped after the default 5 minutes.
      queryClient.setQueryDefaults(BIO_DRAFT_KEY, { gcTime: Infinity });
      queryClient.setQueryData(BIO_DRAFT_KEY, next);
    };
    return { read, patch };
  }, [queryClient]);
}
