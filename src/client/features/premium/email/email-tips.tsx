// Practical outreach advice beside the generator (premium-and-admin.md sections 2 and 9).
import { Lightbulb } from 'lucide-react';
import { IconSection } from '../shared/icon-section';

const TIPS = [
  { title: 'Personalise it', text: "Use the recipient's name and mention their venue, show or playlist. A copy-paste blast is obvious." },
  { title: 'Keep it short', text: 'Aim for under 200 words. Bookers and editors skim on their phones.' },
  { title: 'Make one clear ask', text: 'A date, a slot, a review, a spot on a playlist: one request they can say yes to.' },
  { title: 'Send links, not attachments', text: 'Streaming and video links open anywhere; attachments clog inboxes and trip spam filters.' },
  { title: 'Write a specific subject line', text: 'Band, ask and date, e.g. "Booking: The Night Owls, Sat 12 May". Never "Hi" or "Music".' },
  { title: 'Show you can deliver', text: 'Your draw, recent shows, a release date: one or two facts, not your life story.' },
  { title: 'Follow up after 1-2 weeks', text: 'One short, polite follow-up. Silence is rarely a no; it is usually a busy inbox.' },
  { title: 'Proofread and test your links', text: 'Read it aloud, check the names are spelled right and every link opens.' },
] as const;

export function EmailTips() {
  return (
    <IconSection
      headingId="email-tips-heading"
      icon={<Lightbulb className="h-5 w-5 text-amber-500" aria-hidden />}
      title="Outreach tips"
      className="rounded-2xl border border-slate-200 bg-slate-50 p-5 dark:border-slate-800 dark:bg-slate-900/60"
      testId="email-tips"
    >
      <ul className="mt-3 grid gap-3 text-sm">
        {TIPS.map((tip) => (
          <li key={tip.title}>
            <strong className="font-semibold">{tip.title}.</strong> <span className="text-slate-700 dark:text-slate-300">{tip.text}</span>
          </li>
        ))}
      </ul>
    </IconSection>
  );
}
