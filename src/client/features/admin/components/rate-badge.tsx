// A rate as a coloured badge whose text also says how good it is, so colour is never the only signal.
import { cn } from '@client/lib/cn';
import { formatPercent, RATE_TONE_CLASS, type RateTone, type RegenerationTone } from '../lib/format';

export function RateBadge({ percent, tone, toneLabel }: { percent: number; tone: RateTone | RegenerationTone; toneLabel: string }) {
  return (
    <span className={cn('inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums', RATE_TONE_CLASS[tone])}>
      {formatPercent(percent)}
      {toneLabel && <span className="font-normal">({toneLabel})</span>}
    </span>
  );
}
