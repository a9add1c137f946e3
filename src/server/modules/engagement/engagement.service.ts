// The visitor engagement calls: site feedback, premium promotion clicks, the band-challenge
// survey, e-mail signups and contact messages. Each is stored with who sent it.
import type {
  BandChallengeSurveyRequest,
  ContactRequest,
  EmailSignupResponse,
  TrackPremiumPromotionClickRequest,
  UserFeedbackRequest,
} from '@shared/contracts/engagement';
import { recordedBy, type AppContext, type Requester } from '@server/app-context';
import { QuotaExceededError } from '@server/modules/quota/quota.service';
import { firstNoticeThisHour, takeWindowQuota, type FloodNotice } from '@server/modules/quota/window-quota.service';
import {
  insertContactSubmission,
  insertEmailSignup,
  insertPremiumPromotionClick,
  insertSurveyAnswer,
  insertUserFeedback,
} from './engagement.repo';

/** The part of a logger the form paths need when a mail to the owner fails. */
export interface EngagementLogger {
  error(obj: object, msg?: string): void;
}

export const SIGNUP_MESSAGES = {
  added: "Thanks for signing up! We'll keep you posted.",
  already: "You're already on the list. Thanks for staying with us!",
} as const;

export async function recordFeedback(ctx: AppContext, input: UserFeedbackRequest, who: Requester): Promise<void> {
  await insertUserFeedback(ctx.db, {
    rating: input.rating,
    comment: input.comment?.trim() || null,
    ...recordedBy(ctx, who),
  });
}

export async function recordPremiumPromotionClick(ctx: AppContext, input: TrackPremiumPromotionClickRequest, who: Requester): Promise<void> {
  await insertPremiumPromotionClick(ctx.db, {
    clickSource: input.clickSource,
    limitType: input.limitType,
    ...recordedBy(ctx, who),
  });
}

export async function recordSurveyAnswer(ctx: AppContext, input: BandChallengeSurveyRequest, who: Requester): Promise<void> {
  await insertSurveyAnswer(ctx.db, {
    challenge: input.challenge,
    // The free text belongs to 'other' only; a fixed choice never carries stray text.
    otherText: input.challenge === 'other' ? input.otherText!.trim() : null,
    ipAddress: who.ipAddress,
    userId: who.userId,
    createdAt: ctx.clock.now(),
  });
}

export async function signUpForEmail(ctx: AppContext, input: { email: string; source: string }, who: Requester, log: EngagementLogger): Promise<EmailSignupResponse> {
  await takeFormQuota(ctx, 'emailSignup', who, log);
  const added = await insertEmailSignup(ctx.db, {
    email: input.email.trim().toLowerCase(),
    source: input.source,
    ipAddress: who.ipAddress,
    userAgent: who.userAgent,
    createdAt: ctx.clock.now(),
  });
  return added ? { message: SIGNUP_MESSAGES.added, alreadySignedUp: false } : { message: SIGNUP_MESSAGES.already, alreadySignedUp: true };
}

/**
 * Stores the message first, then mails it to the site owner (reply-to the sender). A failing
 * mail is logged, not reported: the message is safe in form_submissions and the owner can read
 * it there, so the visitor is told it was sent.
 */
export async function sendContactMessage(ctx: AppContext, input: ContactRequest, who: Requester, log: EngagementLogger): Promise<{ id: number; mailed: boolean }> {
  await takeFormQuota(ctx, 'contact', who, log);
  const id = await insertContactSubmission(ctx.db, {
    name: input.name,
    email: input.email,
    subject: input.subject,
    message: input.message,
    source: 'contact',
    ipAddress: who.ipAddress,
    userAgent: who.userAgent,
    createdAt: ctx.clock.now(),
  });
  try {
    await ctx.mailer.send({
      to: ctx.config.mail.ownerEmail,
      replyTo: input.email,
      // One line: a subject with line breaks must not become extra headers.
      subject: `Contact form: ${input.subject.replace(/\s+/g, ' ')}`,
      text: contactMailText(input, id, who),
    });
    return { id, mailed: true };
  } catch (err) {
    log.error({ err, submissionId: id }, 'contact message stored but the mail to the owner failed');
    return { id, mailed: false };
  }
}

function contactMailText(input: ContactRequest, id: number, who: Requester): string {
  return [
    `A visitor sent a message through the contact form (submission #${id}).`,
    '',
    `Name: ${input.name}`,
    `Email: ${input.email}`,
    `Subject: ${input.subject}`,
    `Address: ${who.ipAddress}`,
    '',
    input.message,
    '',
    'Reply to this e-mail to answer the visitor.',
  ].join('\n');
}

const FLOOD_NOTICE: Record<'contact' | 'emailSignup', { notice: FloodNotice; form: string; what: string }> = {
  contact: { notice: 'contactDigest', form: 'contact form', what: 'Refused messages are neither stored nor mailed to you.' },
  emailSignup: { notice: 'emailSignupDigest', form: 'e-mail signup', what: 'Refused signups are not stored.' },
};

/**
 * One of a form's sends per address and hour (the quota module's window counters). A refusal is a
 * 429 saying when to try again; the owner hears of a flood by one notice an hour at most, site-wide,
 * instead of one mail per message.
 */
async function takeFormQuota(ctx: AppContext, use: 'contact' | 'emailSignup', who: Requester, log: EngagementLogger): Promise<void> {
  try {
    await takeWindowQuota(ctx, use, who.ipAddress);
  } catch (err) {
    if (err instanceof QuotaExceededError && (await firstNoticeThisHour(ctx, FLOOD_NOTICE[use].notice))) await sendFloodNotice(ctx, use, who, err.resetsAt, log);
    throw err;
  }
}

async function sendFloodNotice(ctx: AppContext, use: 'contact' | 'emailSignup', who: Requester, until: string, log: EngagementLogger): Promise<void> {
  const { form, what } = FLOOD_NOTICE[use];
  const now = ctx.clock.now().toISOString().slice(0, 16).replace('T', ' ');
  try {
    await ctx.mailer.send({
      to: ctx.config.mail.ownerEmail,
      subject: `The ${form} is being flooded`,
      text: [
        `At ${now} UTC the ${form} refused a send from ${who.ipAddress}: more than its hourly limit from one address.`,
        what,
        `This is the only such notice until ${until.slice(11, 16)} UTC, whatever else is refused before then.`,
        'What was accepted is on the admin dashboard.',
      ].join('\n'),
    });
  } catch (err) {
    log.error({ err }, `the ${form} flood notice to the owner failed`);
  }
}
