// The bio form: four sub-tabs (Basic Info by default) over one form state, and the Generate button
// below them so it is reachable from every sub-tab.
import { useState, type FormEvent } from 'react';
import { Sparkles } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Tabs } from '@client/components/ui/tabs';
import { AdvancedFields } from './advanced-fields';
import { BandDetailsFields } from './band-details-fields';
import { BasicInfoFields, BAND_NAME_INPUT_ID } from './basic-info-fields';
import type { SectionProps } from './form-props';
import { WritingStyleFields } from './writing-style-fields';

const SUB_TABS = [
  { id: 'basic', label: 'Basic Info' },
  { id: 'details', label: 'Band Details' },
  { id: 'style', label: 'Writing Style' },
  { id: 'advanced', label: 'Advanced' },
] as const;
type SubTab = (typeof SUB_TABS)[number]['id'];

export function BioForm({
  form,
  edit,
  currentYear,
  generating,
  bandNameMissing,
  onGenerate,
}: SectionProps & {
  currentYear: number;
  generating: boolean;
  /** Set after a Generate with a blank band name, until the name is typed. */
  bandNameMissing: boolean;
  /** Returns false when the band name is missing, so the form can show where to type it. */
  onGenerate: () => boolean;
}) {
  const [tab, setTab] = useState<SubTab>('basic');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (generating) return;
    if (!onGenerate()) {
      setTab('basic');
      requestAnimationFrame(() => document.getElementById(BAND_NAME_INPUT_ID)?.focus());
    }
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Band bio details" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900">
      <Tabs label="Bio details" items={SUB_TABS} value={tab} onChange={setTab} idPrefix="bio-sub">
        {tab === 'basic' && <BasicInfoFields form={form} edit={edit} currentYear={currentYear} bandNameError={bandNameMissing ? 'Band name required' : undefined} />}
        {tab === 'details' && <BandDetailsFields form={form} edit={edit} />}
        {tab === 'style' && <WritingStyleFields form={form} edit={edit} />}
        {tab === 'advanced' && <AdvancedFields form={form} edit={edit} />}
      </Tabs>
      <div className="flex flex-col gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:items-center sm:justify-between dark:border-slate-800">
        <p className="text-sm text-slate-600 dark:text-slate-400">The more you tell us, the richer the bio. Nothing is made up.</p>
        <Button type="submit" size="lg" disabled={generating} data-testid="bio-generate" className="w-full sm:w-auto">
          <Sparkles className="h-4 w-4" aria-hidden /> {generating ? 'Generating Bio...' : 'Generate Bio'}
        </Button>
      </div>
    </form>
  );
}
