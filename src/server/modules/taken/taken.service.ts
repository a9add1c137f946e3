// "Is it taken?": a name checked against the shipped list of real bands (exact, normalised,
// sound-alike, close spelling) at once and without limit; when the site's online checks are on,
// the visitor's own Check press also asks the catalogues and the RDAP servers (online-check.ts),
// counted on the visitor's daily online checks (the quota module). Handle suggestions are made
// here, never checked.
import { takenMessage, type AvailabilityResponse, type CheckNameResponse, type NameMatch, type NameMatchKind } from '@shared/contracts/taken';
import type { AppContext } from '@server/app-context';
import { shippedBandList } from '@server/engines/text/local/band-list';
import { forgetIdleServices } from '../quota/outbound-rate.service';
import { deleteExpiredAnswers } from './availability.repo';
import { refundQuota, takeOnlineCheck, type QuotaHolder } from '../quota/quota.service';
import { handleSuggestions } from './handles';
import { checkOnline } from './online-check';

const MAX_MATCHES = 5;
const RANK: Record<NameMatchKind, number> = { exact: 0, normalised: 1, 'sound-alike': 2, 'close-spelling': 3 };

/** The shipped list's answer, with any matches found online merged in (closest first). */
export function checkNameOffline(name: string, online: readonly NameMatch[] = []): CheckNameResponse {
  const offline = shippedBandList().matches(name, MAX_MATCHES);
  const seen = new Set(offline.map((m) => m.name.toLowerCase()));
  const fresh = online.filter((m) => {
    const key = m.name.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const matches = [...offline, ...fresh].sort((a, b) => RANK[a.kind] - RANK[b.kind]).slice(0, MAX_MATCHES);
  return {
    taken: matches.some((m) => m.kind === 'exact' || m.kind === 'normalised'),
    matches,
    message: takenMessage(matches),
  };
}

/** POST /api/check-name: the whole answer for one name a visitor typed and pressed Check for. */
export async function checkName(ctx: AppContext, name: string, who: QuotaHolder): Promise<AvailabilityResponse> {
  const handles = handleSuggestions(name);
  if (!ctx.config.onlineChecks.enabled) {
    return { ...checkNameOffline(name), online: { state: 'off', remaining: null }, sources: [], domains: [], handles };
  }
  const grant = await takeOnlineCheck(ctx, who);
  if (!grant.granted) {
    return { ...checkNameOffline(name), online: { state: 'limit', remaining: 0, resetsAt: grant.resetsAt }, sources: [], domains: [], handles };
  }
  let online: Awaited<ReturnType<typeof checkOnline>>;
  try {
    online = await checkOnline(ctx, name);
  } catch (error) {
    await refundQuota(ctx, grant.grant);
    throw error;
  }
  // A check none of whose sources answered gave the visitor nothing: it is not counted.
  const answered = online.sources.some((s) => s.status !== 'could-not-check') || online.domains.some((d) => d.status === 'free' || d.status === 'taken');
  if (!answered) await refundQuota(ctx, grant.grant);
  const remaining = answered ? grant.grant.remaining : Math.min(grant.grant.limit ?? 0, (grant.grant.remaining ?? 0) + 1);
  return {
    ...checkNameOffline(name, online.sources.flatMap((s) => s.matches)),
    online: { state: 'ran', remaining },
    sources: online.sources,
    domains: online.domains,
    handles,
  };
}

/** The scheduled clean-up: online answers past their day, and request times past every window. */
export async function purgeExpiredAnswers(ctx: AppContext): Promise<number> {
  await forgetIdleServices(ctx);
  return deleteExpiredAnswers(ctx.db);
}
