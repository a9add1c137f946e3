// The hub's Band Names tab (premium-and-admin.md section 2, "Names tab"): the premium form, its
// results, the Magic Mixer under them, and the account's saved names beside them.
import { toast } from '@client/components/ui/use-toast';
import { copyText } from '@client/lib/clipboard';
import { TakenCheckField } from '@client/lib/taken-check';
import { MagicMixer } from './magic-mixer';
import { PremiumNameForm } from './premium-name-form';
import { PremiumNameResults } from './premium-name-results';
import { SavedNamesPanel } from './saved-names-panel';
import { useAccountSavedNames } from './use-account-saved-names';
import { usePremiumNames, type PremiumNameResult } from './use-premium-names';

export function NamesTab() {
  const names = usePremiumNames();
  const saved = useAccountSavedNames();

  const copy = async ({ result }: PremiumNameResult) => {
    const copied = await copyText(result.name);
    const isNew = saved.save(result.name);
    if (!copied) toast({ title: 'Copy Failed', description: 'Could not copy to clipboard.', variant: 'destructive' });
    else if (!isNew) toast({ title: 'Copied!', description: `"${result.name}" is already in your collection.` });
    else toast({ title: 'Copied!', description: `"${result.name}" is on your clipboard and in your saved names.`, variant: 'success' });
  };

  const generatedNames = names.results.map((r) => r.result.name);
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="grid min-w-0 content-start gap-8">
        <div className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900">
          <h2 className="text-xl font-bold">Premium Band Name Generator</h2>
          <p className="mt-1 mb-5 text-sm text-slate-700 dark:text-slate-300">Five names a time, shaped by your genre, influences and vibe.</p>
          <PremiumNameForm generating={names.generating} onGenerate={(input) => void names.generate(input)} />
        </div>
        <PremiumNameResults
          results={names.results}
          busy={names.busy}
          replacing={names.replacing}
          onCopy={(item) => void copy(item)}
          onRegenerateOne={(i) => void names.regenerateOne(i)}
          onRegenerateAll={() => void names.regenerateAll()}
        />
        <MagicMixer
          // A new set of names is a new mixer: selection and mix start over.
          key={generatedNames.join('\n')}
          names={generatedNames}
          genre={names.results[0]?.result.genre || 'Rock'}
          onSave={saved.save}
        />
      </div>
      <aside className="grid min-w-0 content-start gap-6">
        <div className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
          <TakenCheckField />
        </div>
        <SavedNamesPanel items={saved.items} loading={saved.loading} accountError={saved.accountError} onRemove={saved.remove} />
      </aside>
    </div>
  );
}
