// A domain asked of its registry's RDAP server: GET {base}domain/{name}. 404 means no registration
// (free), 200 with a domain object means taken, and anything else (a refusal, a limit, an error,
// a hang, a body that is not RDAP) means the server could not tell.
import type { DomainResult } from '@shared/contracts/taken';
import { isRecord } from './catalogue-artist';

/** Registries publish no common rule; ten a second per RDAP server keeps well clear of the limits
 * they enforce, and every instance shares it. */
export const RDAP_RATE = { limit: 10, windowMs: 1_000 };

export type RdapAnswer = Extract<DomainResult['status'], 'free' | 'taken'>;

export async function askRdap(base: string, domain: string, signal: AbortSignal): Promise<RdapAnswer> {
  const res = await fetch(`${base}domain/${encodeURIComponent(domain)}`, { headers: { accept: 'application/rdap+json, application/json' }, signal });
  if (res.status === 404) {
    await res.body?.cancel();
    return 'free';
  }
  if (res.status !== 200) {
    await res.body?.cancel();
    throw new Error(`RDAP answered ${res.status}`);
  }
  const body = JSON.parse(await res.text()) as unknown;
  if (!isRecord(body) || (body.objectClassName !== 'domain' && typeof body.ldhName !== 'string')) throw new Error('not an RDAP domain object');
  return 'taken';
}
