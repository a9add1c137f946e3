// Edit mode: the bio as text in a 20-row box, with the formatting it understands, and Save / Cancel.
import { Save, X } from 'lucide-react';
import { TextEditor } from '@client/components/ui/text-editor';
import { countWords } from '../bio-markup';

export const BIO_EDITOR_ROWS = 20;

export function BioEditor({ draft, onChange, onSave, onCancel, saving }: { draft: string; onChange: (text: string) => void; onSave: () => void; onCancel: () => void; saving: boolean }) {
  return (
    <TextEditor
      idPrefix="bio"
      label="Edit your bio"
      rows={BIO_EDITOR_ROWS}
      value={draft}
      onChange={onChange}
      onSave={onSave}
      onCancel={onCancel}
      saving={saving}
      lockWhileSaving
      saveLabel={
        <>
          <Save className="h-4 w-4" aria-hidden /> {saving ? 'Saving...' : 'Save'}
        </>
      }
      cancelLabel={
        <>
          <X className="h-4 w-4" aria-hidden /> Cancel
        </>
      }
      aria-describedby="bio-editor-tips bio-editor-count"
      className="font-mono leading-relaxed"
    >
      <p id="bio-editor-count" className="text-xs text-slate-600 dark:text-slate-400" aria-live="polite">
        {countWords(draft)} words
      </p>
      <div id="bio-editor-tips" className="rounded-lg bg-slate-100 p-3 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-300">
        <p className="font-semibold">Formatting tips</p>
        <ul className="mt-1 list-disc space-y-1 pl-5">
          <li>Press Enter for a line break; leave an empty line between paragraphs.</li>
          <li>
            Wrap words in double asterisks for <strong>bold</strong>: <code>**bold**</code>
          </li>
          <li>
            Wrap words in single asterisks for <em>italics</em>: <code>*italics*</code>
          </li>
          <li>
            A line that is only bold words, such as <code>**Future Plans**</code>, becomes a section heading.
          </li>
        </ul>
      </div>
    </TextEditor>
  );
}
