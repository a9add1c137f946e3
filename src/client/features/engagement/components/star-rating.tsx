// Five stars as a radio group: click or arrow keys choose, the label under them names the choice
// (free-area.md section 5: 1 Poor ... 5 Excellent, none 'Rate your experience').
import { useRef, useState, type KeyboardEvent } from 'react';
import { Star } from 'lucide-react';
import { STAR_LABELS } from '@shared/catalog/engagement-options';
import { FEEDBACK } from '@shared/catalog/limits';
import { cn } from '@client/lib/cn';

const STARS = Array.from({ length: FEEDBACK.ratingMax }, (_, i) => i + 1);

export function StarRating({ value, onChange, disabled }: { value: number; onChange: (rating: number) => void; disabled?: boolean }) {
  const [hover, setHover] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const shown = hover || value;

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, star: number) => {
    const step = e.key === 'ArrowRight' || e.key === 'ArrowUp' ? 1 : e.key === 'ArrowLeft' || e.key === 'ArrowDown' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = Math.min(FEEDBACK.ratingMax, Math.max(FEEDBACK.ratingMin, star + step));
    onChange(next);
    refs.current[next - 1]?.focus();
  };

  return (
    <div className="grid justify-items-center gap-2">
      <div role="radiogroup" aria-label="Rating" className="flex gap-1" onMouseLeave={() => setHover(0)}>
        {STARS.map((star) => (
          <button
            key={star}
            ref={(el) => {
              refs.current[star - 1] = el;
            }}
            type="button"
            role="radio"
            aria-checked={value === star}
            aria-label={`${star} ${star === 1 ? 'star' : 'stars'}: ${STAR_LABELS[star]}`}
            tabIndex={value === star || (value === 0 && star === 1) ? 0 : -1}
            disabled={disabled}
            onClick={() => onChange(star)}
            onMouseEnter={() => setHover(star)}
            onKeyDown={(e) => onKeyDown(e, star)}
            className="rounded p-1 transition-transform hover:scale-110 disabled:cursor-not-allowed disabled:opacity-50"
          >
            <Star className={cn('h-8 w-8', star <= shown ? 'fill-amber-400 text-amber-500' : 'text-slate-400 dark:text-slate-500')} aria-hidden />
          </button>
        ))}
      </div>
      <p className="text-sm font-medium text-slate-700 dark:text-slate-300" data-testid="rating-label" aria-live="polite">
        {STAR_LABELS[shown]}
      </p>
    </div>
  );
}
