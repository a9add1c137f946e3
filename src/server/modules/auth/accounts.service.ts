// What other modules may know of an account outside its own requests: whether it holds premium
// now, and where to write to it (the press kit's page goes offline, and its owner is told, when
// the plan ends).
import type { AppContext } from '@server/app-context';
import { hasPremium } from './entitlement';
import { findAccountById } from './users.repo';

/** False for an account that does not exist. */
export async function accountHasPremium(ctx: AppContext, userId: number): Promise<boolean> {
  const account = await findAccountById(ctx.db, userId);
  return account !== undefined && hasPremium(account, ctx.clock.now());
}

export async function accountEmail(ctx: AppContext, userId: number): Promise<string | null> {
  return (await findAccountById(ctx.db, userId))?.email ?? null;
}
