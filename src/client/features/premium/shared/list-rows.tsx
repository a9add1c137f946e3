// Pieces of the editable lists (the bio's band members, the press kit's members, quotes and shows):
// each row has a remove button, and focus moves with the rows as they come and go.
import { Trash2 } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';

/** Moves focus after a row change has rendered (the new row's first field, or the Add button). */
export function focusSoon(id: string) {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}

interface RemoveRowButtonProps {
  /** What a row is ('member'), for the button's name: "Remove member 2 (Sam)". */
  noun: string;
  index: number;
  /** The row's name as typed so far, if it has one. */
  name: string;
  onRemove: () => void;
  /** The list's Add button, which takes the focus: the removed row's button goes with it. */
  addButtonId: string;
  /** A bare icon in a row of fields; otherwise the button also says "Remove". */
  iconOnly?: boolean;
  className?: string;
  disabled?: boolean;
  title?: string;
}

export function RemoveRowButton({ noun, index, name, onRemove, addButtonId, iconOnly = false, className, disabled, title }: RemoveRowButtonProps) {
  const named = name.trim();
  return (
    <Button
      variant="ghost"
      size={iconOnly ? 'icon' : 'sm'}
      className={cn(iconOnly && 'h-11 w-11', className)}
      disabled={disabled}
      aria-label={`Remove ${noun} ${index + 1}${named ? ` (${named})` : ''}`}
      title={title}
      onClick={() => {
        onRemove();
        focusSoon(addButtonId);
      }}
    >
      <Trash2 className="h-4 w-4" aria-hidden />
      {!iconOnly && ' Remove'}
    </Button>
  );
}
