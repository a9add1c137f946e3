// What the lyrics carry, as the analysis found it: the interpretation, the imagery with the lines
// it comes from, the palette (each colour with its name and, when the lyrics name it, the line),
// the setting and the mood.
import type { ReactNode, RefObject } from 'react';
import type { InterpretLyricsResponse } from '@shared/contracts/studio';
import { cn } from '@client/lib/cn';
import { EngineBadge } from '@client/features/premium/bio/result/engine-badge';

export function InterpretationCard({ result, headingRef }: { result: InterpretLyricsResponse; headingRef: RefObject<HTMLHeadingElement | null> }) {
  const { interpretation, analysis } = result;
  return (
    <section aria-labelledby="lyrics-interpretation-heading" className="grid gap-5 rounded-xl border border-slate-200 p-4 sm:p-5 dark:border-slate-800" data-testid="lyrics-interpretation">
      <div className="flex flex-wrap items-center gap-3">
        <h3 id="lyrics-interpretation-heading" ref={headingRef} tabIndex={-1} className="text-lg font-semibold">
          Visual interpretation
        </h3>
        <EngineBadge isAIGenerated={result.isAIGenerated} testId="lyrics-engine" />
      </div>
      <div className="grid gap-2 text-slate-800 dark:text-slate-200" data-testid="lyrics-interpretation-text">
        {interpretation
          .split(/\n{2,}/)
          .filter((p) => p.trim())
          .map((p, i) => (
            <p key={i}>{p}</p>
          ))}
      </div>
      {analysis.imagery.length > 0 && (
        <ListSection title="Imagery" testId="lyrics-imagery">
          {analysis.imagery.map((item, i) => (
            <li key={i} className="text-sm">
              <span className="font-medium">{item.subject}</span>
              {item.quote && (
                <blockquote className="mt-0.5 border-l-2 border-brand-500 pl-3 text-slate-700 italic dark:text-slate-300">&ldquo;{item.quote}&rdquo;</blockquote>
              )}
            </li>
          ))}
        </ListSection>
      )}
      {analysis.colours.length > 0 && (
        <ListSection title="Colours" testId="lyrics-colours" className="sm:grid-cols-2">
          {analysis.colours.map((colour, i) => (
            <li key={i} className="flex items-start gap-3 text-sm">
              <span className="mt-0.5 h-6 w-6 flex-none rounded-md border border-slate-300 dark:border-slate-600" style={{ backgroundColor: colour.hex }} aria-hidden />
              <span>
                <span className="font-medium">{colour.name}</span> <span className="text-slate-600 dark:text-slate-400">{colour.hex}</span>
                {colour.quote && <span className="block text-slate-700 italic dark:text-slate-300">&ldquo;{colour.quote}&rdquo;</span>}
              </span>
            </li>
          ))}
        </ListSection>
      )}
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <Detail term="Setting" text={analysis.setting} testId="lyrics-setting" />
        <Detail term="Mood" text={analysis.mood} testId="lyrics-mood" />
        {analysis.themes.length > 0 && <Detail term="Themes" text={analysis.themes.map((t) => t.theme).join(', ')} testId="lyrics-themes" />}
      </dl>
    </section>
  );
}

function ListSection({ title, testId, className, children }: { title: string; testId: string; className?: string; children: ReactNode }) {
  return (
    <div>
      <h4 className="text-sm font-semibold">{title}</h4>
      <ul className={cn('mt-2 grid gap-2', className)} data-testid={testId}>
        {children}
      </ul>
    </div>
  );
}

function Detail({ term, text, testId }: { term: string; text: string; testId: string }) {
  return (
    <div>
      <dt className="font-semibold">{term}</dt>
      <dd className="mt-0.5 text-slate-700 dark:text-slate-300" data-testid={testId}>
        {text}
      </dd>
    </div>
  );
}
