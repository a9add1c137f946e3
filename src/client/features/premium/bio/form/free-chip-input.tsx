// Free-text chips (influences, achievements, unique elements): type and press Enter or Add; each
// chip is a button that removes it. Blank text is ignored and entries are trimmed (bio-form-state).
// A full list refuses more and says so in the field's hint; Add stays focusable (aria-disabled),
// so focus is not lost when the last free place is taken.
import { useState, type KeyboardEvent } from 'react';
import { Plus, X } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { chipClass } from './chip-toggle-group';

export interface FreeChipCopy {
  id: string;
  label: string;
  /** What one chip is, for the remove buttons' names ('influence'). */
  itemName: string;
  placeholder?: string;
  hint?: string;
}

export function FreeChipInput({
  id,
  label,
  itemName,
  placeholder,
  hint,
  values,
  max,
  maxLength,
  onAdd,
  onRemove,
}: FreeChipCopy & {
  values: readonly string[];
  /** How many chips the list takes. */
  max: number;
  /** The length of one chip. */
  maxLength: number;
  onAdd: (text: string) => void;
  onRemove: (index: number) => void;
}) {
  const [draft, setDraft] = useState('');
  const full = values.length >= max;
  const add = () => {
    // A refused chip stays typed, to be added once another is removed.
    if (full || !draft.trim()) return;
    onAdd(draft);
    setDraft('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the chip instead of submitting the whole form.
    if (e.key === 'Enter') {
      e.preventDefault();
      add();
    }
  };
  const fieldHint = full ? (
    <>
      {hint && `${hint} `}
      <strong className="font-semibold" data-testid={`${id}-limit`}>
        Up to {max} {itemName}s: remove one to add another.
      </strong>
    </>
  ) : (
    hint
  );
  return (
    <div className="grid gap-2" data-testid={`${id}-chips`}>
      <Field id={id} label={label} hint={fieldHint}>
        <div className="flex gap-2">
          <Input value={draft} placeholder={placeholder} maxLength={maxLength} onChange={(e) => setDraft(e.target.value)} onKeyDown={onKeyDown} enterKeyHint="done" />
          <Button variant="outline" onClick={add} aria-label={`Add ${itemName}`} aria-disabled={full || undefined} className="h-11 flex-none aria-disabled:cursor-not-allowed aria-disabled:opacity-50">
            <Plus className="h-4 w-4" aria-hidden /> Add
          </Button>
        </div>
      </Field>
      {values.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {values.map((value, i) => (
            <li key={`${value}-${i}`}>
              <button type="button" onClick={() => onRemove(i)} aria-label={`Remove ${itemName}: ${value}`} className={chipClass(true)}>
                {value} <X className="h-3.5 w-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
