// The outside services' rate rules (MusicBrainz one request a second, iTunes about twenty a
// minute, Deezer fifty in five seconds, each RDAP server ten a second), counted in the database so
// any number of instances stay within them together. The SQL is outbound-rate.repo.ts.
import type { AppContext } from '@server/app-context';
import { deleteIdleOutboundRates, takeRequestSlots, type RateRule } from './outbound-rate.repo';

export type { RateRule } from './outbound-rate.repo';

/** Up to `wanted` places in `service`'s window now; with none, how long until one frees. */
export function takeOutboundPlaces(ctx: Pick<AppContext, 'db'>, service: string, rule: RateRule, wanted: number): Promise<{ granted: number; waitMs: number }> {
  return takeRequestSlots(ctx.db, service, rule, wanted);
}

export function forgetIdleServices(ctx: Pick<AppContext, 'db'>): Promise<void> {
  return deleteIdleOutboundRates(ctx.db);
}
