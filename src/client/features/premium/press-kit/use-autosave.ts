// Debounced autosave: a change waits AUTOSAVE_DELAY_MS for the next keystroke, then the whole
// draft is PUT. One save is in flight at a time; changes made meanwhile are saved right after it,
// so the server always ends with the latest draft. A draft the contract refuses is not sent: the
// status names the first problem instead. A 400 from the server marks its fields.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { savePressKit } from './api/press-kit-actions';
import { pressKitKey } from './api/press-kit';
import { detailsOf, failedField, kitFailure } from './failure-text';
import { contentOf, draftErrors, serverFieldErrors, type FieldErrors, type PressKitDraft } from './press-kit-draft';

export const AUTOSAVE_DELAY_MS = 800;

export type SaveStatus =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  | { kind: 'invalid'; message: string }
  | { kind: 'error'; message: string };

export function useAutosave(draft: PressKitDraft) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const latest = useRef(draft);
  const dirty = useRef(false);
  const running = useRef<Promise<boolean> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The draft it started from is what the server holds (or an unsaved new kit): no save for it.
  const initial = useRef(draft);

  const run = useCallback(async (): Promise<boolean> => {
    while (dirty.current) {
      dirty.current = false;
      const current = latest.current;
      const problems = Object.values(draftErrors(current));
      if (problems.length > 0) {
        // Still unsaved: the next change or Publish tries again.
        dirty.current = true;
        setStatus({ kind: 'invalid', message: problems[0] ?? 'Check the marked fields' });
        return false;
      }
      setStatus({ kind: 'saving' });
      try {
        await savePressKit(contentOf(current));
      } catch (err) {
        console.warn('the press kit could not be saved', err);
        dirty.current = true;
        const message = kitFailure(err, 'The press kit could not be saved. Check your connection and try again.');
        setServerErrors(serverFieldErrors(current, detailsOf(err) ?? [{ path: failedField(err), message }]));
        setStatus({ kind: 'error', message });
        return false;
      }
    }
    setStatus({ kind: 'saved' });
    await queryClient.invalidateQueries({ queryKey: pressKitKey });
    return true;
  }, [queryClient]);

  /** Saves now (or waits for the save under way); resolves whether the server holds the draft. */
  const flush = useCallback(
    (force = false): Promise<boolean> => {
      clearTimeout(timer.current);
      if (force) dirty.current = true;
      if (running.current) {
        // A save is under way: once it ends, save whatever changed meanwhile.
        return running.current.then((ok) => (dirty.current ? flush() : ok));
      }
      if (!dirty.current) return Promise.resolve(true);
      const p = run().finally(() => {
        running.current = null;
      });
      running.current = p;
      return p;
    },
    [run],
  );

  useEffect(() => {
    latest.current = draft;
    if (draft === initial.current) return;
    dirty.current = true;
    setServerErrors({});
    setStatus({ kind: 'pending' });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
  }, [draft, flush]);

  // Leaving with a change still waiting for its delay: save it now rather than lose it.
  useEffect(
    () => () => {
      if (dirty.current) void flush();
    },
    [flush],
  );

  return { status, serverErrors, flush };
}
