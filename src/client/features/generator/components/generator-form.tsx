import { useState, type FormEvent } from 'react';
import { Sparkles } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { GenreSelect } from '../../../components/genre-select';

export interface GeneratorInput {
  genre: string;
  influences: string;
  vibe: string;
  avoidCommonWords: boolean;
}

const inputClass =
  'h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400';

export function GeneratorForm({ generating, onGenerate, premium }: { generating: boolean; onGenerate: (input: GeneratorInput) => void; premium: boolean }) {
  const [input, setInput] = useState<GeneratorInput>({ genre: '', influences: '', vibe: '', avoidCommonWords: false });
  const set = <K extends keyof GeneratorInput>(key: K, value: GeneratorInput[K]) => setInput((s) => ({ ...s, [key]: value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!input.genre) return;
    onGenerate(input);
  };
  return (
    <form onSubmit={submit} className="grid gap-5" aria-label="Band name generator" data-testid="generator-form">
      <div className="grid gap-2">
        <label htmlFor="genre" className="text-sm font-semibold">
          Genre
        </label>
        <GenreSelect id="genre" value={input.genre} onChange={(g) => set('genre', g)} required />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid gap-2">
          <label htmlFor="influences" className="text-sm font-semibold">
            Musical influences <span className="font-normal text-slate-600 dark:text-slate-400">(optional)</span>
          </label>
          <input id="influences" className={inputClass} maxLength={300} placeholder="e.g. Black Sabbath, Electric Wizard" value={input.influences} onChange={(e) => set('influences', e.target.value)} />
        </div>
        <div className="grid gap-2">
          <label htmlFor="vibe" className="text-sm font-semibold">
            Vibe <span className="font-normal text-slate-600 dark:text-slate-400">(optional)</span>
          </label>
          <input id="vibe" className={inputClass} maxLength={300} placeholder="e.g. slow and crushing" value={input.vibe} onChange={(e) => set('vibe', e.target.value)} />
        </div>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="h-4 w-4 accent-brand-600" checked={input.avoidCommonWords} onChange={(e) => set('avoidCommonWords', e.target.checked)} />
        Avoid common band-name words (the, kings, dead, fire...)
      </label>
      <Button type="submit" size="lg" disabled={generating || !input.genre} className={premium ? 'bg-purple-700 hover:bg-purple-800' : undefined}>
        <Sparkles className="h-5 w-5" aria-hidden />
        {generating ? 'Generating Band Names...' : 'Generate Band Names'}
      </Button>
    </form>
  );
}
