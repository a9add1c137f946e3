// A published kit whose owner's plan ended goes offline: visitors see a polite notice, the kit is
// kept as a draft, and the owner is told once by e-mail (by the first view that finds it so, or
// by the scheduled look, whichever comes first). Renewing brings the page back and resets the
// notice, so a later lapse is told again.
import { PREMIUM_PRODUCT_NAME } from '@shared/catalog/routes';
import { pressKitPath } from '@shared/contracts/press-kit';
import type { AppContext } from '@server/app-context';
import { escapeHtml } from '@server/lib/html';
import { accountEmail, accountHasPremium } from '../auth/accounts.service';
import { claimOfflineNotice, clearOfflineNotice, deleteExpiredOldSlugs, publishedKitsAfter, type KitRow } from './press-kit.repo';

export interface NoticeLog {
  warn(obj: object, msg?: string): void;
}

/** Whether the published kit's page is online (its owner holds premium), keeping the notice in step:
 * sent once when the page is found offline, reset when it is back. */
export async function pageIsOnline(ctx: AppContext, kit: KitRow, log: NoticeLog): Promise<boolean> {
  if (await accountHasPremium(ctx, kit.userId)) {
    if (kit.offlineNotifiedAt) await clearOfflineNotice(ctx.db, kit.id);
    return true;
  }
  if (!kit.offlineNotifiedAt) await notifyOffline(ctx, kit, log);
  return false;
}

/** Sends the owner the offline notice unless it was already sent; a failed send is tried again later. */
async function notifyOffline(ctx: AppContext, kit: KitRow, log: NoticeLog): Promise<boolean> {
  if (!(await claimOfflineNotice(ctx.db, kit.id, ctx.clock.now()))) return false;
  try {
    const email = await accountEmail(ctx, kit.userId);
    if (email) await ctx.mailer.send(offlineMail(ctx, email, kit));
    return true;
  } catch (err) {
    await clearOfflineNotice(ctx.db, kit.id);
    log.warn({ err, kitId: kit.id }, 'press kit: the offline notice could not be sent');
    return false;
  }
}

export function offlineMail(ctx: AppContext, to: string, kit: Pick<KitRow, 'slug' | 'content'>) {
  const site = ctx.config.publicUrl;
  const page = kit.slug ? `${site}${pressKitPath(kit.slug)}` : site;
  const subject = `Your press kit for ${kit.content.bandName} is offline for now`;
  const lines = [
    `Your ${PREMIUM_PRODUCT_NAME} plan has ended, so the public page of your press kit (${page}) is offline for now. Visitors see a short notice that it will be back.`,
    'Nothing is lost: your press kit is kept as a draft, with its address.',
    `Renew your plan at ${site}/subscribe and the page is published again as it was.`,
  ];
  const text = ['Hi,', '', ...lines.flatMap((l) => [l, '']), 'Rock on,', 'The Band Name Studio team'].join('\n');
  const html = `<p>Hi,</p>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p>Rock on,<br>The Band Name Studio team</p>`;
  return { to, subject, text, html };
}

const BATCH = 100;

/** The scheduled look (modules/maintenance): every published kit whose owner's plan ended is
 * noticed once, every one whose plan is back has its notice reset, and expired old addresses go. */
export async function reviewPublishedKits(ctx: AppContext): Promise<string> {
  let notified = 0;
  let restored = 0;
  let failed = 0;
  const log: NoticeLog = { warn: () => void failed++ };
  for (let after = 0; ; ) {
    const kits = await publishedKitsAfter(ctx.db, after, BATCH);
    if (!kits.length) break;
    for (const kit of kits) {
      if (await accountHasPremium(ctx, kit.userId)) {
        if (kit.offlineNotifiedAt && (await clearOfflineNotice(ctx.db, kit.id))) restored++;
      } else if (!kit.offlineNotifiedAt && (await notifyOffline(ctx, kit, log))) {
        notified++;
      }
    }
    after = kits[kits.length - 1]!.id;
  }
  const freed = await deleteExpiredOldSlugs(ctx.db, ctx.clock.now());
  const failures = failed ? `, ${failed} notices could not be sent (tried again next time)` : '';
  return `${notified} press kits went offline (owners told), ${restored} came back, ${freed} old addresses freed${failures}`;
}
