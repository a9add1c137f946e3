// "Is it taken?": a field where a musician types a name, presses Check and reads the whole answer
// (taken-result-panel.tsx), and a small mark for each saved name (the shipped list only: saved and
// generated names are never sent out one by one). Shared by the home page's generator, the premium
// names tab, the Library and the press kit's publish step; loaded lazily on the home page, and kept
// light, since the home page's first load is nearly at its budget.
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { TAKEN_CHECK } from '@shared/catalog/limits';
import type { AvailabilityResponse, CheckNameResponse } from '@shared/contracts/taken';
import { apiJson, ApiError } from '@client/lib/api';
import { TakenResultPanel } from './taken-result-panel';

const SOURCE_LABEL: Record<string, string> = { wikidata: 'Wikidata', musicbrainz: 'MusicBrainz', 'well-known': 'our list of famous bands' };

// The answers are parsed with the contract's schemas, loaded (with zod) at the first check: the
// field itself renders without them, so the home page's idle time does not evaluate zod.
const loadContract = () => import('@shared/contracts/taken');

export async function checkBandName(name: string): Promise<AvailabilityResponse> {
  const { availabilityResponseSchema } = await loadContract();
  return apiJson(availabilityResponseSchema, 'POST', '/api/check-name', { name });
}

/** What a check found, in one sentence with its source. */
export function takenSentence(name: string, result: CheckNameResponse): string {
  const [first] = result.matches;
  if (!first || !result.message) return `No band called ${name} in our lists of real bands.`;
  const source = SOURCE_LABEL[first.source] ?? first.source;
  return result.taken ? `Taken: ${result.message} (${source}).` : `Close: ${name} ${result.message} (${source}).`;
}

interface FieldState {
  busy: boolean;
  text: string | null;
  taken: boolean | null;
  result?: AvailabilityResponse;
}

/** The field: type a name, press Check, read the answer (its sentence announced to screen readers).
 * Only pressing Check sends the name. */
export function TakenCheckField({ initialName = '', label = 'Is it taken?' }: { initialName?: string; label?: string }) {
  const id = useId();
  const [name, setName] = useState(initialName);
  const [state, setState] = useState<FieldState>({ busy: false, text: null, taken: null });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const typed = name.trim();
    if (!typed) return;
    setState({ busy: true, text: null, taken: null });
    try {
      const result = await checkBandName(typed);
      setState({ busy: false, text: takenSentence(typed, result), taken: result.taken || result.matches.length > 0, result });
    } catch (err) {
      const text = err instanceof ApiError ? (err.serverMessage ?? 'The check failed. Try again.') : 'The check failed. Check your connection and try again.';
      setState({ busy: false, text, taken: null });
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} className="grid gap-2" aria-label="Is it taken?" data-testid="taken-check">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={name}
          maxLength={TAKEN_CHECK.nameMax}
          onChange={(e) => setName(e.target.value)}
          placeholder="Type a band name"
          className="h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-500 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400"
          data-testid="taken-check-input"
        />
        <button
          type="submit"
          disabled={state.busy || !name.trim()}
          className="h-11 flex-none rounded-lg bg-slate-900 px-4 text-sm font-semibold text-white disabled:opacity-60 dark:bg-slate-100 dark:text-slate-900"
        >
          {state.busy ? 'Checking...' : 'Check'}
        </button>
      </div>
      <p role="status" aria-live="polite" data-testid="taken-check-result" data-taken={state.taken ?? undefined} className={state.taken ? 'text-sm font-medium text-red-700 dark:text-red-400' : 'text-sm text-slate-700 dark:text-slate-300'}>
        {state.text}
      </p>
      {state.result && <TakenResultPanel result={state.result} />}
    </form>
  );
}

/** A saved name's "Is it taken?": a button that opens the field with the name in it, so the visitor
 * still presses Check to send it. */
export function SavedNameCheck({ name }: { name: string }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="grid gap-2">
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)} className="justify-self-start text-xs font-semibold underline" data-testid="saved-name-check">
        {open ? 'Close the check' : 'Is it taken?'}
      </button>
      {open && <TakenCheckField initialName={name} label={`Is ${name} taken?`} />}
    </div>
  );
}

/** The field under the home page's generator form, set apart by a rule. */
export function TakenCheckSection() {
  return (
    <div className="mt-6 border-t border-slate-200 pt-5 dark:border-slate-800">
      <TakenCheckField />
    </div>
  );
}

/** Each saved name's check, asked once for the whole list (and again only when the list changes). */
export function useTakenChecks(names: readonly string[]): ReadonlyMap<string, CheckNameResponse> {
  // Only names the check accepts: one odd entry must not cost the whole list its marks.
  const list = names.filter((n) => n.trim().length > 0 && n.trim().length <= TAKEN_CHECK.nameMax && /[\p{L}\p{N}]/u.test(n)).slice(0, TAKEN_CHECK.batchMax);
  const { data } = useQuery({
    queryKey: ['/api/check-names', list],
    queryFn: async () => (await apiJson((await loadContract()).checkNamesResponseSchema, 'POST', '/api/check-names', { names: list })).results,
    enabled: list.length > 0,
    retry: false,
  });
  const out = new Map<string, CheckNameResponse>();
  list.forEach((n, i) => {
    const r = data?.[i];
    if (r) out.set(n, r);
  });
  return out;
}

/** A saved name's mark: taken, sounds like another band, or clear. */
export function TakenMark({ result }: { result: CheckNameResponse | undefined }) {
  if (!result) return null;
  const [first] = result.matches;
  const label = result.taken ? 'Taken' : first ? 'Similar' : 'Clear';
  const title = result.message ?? 'No band of that name in our lists';
  const tone = result.taken
    ? 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200'
    : first
      ? 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200'
      : 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200';
  return (
    <span title={title} className={`flex-none rounded px-1.5 py-0.5 text-xs font-semibold ${tone}`} data-testid="taken-mark">
      {label}
      <span className="sr-only">: {title}</span>
    </span>
  );
}

/** One saved name's mark, for a list that loads this module lazily: the list's marks share one request. */
export function SavedNameMark({ names, name }: { names: readonly string[]; name: string }) {
  return <TakenMark result={useTakenChecks(names).get(name)} />;
}
