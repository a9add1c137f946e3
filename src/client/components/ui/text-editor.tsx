// Edit mode for a piece of text: a labelled box, what helps the writer (children: a word count,
// tips), then Save and Cancel. The caller keeps the draft and decides what saving means; Save is
// refused while the draft is blank or a save is under way.
import type { ComponentProps, ReactNode } from 'react';
import { Button } from './button';
import { Textarea } from './input';

type TextEditorProps = Omit<ComponentProps<'textarea'>, 'id' | 'value' | 'onChange' | 'children'> & {
  /** Prefix of the ids: the box is `${idPrefix}-editor` (also its test id), the buttons `${idPrefix}-save` and `${idPrefix}-cancel` as test ids. */
  idPrefix: string;
  label: ReactNode;
  value: string;
  onChange: (text: string) => void;
  onSave: () => void;
  onCancel: () => void;
  saving?: boolean;
  /** Also locks the box and Cancel while saving (when the editor stays open until the save ends). */
  lockWhileSaving?: boolean;
  saveLabel?: ReactNode;
  cancelLabel?: ReactNode;
  /** Shown between the box and the buttons. */
  children?: ReactNode;
};

export function TextEditor({ idPrefix, label, value, onChange, onSave, onCancel, saving = false, lockWhileSaving = false, saveLabel = 'Save', cancelLabel = 'Cancel', children, ...props }: TextEditorProps) {
  const id = `${idPrefix}-editor`;
  const locked = lockWhileSaving && saving;
  return (
    <div className="grid gap-3">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <Textarea {...props} id={id} value={value} onChange={(e) => onChange(e.target.value)} disabled={locked || props.disabled} data-testid={id} />
      {children}
      <div className="flex flex-wrap gap-2">
        <Button onClick={onSave} disabled={saving || !value.trim()} data-testid={`${idPrefix}-save`}>
          {saveLabel}
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={locked} data-testid={`${idPrefix}-cancel`}>
          {cancelLabel}
        </Button>
      </div>
    </div>
  );
}
