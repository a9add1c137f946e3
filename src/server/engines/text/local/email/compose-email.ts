// A new e-mail from the form: the purpose's plan, the subject line, greeting and sign-off.
import type { EmailRequest } from '@shared/contracts/writing';
import type { Rng } from '@server/lib/random';
import { assemble, type BodyPlan } from './body-plan';
import { bookingInquiry, collaboration, representation, sponsorship } from './deal-purposes';
import { buildContext, type EmailContext, type Purpose, type Tone } from './email-context';
import { renderEmail, type Block, type EmailDraft } from './email-text';
import { singular } from './lineup';
import { interviewRequest, musicSubmission, playlistSubmission, pressKit, pressRelease } from './pitch-purposes';
import { followUp, thankYou } from './short-purposes';
import { subjectLine } from './subject-line';

const PLANS: Record<Purpose, (c: EmailContext) => BodyPlan> = {
  'booking-inquiry': bookingInquiry,
  'music-submission': musicSubmission,
  'press-release': pressRelease,
  'press-kit': pressKit,
  'interview-request': interviewRequest,
  'playlist-submission': playlistSubmission,
  collaboration,
  representation,
  sponsorship,
  'follow-up': followUp,
  'thank-you': thankYou,
};

export function draftEmail(request: EmailRequest, rng: Rng): EmailDraft {
  const c = buildContext(request, rng);
  const draft = assemble(c, subjectLine(c), PLANS[request.emailPurpose](c));
  return c.soloSelf ? inSingular(c, draft) : draft;
}

/** A solo artist's e-mail: the writer's sentences say 'I' and 'my'; the musician's own words and the links stay as typed. */
function inSingular(c: EmailContext, draft: EmailDraft): EmailDraft {
  const own = new Set([...c.details, ...c.event.sentences]);
  const turn = (s: string) => (own.has(s) ? s : singular(s));
  const blocks = draft.blocks.map((block): Block =>
    block.kind === 'prose' ? { ...block, sentences: block.sentences.map(turn) } : { kind: 'lines', lines: block.lines.map((line) => (/^(https?:|www\.)/i.test(line) || c.links.includes(line) ? line : turn(line))) },
  );
  return { ...draft, subject: singular(draft.subject), blocks };
}

/** Every tone table the writer would use for this form (see phrasebook.ts). */
export function phrasebookFor(request: EmailRequest, rng: Rng): Record<Tone, string>[] {
  const c = buildContext(request, rng);
  assemble(c, '', PLANS[request.emailPurpose](c));
  return c.phrasebook;
}

export function composeEmail(request: EmailRequest, rng: Rng): string {
  return renderEmail(draftEmail(request, rng));
}
