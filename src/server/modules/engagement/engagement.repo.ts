// Storage of the engagement calls: one insert each. The signup insert skips an address that is
// already on the list (ON CONFLICT DO NOTHING on the unique e-mail), so a repeat is no error.
import type { Db } from '@server/db/client';
import { bandChallengeSurvey, emailSignups, formSubmissions, premiumPromotionClicks, userFeedback } from '@server/db/schema/index';

export async function insertUserFeedback(db: Db, row: typeof userFeedback.$inferInsert): Promise<void> {
  await db.insert(userFeedback).values(row);
}

export async function insertPremiumPromotionClick(db: Db, row: typeof premiumPromotionClicks.$inferInsert): Promise<void> {
  await db.insert(premiumPromotionClicks).values(row);
}

export async function insertSurveyAnswer(db: Db, row: typeof bandChallengeSurvey.$inferInsert): Promise<void> {
  await db.insert(bandChallengeSurvey).values(row);
}

/** True when a new row was stored, false when the e-mail was already signed up. */
export async function insertEmailSignup(db: Db, row: typeof emailSignups.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(emailSignups).values(row).onConflictDoNothing({ target: emailSignups.email }).returning({ id: emailSignups.id });
  return inserted.length > 0;
}

export async function insertContactSubmission(db: Db, row: typeof formSubmissions.$inferInsert): Promise<number> {
  const [stored] = await db.insert(formSubmissions).values(row).returning({ id: formSubmissions.id });
  // A plain INSERT returns its row or throws; this only names the impossible case.
  if (!stored) throw new Error('The contact submission was not stored');
  return stored.id;
}
