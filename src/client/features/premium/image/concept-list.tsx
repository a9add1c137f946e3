// The concepts as one radio group, with Edit Concept and its inline editor inside the chosen item.
// While a concept is edited the radios and Edit are locked (section 4); Save refuses a blank text.
import { useRef, type Dispatch } from 'react';
import { PenLine, RefreshCw } from 'lucide-react';
import { STUDIO_LIMITS } from '@shared/contracts/studio';
import { Button } from '@client/components/ui/button';
import { Textarea } from '@client/components/ui/input';
import { cn } from '@client/lib/cn';
import { isValidConceptText, type ConceptAction, type ConceptState } from './concept-state';
import { MISSING } from './studio-messages';
import { toastMissing } from './studio-toasts';

export function ConceptList({ state, dispatch, onRegenerate, regenerating }: { state: ConceptState; dispatch: Dispatch<ConceptAction>; onRegenerate: () => void; regenerating: boolean }) {
  const editButton = useRef<HTMLButtonElement>(null);
  const { concepts, selectedId, editing } = state;
  const backToEdit = () => requestAnimationFrame(() => editButton.current?.focus());

  const save = () => {
    if (!editing || !isValidConceptText(editing.draft)) {
      toastMissing(MISSING.conceptText);
      return;
    }
    dispatch({ type: 'save' });
    backToEdit();
  };

  return (
    <div className="grid gap-3">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold">Choose a concept</legend>
        <ul className="grid gap-2" data-testid="concept-list">
          {concepts.map((concept) => {
            const selected = concept.id === selectedId;
            const isEditing = editing?.id === concept.id;
            return (
              <li
                key={concept.id}
                className={cn('rounded-xl border p-3', selected ? 'border-brand-600 bg-brand-50 dark:bg-brand-900/30' : 'border-slate-200 dark:border-slate-800')}
                data-testid="concept-item"
              >
                <label htmlFor={concept.id} className={cn('flex items-start gap-3', editing ? 'cursor-not-allowed' : 'cursor-pointer')}>
                  <input
                    id={concept.id}
                    type="radio"
                    name="image-concept"
                    value={concept.id}
                    checked={selected}
                    disabled={editing !== null}
                    onChange={() => dispatch({ type: 'select', id: concept.id })}
                    className="mt-1 h-4 w-4 flex-none accent-brand-600"
                    data-testid="concept-radio"
                  />
                  <span className={cn('text-sm', isEditing && 'sr-only')} data-testid="concept-text">
                    {concept.description}
                  </span>
                </label>
                {isEditing && (
                  <div className="mt-3 grid gap-2">
                    <label htmlFor="concept-editor" className="text-sm font-semibold">
                      Edit the concept
                    </label>
                    <Textarea
                      id="concept-editor"
                      value={editing.draft}
                      onChange={(e) => dispatch({ type: 'draft', text: e.target.value })}
                      rows={4}
                      maxLength={STUDIO_LIMITS.conceptMax}
                      autoFocus
                      data-testid="concept-editor"
                    />
                    <div className="flex flex-wrap gap-2">
                      <Button size="sm" onClick={save} data-testid="concept-save">
                        Save Changes
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => {
                          dispatch({ type: 'cancel' });
                          backToEdit();
                        }}
                        data-testid="concept-cancel"
                      >
                        Cancel
                      </Button>
                    </div>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button ref={editButton} variant="outline" onClick={() => dispatch({ type: 'edit' })} disabled={!selectedId || editing !== null} data-testid="concept-edit">
          <PenLine className="h-4 w-4" aria-hidden /> Edit Concept
        </Button>
        <Button variant="outline" onClick={onRegenerate} disabled={regenerating} data-testid="concepts-regenerate">
          <RefreshCw className={cn('h-4 w-4', regenerating && 'animate-spin')} aria-hidden /> {regenerating ? 'Regenerating Concepts...' : 'Regenerate Concepts'}
        </Button>
      </div>
    </div>
  );
}
