// The internal-address rule of premium-and-admin.md section 6: the owner's own and private
// network addresses are development traffic, left out of the real-user session counts (their
// names are reported as hidden). The list is configuration (ADMIN_INTERNAL_ADDRESSES): an entry
// ending with '.' or ':' is a prefix, matched as written (case-insensitively, so IPv6 prefixes
// work whatever their case); any other entry is one exact address. A blank or missing address is
// never internal: an address blanked by the retention clean-up still counts, under 'Unknown IP'.
import { isIP } from 'node:net';
import { sql, type SQL } from 'drizzle-orm';
import { normaliseAddress } from '@server/lib/client-address';

/** The spec's list plus the whole IPv4 loopback range 127.0.0.0/8; the owner adds their own address. */
export const DEFAULT_INTERNAL_ADDRESSES: readonly string[] = ['localhost', '::1', '127.', '10.', '172.31.', '192.168.'];

export interface InternalAddressRule {
  /** Exact addresses, lower-case: each as written and, for an IP, as the server stores it. */
  exact: readonly string[];
  /** Lower-case prefixes, each ending with '.' or ':'. */
  prefixes: readonly string[];
}

/** The rule of the running app: the configured list, else the defaults. */
export function configuredInternalRule(config: { adminInternalAddresses?: readonly string[] }): InternalAddressRule {
  return internalAddressRule(config.adminInternalAddresses ?? DEFAULT_INTERNAL_ADDRESSES);
}

export function internalAddressRule(entries: readonly string[]): InternalAddressRule {
  const exact = new Set<string>();
  const prefixes = new Set<string>();
  for (const raw of entries) {
    const entry = raw.trim().toLowerCase();
    if (!entry) continue;
    if (entry.endsWith('.') || entry.endsWith(':')) {
      prefixes.add(entry);
      continue;
    }
    exact.add(entry);
    // The server stores an IPv6 visitor as their /64 ('::1' as '0:0:0:0::/64') and an
    // IPv4-mapped one as plain IPv4: the entry must match the stored spelling too.
    if (isIP(entry)) exact.add(normaliseAddress(entry).toLowerCase());
  }
  return { exact: [...exact], prefixes: [...prefixes] };
}

/** Whether a stored address is internal. Null, blank and 'unknown' never are. */
export function isInternalAddress(rule: InternalAddressRule, address: string | null | undefined): boolean {
  const a = (address ?? '').trim().toLowerCase();
  if (!a || a === 'unknown') return false;
  return rule.exact.includes(a) || rule.prefixes.some((p) => a.startsWith(p));
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The same rule as SQL over an address expression: true for internal, false otherwise (never null). */
export function internalAddressSql(rule: InternalAddressRule, address: SQL): SQL {
  const a = sql`lower(${address})`;
  const tests: SQL[] = [];
  if (rule.exact.length > 0) tests.push(sql`${a} in (${sql.join(rule.exact.map((e) => sql`${e}`), sql`, `)})`);
  for (const p of rule.prefixes) tests.push(sql`${a} like ${`${escapeLike(p)}%`}`);
  if (tests.length === 0) return sql`false`;
  return sql`coalesce((${sql.join(tests, sql` or `)}), false)`;
}
