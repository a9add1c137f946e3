// Export and deletion of everything stored for one person (issue #26, Privacy): by e-mail address
// (their account, its work and purchases, sign-ups, messages, sign-in links) or by network address
// (everything recorded from it). The deletion of an account reuses the account deletion's rules:
// purchase records stay for the books without the e-mail, and anonymous statistics lose the id.
import type { PersonalDataDeletion, PersonalDataExport, PersonalDataQuery } from '@shared/contracts/admin-privacy';
import type { AppContext } from '@server/app-context';
import { AppError } from '@server/lib/app-error';
import { normaliseAddress } from '@server/lib/client-address';
import { hasLiveSubscription } from '../auth/entitlement';
import { deleteAccountRows, findAccountById } from '../auth/users.repo';
import { deleteOwnedImages } from '../media/media.service';
import { addressSources, deleteRows, emailSources, exportRows, forgetCheckoutEmail, userIdByEmail, type PersonalSource } from './admin-privacy.repo';

/** An address as typed and as the server stores it (an IPv6 visitor as their /64). */
function addressSpellings(address: string): string[] {
  return [...new Set([address, address.toLowerCase(), normaliseAddress(address)])];
}

async function sourcesFor(ctx: AppContext, q: PersonalDataQuery): Promise<{ sources: PersonalSource[]; userId: number | null }> {
  if (q.email !== undefined) {
    const userId = await userIdByEmail(ctx.db, q.email);
    return { sources: emailSources(q.email, userId), userId };
  }
  return { sources: addressSources(addressSpellings(q.address ?? '')), userId: null };
}

const subjectOf = (q: PersonalDataQuery) => (q.email !== undefined ? { email: q.email } : { address: q.address });

export async function exportPersonalData(ctx: AppContext, q: PersonalDataQuery): Promise<PersonalDataExport> {
  const { sources } = await sourcesFor(ctx, q);
  const tables: PersonalDataExport['tables'] = {};
  let rowCount = 0;
  for (const source of sources) {
    const found = await exportRows(ctx.db, source);
    if (!found.length) continue;
    tables[source.name] = [...(tables[source.name] ?? []), ...found];
    rowCount += found.length;
  }
  return { subject: subjectOf(q), exportedAt: ctx.clock.now().toISOString(), tables, rowCount };
}

export async function deletePersonalData(ctx: AppContext, q: PersonalDataQuery): Promise<PersonalDataDeletion> {
  const { sources, userId } = await sourcesFor(ctx, q);
  const deleted: Record<string, number> = {};
  const count = (name: string, n: number) => {
    if (n > 0) deleted[name] = (deleted[name] ?? 0) + n;
  };
  if (userId !== null) {
    const account = await findAccountById(ctx.db, userId);
    // A deleted account must not go on paying: the owner cancels the subscription first.
    if (account && hasLiveSubscription(account)) {
      throw new AppError('LIVE_SUBSCRIPTION', 'This account has a live subscription: cancel it first, then delete', 409);
    }
    // What goes or loses the person, counted before the account's rows go by cascade.
    for (const source of sources) count(source.name, (await exportRows(ctx.db, source)).length);
    await deleteOwnedImages(ctx, userId);
    await deleteAccountRows(ctx.db, userId, account?.email ?? q.email ?? null);
  }
  await ctx.db.transaction(async (tx) => {
    const counted = userId === null ? count : () => undefined;
    if (q.email !== undefined) counted('checkout_sessions', await forgetCheckoutEmail(tx, q.email));
    for (const source of sources) {
      // Purchase records are kept for the books, without the e-mail (above).
      if (source.name !== 'checkout_sessions') counted(source.name, await deleteRows(tx, source));
    }
  });
  return { subject: subjectOf(q), deleted, rowCount: Object.values(deleted).reduce((a, b) => a + b, 0) };
}
