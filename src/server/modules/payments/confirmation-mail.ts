// After a purchase, once per checkout (claimed in checkout_sessions): for a plan, the payment
// confirmation carrying a one-time sign-in link for the account the purchase is on. Opening it
// proves the address: it is the only way into an account that existed before the checkout, and
// it ends the unverified session a checkout that created the account gave its browser. The mail is
// the same whether or not the account existed before. For a tip, a receipt.
import type { AppContext } from '@server/app-context';
import { escapeHtml } from '@server/lib/html';
import { PREMIUM_PRODUCT_NAME } from '@shared/catalog/routes';
import { SIGN_IN } from '@shared/contracts/auth';
import { CHECKOUT_SESSION_HOURS } from '../auth/sessions.service';
import { issueSignInLink } from '../auth/sign-in.service';
import { claimConfirmationMail, releaseConfirmationMail, type CheckoutRow } from './payments.repo';

/** The part of a request logger payment code uses. */
export interface PaymentsLog {
  error(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
}

export async function sendConfirmationOnce(ctx: AppContext, sessionId: string, log: PaymentsLog): Promise<void> {
  const row = await claimConfirmationMail(ctx.db, sessionId, ctx.clock.now());
  if (!row?.email) return;
  try {
    if (row.kind === 'tip') {
      await ctx.mailer.send(tipReceiptMail(row));
      return;
    }
    await ctx.mailer.send(confirmationMail(ctx, row, await issueSignInLink(ctx, row.email)));
  } catch (err) {
    // Let a later confirmation (a webhook retry or a reload of /success) try again.
    await releaseConfirmationMail(ctx.db, sessionId);
    log.warn({ err, sessionId }, 'could not send the purchase confirmation e-mail');
  }
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The tip receipt: the amount, the band name the tipper gave, and the reference. */
export function tipReceiptMail(row: Pick<CheckoutRow, 'id' | 'email' | 'amountCents' | 'bandName' | 'completedAt' | 'createdAt'>) {
  const amount = dollars(row.amountCents);
  const date = (row.completedAt ?? row.createdAt).toISOString().slice(0, 10);
  const subject = `Your receipt: a ${amount} tip to Band Name Studio`;
  const text = [
    `Thank you for your ${amount} tip!`,
    '',
    'It keeps the free band name generator free for everyone.',
    '',
    `Amount: ${amount}`,
    ...(row.bandName ? [`Band name: ${row.bandName}`] : []),
    `Date: ${date}`,
    `Reference: ${row.id}`,
    '',
    'A tip is a one-time payment: nothing renews and there is no account to manage.',
    '',
    'Rock on,',
    'The Band Name Studio team',
  ].join('\n');
  const html = `<h1 style="font-size:20px">Thank you for your ${amount} tip!</h1>
<p>It keeps the free band name generator free for everyone.</p>
<p><strong>Amount:</strong> ${amount}<br>${row.bandName ? `<strong>Band name:</strong> ${escapeHtml(row.bandName)}<br>` : ''}<strong>Date:</strong> ${date}<br><strong>Reference:</strong> ${escapeHtml(row.id)}</p>
<p>A tip is a one-time payment: nothing renews and there is no account to manage.</p>
<p>Rock on,<br>The Band Name Studio team</p>`;
  return { to: row.email!, subject, text, html };
}

export function confirmationMail(ctx: Pick<AppContext, 'config'>, row: CheckoutRow, link: string) {
  const site = ctx.config.publicUrl;
  const lifetime = row.plan === 'lifetime';
  const planName = lifetime ? 'Lifetime Access' : 'Monthly Subscription';
  const amount = dollars(row.amountCents);
  const price = lifetime ? `${amount} once` : `${amount} a month`;
  const features = [
    'Premium band name generator with filters, seed words and the Magic Mixer',
    'Band bio generator and tagline generator',
    'Image generator: lyrics analysis, custom concepts and genre templates',
    'Professional outreach e-mail generator',
    'The bonus special report: a gig strategy guide (PDF)',
    ...(lifetime ? ['VIP support and every new tool we add, for life'] : ['Every new tool we add while you are subscribed']),
  ];
  const subject = `Welcome to ${PREMIUM_PRODUCT_NAME}: your payment is confirmed`;
  const text = [
    'Thank you for your purchase!',
    '',
    `Plan: ${PREMIUM_PRODUCT_NAME}, ${planName}`,
    `Amount: ${price}`,
    `Account: ${row.email}`,
    `Reference: ${row.id}`,
    '',
    'Your premium access includes:',
    ...features.map((f) => `- ${f}`),
    '',
    'Confirm your e-mail address and sign in with this link:',
    '',
    link,
    '',
    `It works once and expires in ${SIGN_IN.tokenTtlMinutes} minutes. Open it in the browser you paid with to keep that browser signed in: until then, a browser signed in at checkout stays signed in for ${CHECKOUT_SESSION_HOURS} hours at most.`,
    '',
    `Later, sign in at ${site}/premium-signin with this e-mail address: we e-mail you a fresh link each time.`,
    lifetime ? '' : `You can cancel or manage your subscription at any time from ${site}/premium.`,
    '',
    'Rock on,',
    'The Band Name Studio team',
  ]
    .filter((line, i, all) => !(line === '' && all[i - 1] === ''))
    .join('\n');
  const html = `<h1 style="font-size:20px">Thank you for your purchase!</h1>
<p><strong>Plan:</strong> ${escapeHtml(PREMIUM_PRODUCT_NAME)}, ${planName}<br><strong>Amount:</strong> ${price}<br><strong>Account:</strong> ${escapeHtml(row.email ?? '')}<br><strong>Reference:</strong> ${escapeHtml(row.id)}</p>
<p>Your premium access includes:</p><ul>${features.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul>
<p>Confirm your e-mail address and sign in with this link:</p>
<p><a href="${escapeHtml(link)}">Confirm and sign in to ${escapeHtml(PREMIUM_PRODUCT_NAME)}</a></p>
<p>It works once and expires in ${SIGN_IN.tokenTtlMinutes} minutes. Open it in the browser you paid with to keep that browser signed in: until then, a browser signed in at checkout stays signed in for ${CHECKOUT_SESSION_HOURS} hours at most.</p>
<p>Later, sign in at <a href="${site}/premium-signin">${site}/premium-signin</a> with this e-mail address.</p>
${lifetime ? '' : `<p>You can cancel or manage your subscription at any time from <a href="${site}/premium">${site}/premium</a>.</p>\n`}<p>Rock on,<br>The Band Name Studio team</p>`;
  return { to: row.email!, subject, text, html };
}

