// The premium writing tools: a band bio, taglines built on it, and outreach e-mails. Each counts
// one unit of the user's daily fair use of texts (given back when the engine fails) and is saved
// to their Library as it is made, so it survives sign-out and another browser.
import { TAGLINES_SHOWN } from '@shared/catalog/limits';
import { BIO_LIMITS, type BioRequest, type BioResponse, type EmailRequest, type EmailResponse, type TaglinesResponse } from '@shared/contracts/writing';
import type { AppContext } from '@server/app-context';
import { AppError, badRequest } from '@server/lib/app-error';
import { withQuota, type QuotaHolder } from '../quota/quota.service';
import { editWorkIfThere, saveWorks } from '../library/library.service';

/** Words as the spec counts them: split on whitespace. */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

function premiumUser(who: QuotaHolder): number {
  if (who.userId === null) throw new Error('premium writing needs a signed-in user');
  return who.userId;
}

const unchangedRefinement = () =>
  new AppError(
    'REFINEMENT_NOT_APPLIED',
    "Those changes could not be applied to this e-mail. Try an instruction such as 'make it shorter', 'more formal', 'mention our new EP' or 'remove the paragraph about rates'.",
    422,
  );

const call = (endpoint: string, who: QuotaHolder) => ({ endpoint, ipAddress: who.ipAddress, userId: who.userId });

/** The contract checks the lower bound; the upper one is this year by the app's clock. */
function checkFormationYear(ctx: AppContext, request: BioRequest, path = 'formationYear'): void {
  const year = ctx.clock.now().getUTCFullYear();
  if (request.formationYear !== undefined && request.formationYear > year) {
    throw badRequest(`${path}: Formation year must be between ${BIO_LIMITS.formationYearMin} and ${year}`);
  }
}

export async function generateBio(ctx: AppContext, request: BioRequest, who: QuotaHolder): Promise<BioResponse> {
  const userId = premiumUser(who);
  checkFormationYear(ctx, request);
  const written = await withQuota(ctx, who, 'texts', () => ctx.engines.text.bio(request, call('/api/premium/generate-band-bio', who)));
  const [work] = await saveWorks(ctx, [{ userId, kind: 'bio', title: request.bandName, body: written.bio, request: { ...request } }]);
  return { bio: written.bio, note: written.note, wordCount: wordCount(written.bio), isAIGenerated: written.isAIGenerated, workId: work!.id };
}

export async function generateTaglines(
  ctx: AppContext,
  input: { config: BioRequest; bio: string; exclude: string[] },
  who: QuotaHolder,
): Promise<TaglinesResponse> {
  const userId = premiumUser(who);
  checkFormationYear(ctx, input.config, 'config.formationYear');
  const answer = await withQuota(ctx, who, 'texts', () =>
    ctx.engines.text.taglines({ ...input, count: TAGLINES_SHOWN }, call('/api/premium/generate-band-taglines', who)),
  );
  const taglines = answer.taglines.slice(0, TAGLINES_SHOWN);
  const saved = await saveWorks(
    ctx,
    taglines.map((text) => ({ userId, kind: 'tagline' as const, title: input.config.bandName, body: text, request: null })),
  );
  return { taglines, items: saved.map((w) => ({ id: w.id, text: w.body })), isAIGenerated: answer.isAIGenerated };
}

export async function generateEmail(ctx: AppContext, request: EmailRequest, who: QuotaHolder): Promise<EmailResponse> {
  const userId = premiumUser(who);
  const answer = await withQuota(ctx, who, 'texts', async () => {
    const written = await ctx.engines.text.email(request, call('/api/generate-professional-email', who));
    // An instruction the writer could not act on changes nothing: that is said, and costs nothing.
    if (request.isRefinement && written.email.trim() === request.originalEmail.trim()) throw unchangedRefinement();
    return written;
  });
  // A refinement replaces the e-mail it refines, when that is the user's; otherwise it is new.
  const { workId, originalEmail: _original, suggestedEdits: _edits, isRefinement: _refining, ...form } = request;
  if (request.isRefinement && workId !== undefined) {
    const updated = await editWorkIfThere(ctx, userId, workId, answer.email, 'email');
    if (updated) return { email: answer.email, isAIGenerated: answer.isAIGenerated, workId: updated.id };
  }
  const [work] = await saveWorks(ctx, [{ userId, kind: 'email', title: request.bandName, body: answer.email, request: form }]);
  return { email: answer.email, isAIGenerated: answer.isAIGenerated, workId: work!.id };
}
