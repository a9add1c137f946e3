// Deleting an account from the premium hub. The user confirms by typing the account's e-mail. A
// live subscription is cancelled at the provider first: if that fails nothing is deleted, so
// nobody is left paying for an account that no longer exists. Then the account and all its work
// go in one transaction, and an e-mail confirms it.
import { PREMIUM_PRODUCT_NAME } from '@shared/catalog/routes';
import type { AppContext } from '@server/app-context';
import { AppError, badRequest, notFound } from '@server/lib/app-error';
import { escapeHtml } from '@server/lib/html';
import { deleteAccountRows, findAccountById } from '../auth/users.repo';
import { deleteOwnedImages } from '../media/media.service';
import type { PaymentsLog } from './confirmation-mail';
import type { PaymentProvider } from './provider';

export async function deleteAccount(ctx: AppContext, provider: PaymentProvider, userId: number, typedEmail: string, log: PaymentsLog): Promise<void> {
  const account = await findAccountById(ctx.db, userId);
  if (!account) throw notFound('No such account');
  if (!account.email || typedEmail.trim().toLowerCase() !== account.email.toLowerCase()) {
    throw badRequest("email: That is not this account's e-mail address, so nothing was deleted");
  }
  const subscriptionId = account.stripeSubscriptionId;
  if (subscriptionId && account.subscriptionStatus !== 'canceled') {
    try {
      await provider.cancelSubscription(subscriptionId);
    } catch (err) {
      log.warn({ err, userId }, 'account deletion: the subscription could not be cancelled');
      throw new AppError('CANCEL_FAILED', 'Your subscription could not be cancelled just now, so nothing was deleted. Please try again in a few minutes.', 503, undefined, 60);
    }
    log.info({ userId, subscriptionId }, 'account deletion: subscription cancelled');
  }
  // The pictures' objects first: once the account's rows are gone (media rows go with the user by
  // cascade) nothing would point at them any more. The press kit, its old addresses and its view
  // counts go with the user by cascade too, which frees its address at once.
  await deleteOwnedImages(ctx, userId);
  await deleteAccountRows(ctx.db, userId, account.email);
  try {
    await ctx.mailer.send(accountDeletedMail(account.email, Boolean(subscriptionId && account.subscriptionStatus !== 'canceled')));
  } catch (err) {
    // The account is gone either way; a lost confirmation must not turn that into an error.
    log.warn({ err, userId }, 'account deletion: the confirmation e-mail could not be sent');
  }
}

export function accountDeletedMail(email: string, subscriptionCancelled: boolean) {
  const subject = `Your ${PREMIUM_PRODUCT_NAME} account was deleted`;
  const lines = [
    `Your ${PREMIUM_PRODUCT_NAME} account (${email}) and everything saved in it (names, bios, taglines, e-mails, images and your press kit, whose page is taken down) have been deleted.`,
    subscriptionCancelled ? 'Your monthly subscription was cancelled first, so you will not be charged again.' : '',
    'If you did not ask for this, reply to this e-mail.',
  ].filter(Boolean);
  const text = ['Hi,', '', ...lines.flatMap((l) => [l, '']), 'Rock on,', 'The Band Name Studio team'].join('\n');
  const html = `<p>Hi,</p>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p>Rock on,<br>The Band Name Studio team</p>`;
  return { to: email, subject, text, html };
}
