// The band-challenge survey of the home page's empty state (free-area.md sections 4, 5 and 8):
// unanswered, submitting, then a thank-you card; answered once, remembered in this browser.
import { useState, type FormEvent } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { SURVEY_CHALLENGES, SURVEY_CHALLENGE_LABELS, type SurveyChallenge } from '@shared/catalog/engagement-options';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { storage } from '@client/lib/storage-keys';
import { useSubmitSurveyAnswer } from '../api/survey';

/** Not a key of the spec: remembers a successful answer so the survey is not offered again. */
export const SURVEY_ANSWERED_KEY = 'bandChallengeSurveyAnswered';

const cardClass = 'rounded-2xl border border-slate-200 bg-white p-6 text-left shadow-sm dark:border-slate-800 dark:bg-slate-900';

export function BandChallengeSurvey() {
  const [answered, setAnswered] = useState(() => storage.get(SURVEY_ANSWERED_KEY) === 'true');
  const [challenge, setChallenge] = useState<SurveyChallenge | null>(null);
  const [otherText, setOtherText] = useState('');
  const mutation = useSubmitSurveyAnswer();
  const submitting = mutation.isPending;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (submitting || answered) return;
    if (!challenge) {
      toast({ title: 'Please select an option', description: "Choose what challenge you're facing with your band.", variant: 'destructive' });
      return;
    }
    const other = otherText.trim();
    if (challenge === 'other' && !other) {
      toast({ title: 'Please specify your challenge', description: "Tell us what other challenge you're facing.", variant: 'destructive' });
      return;
    }
    try {
      await mutation.mutateAsync(challenge === 'other' ? { challenge, otherText: other } : { challenge, otherText: null });
    } catch {
      toast({ title: 'Error', description: 'Failed to submit your response. Please try again.', variant: 'destructive' });
      return;
    }
    storage.set(SURVEY_ANSWERED_KEY, 'true');
    setAnswered(true);
  };

  if (answered) {
    return (
      <div className={cardClass} data-testid="survey-thanks" role="status">
        <p className="flex items-center gap-2 text-lg font-bold">
          <CheckCircle2 className="h-5 w-5 text-green-600" aria-hidden /> Thanks for sharing!
        </p>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">Your answer helps us build tools for the challenges bands really face.</p>
      </div>
    );
  }

  return (
    <form className={cardClass} onSubmit={submit} data-testid="band-survey" aria-busy={submitting} noValidate>
      <fieldset disabled={submitting} className="grid gap-3">
        <legend className="text-lg font-bold">What's your band's biggest challenge right now?</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {SURVEY_CHALLENGES.map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 dark:border-slate-700 dark:has-[:checked]:bg-brand-900/30"
            >
              <input type="radio" name="band-challenge" value={value} checked={challenge === value} onChange={() => setChallenge(value)} className="accent-brand-600" />
              {SURVEY_CHALLENGE_LABELS[value]}
            </label>
          ))}
        </div>
        {challenge === 'other' && (
          <div className="grid gap-1">
            <label htmlFor="survey-other" className="text-sm font-semibold">
              Your challenge
            </label>
            <input
              id="survey-other"
              maxLength={500}
              value={otherText}
              onChange={(e) => setOtherText(e.target.value)}
              placeholder="e.g. keeping everyone's schedules in sync"
              className="h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-500 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
            />
          </div>
        )}
        <div>
          <Button type="submit">{submitting ? 'Submitting...' : 'Submit'}</Button>
        </div>
      </fieldset>
    </form>
  );
}
