// The generated bio: word count, engine, the writer's note, the formatted text, edit mode (Save
// replaces the bio in the Library, Cancel drops the draft) and the .txt, .doc and .docx downloads.
// The parent remounts this card for each new generation, which also leaves edit mode.
import { useMemo, useState } from 'react';
import { Copy, Download, Info, Pencil } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { copyText } from '@client/lib/clipboard';
import { useSaveWorkBody } from '@client/features/premium/api/library-work';
import { bioPlainText, countWords, parseBio } from '../bio-markup';
import { failureDescription } from '../error-messages';
import { BioEditor } from './bio-editor';
import { BioMarkupView } from './bio-markup-view';
import { downloadBioDoc, downloadBioDocx, downloadBioTxt } from './bio-downloads';
import { EngineBadge } from './engine-badge';

export interface BioResult {
  /** The band name the bio was written for (file names use it). */
  bandName: string;
  bio: string;
  note: string | null;
  /** Unknown for a bio reopened from the Library. */
  isAIGenerated: boolean | null;
  /** Its Library entry. */
  workId: number;
}

export function BioResultCard({ result, onSaved }: { result: BioResult; onSaved: (bio: string) => void }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(result.bio);
  const [docxBusy, setDocxBusy] = useState(false);
  const save = useSaveWorkBody();
  const blocks = useMemo(() => parseBio(result.bio), [result.bio]);
  const words = countWords(result.bio);

  const startEditing = () => {
    setDraft(result.bio);
    setEditing(true);
    requestAnimationFrame(() => document.getElementById('bio-editor')?.focus());
  };
  const cancel = () => {
    setDraft(result.bio);
    setEditing(false);
  };
  const saveDraft = () => {
    save.mutate(
      { id: result.workId, body: draft },
      {
        onSuccess: (work) => {
          onSaved(work.body);
          setEditing(false);
          toast({ title: 'Bio saved', description: 'Your edits are saved in your Library.', variant: 'success' });
        },
        onError: (err) => {
          console.warn('saving the bio failed', err);
          toast({ title: 'Save failed', description: failureDescription(err), variant: 'destructive' });
        },
      },
    );
  };
  const copy = async () => {
    const ok = await copyText(bioPlainText(blocks));
    toast(ok ? { title: 'Copied', description: 'The bio is on your clipboard.', variant: 'success' } : { title: 'Copy Failed', description: 'Could not copy to clipboard.', variant: 'destructive' });
  };
  const docx = async () => {
    setDocxBusy(true);
    try {
      await downloadBioDocx(result.bandName, result.bio);
    } catch (err) {
      console.warn('the .docx could not be written', err);
      toast({ title: 'Download failed', description: 'Could not create the Word file. Please try again.', variant: 'destructive' });
    } finally {
      setDocxBusy(false);
    }
  };

  return (
    <section aria-labelledby="bio-result-heading" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900" data-testid="bio-result-card">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h3 id="bio-result-heading" className="text-xl font-semibold">
            Your band bio
          </h3>
          <span className="text-sm text-slate-600 dark:text-slate-400" data-testid="bio-word-count">
            {words} words
          </span>
          {result.isAIGenerated !== null && <EngineBadge isAIGenerated={result.isAIGenerated} testId="bio-engine" />}
        </div>
        {!editing && (
          <Button variant="outline" size="sm" onClick={startEditing} data-testid="bio-edit">
            <Pencil className="h-4 w-4" aria-hidden /> Edit
          </Button>
        )}
      </div>

      {result.note && (
        <div role="note" className="mt-4 flex gap-3 rounded-xl border border-sky-300 bg-sky-50 p-4 text-sm text-sky-950 dark:border-sky-800 dark:bg-sky-950/40 dark:text-sky-50" data-testid="bio-note">
          <Info className="mt-0.5 h-4 w-4 flex-none" aria-hidden />
          <p>{result.note}</p>
        </div>
      )}

      <div className="mt-5">
        {editing ? (
          <BioEditor draft={draft} onChange={setDraft} onSave={saveDraft} onCancel={cancel} saving={save.isPending} />
        ) : (
          <BioMarkupView blocks={blocks} testId="bio-result" />
        )}
      </div>

      {!editing && (
        <div className="mt-6 flex flex-wrap gap-2 border-t border-slate-200 pt-4 dark:border-slate-800" role="group" aria-label="Download or copy the bio">
          <Button variant="secondary" size="sm" onClick={() => downloadBioTxt(result.bandName, result.bio)} data-testid="bio-download-txt">
            <Download className="h-4 w-4" aria-hidden /> Download .txt
          </Button>
          <Button variant="secondary" size="sm" onClick={() => downloadBioDoc(result.bandName, result.bio)} data-testid="bio-download-doc">
            <Download className="h-4 w-4" aria-hidden /> Download .doc
          </Button>
          <Button variant="secondary" size="sm" onClick={docx} disabled={docxBusy} data-testid="bio-download-docx">
            <Download className="h-4 w-4" aria-hidden /> {docxBusy ? 'Preparing .docx...' : 'Download .docx'}
          </Button>
          <Button variant="ghost" size="sm" onClick={copy} data-testid="bio-copy">
            <Copy className="h-4 w-4" aria-hidden /> Copy
          </Button>
        </div>
      )}
    </section>
  );
}
