// The press kit's lists of rows (members, shows, quotes): each row edited by its key, rows added up
// to the contract's limit and removed freely, and the Add button with the limit said once full.
import { Plus } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { focusSoon } from '@client/features/premium/shared/list-rows';
import type { PressKitDraft } from '../press-kit-draft';
import type { SectionProps } from './section';

type RowLists = Pick<PressKitDraft, 'members' | 'shows' | 'quotes'>;

/** Edits one of the draft's lists. An add past the limit leaves the draft as it is; an add moves
 * the focus to the new row's first field (its id as fieldIdOf in press-kit-draft.ts makes it). */
export function draftRows<K extends keyof RowLists>(draft: PressKitDraft, edit: SectionProps['edit'], list: K, max: number) {
  type Row = RowLists[K][number];
  const update = (change: (rows: Row[]) => Row[]) =>
    edit((d) => {
      const rows: Row[] = d[list];
      const next = change(rows);
      return next === rows ? d : { ...d, [list]: next };
    });
  const rows: Row[] = draft[list];
  return {
    rows,
    full: rows.length >= max,
    change: (key: number, patch: Partial<Row>) => update((all) => all.map((r) => (r.key === key ? { ...r, ...patch } : r))),
    add: (row: Row, firstField: keyof Row & string) => {
      update((all) => (all.length >= max ? all : [...all, row]));
      focusSoon(`pk-${list}-${row.key}-${firstField}`);
    },
    remove: (key: number) => update((all) => all.filter((r) => r.key !== key)),
  };
}

/** The list's Add button, and the limit said once the list is full. */
export function AddRowButton({ id, label, full, onAdd, limitText }: { id: string; label: string; full: boolean; onAdd: () => void; limitText: string }) {
  return (
    <>
      <Button id={id} variant="outline" className="justify-self-start" onClick={onAdd} disabled={full}>
        <Plus className="h-4 w-4" aria-hidden /> {label}
      </Button>
      {full && <p className="text-xs text-slate-600 dark:text-slate-400">{limitText}</p>}
    </>
  );
}
