// IANA's RDAP bootstrap file for domains (RFC 9224): which RDAP server answers for each TLD. The
// product ships a copy (data/rdap-dns.json, its origin in data/README.md); the weekly maintenance
// task fetches IANA's current file when online checks are on and keeps it in the database, where
// every instance reads it. A TLD the file does not list has no RDAP service.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { AppContext } from '@server/app-context';
import type { Db } from '@server/db/client';
import { readStoredBootstrap, storeBootstrap } from './availability.repo';

const SHIPPED_URL = new URL('./data/rdap-dns.json', import.meta.url);
/** How long an instance reuses the copy it read before looking for a newer one in the database. */
const REREAD_MS = 10 * 60_000;
const FETCH_TIMEOUT_MS = 15_000;

/** RFC 9224 section 4: each service is [entries, service URLs] (a third member may carry contacts). */
export const bootstrapFileSchema = z.object({
  version: z.string(),
  publication: z.iso.datetime({ offset: true }),
  description: z.string().optional(),
  services: z.array(z.array(z.array(z.string())).min(2)).min(1),
});
export type BootstrapFile = z.infer<typeof bootstrapFileSchema>;

export interface RdapBootstrap {
  publication: string;
  /** The RDAP base URL of a TLD (ending with '/'), or null when its registry has none. */
  baseFor(tld: string): string | null;
}

export function bootstrapOf(file: BootstrapFile): RdapBootstrap {
  const bases = new Map<string, string>();
  for (const [tlds = [], urls = []] of file.services) {
    // RFC 9224 lists HTTPS first when a service has both; prefer it whatever the order.
    const url = urls.find((u) => u.startsWith('https://')) ?? urls.find((u) => u.startsWith('http://'));
    if (!url) continue;
    for (const tld of tlds) bases.set(tld.toLowerCase(), url.endsWith('/') ? url : `${url}/`);
  }
  return { publication: file.publication, baseFor: (tld) => bases.get(tld.toLowerCase()) ?? null };
}

let shipped: BootstrapFile | undefined;
export function shippedBootstrapFile(): BootstrapFile {
  shipped ??= bootstrapFileSchema.parse(JSON.parse(readFileSync(SHIPPED_URL, 'utf8')));
  return shipped;
}

async function storedBootstrapFile(db: Db): Promise<BootstrapFile | null> {
  const parsed = bootstrapFileSchema.safeParse(await readStoredBootstrap(db));
  return parsed.success ? parsed.data : null;
}

const newer = (a: BootstrapFile, b: BootstrapFile) => Date.parse(a.publication) > Date.parse(b.publication);

const inUse = new WeakMap<Db, { at: number; bootstrap: RdapBootstrap }>();

/** The newest bootstrap there is: the refreshed one in the database, else the shipped copy. */
export async function currentBootstrap(ctx: AppContext): Promise<RdapBootstrap> {
  const held = inUse.get(ctx.db);
  if (held && Date.now() - held.at < REREAD_MS) return held.bootstrap;
  const stored = await storedBootstrapFile(ctx.db);
  const file = stored && !newer(shippedBootstrapFile(), stored) ? stored : shippedBootstrapFile();
  const bootstrap = bootstrapOf(file);
  inUse.set(ctx.db, { at: Date.now(), bootstrap });
  return bootstrap;
}

/** The weekly refresh: fetch IANA's file and keep it when it is valid and newer than the one in
 * use. Says what it did, for the maintenance log; throws when the file could not be had, so the
 * task is tried again at the next look. */
export async function refreshRdapBootstrap(ctx: AppContext): Promise<string> {
  const { enabled, rdapBootstrapUrl } = ctx.config.onlineChecks;
  if (!enabled) return 'online checks are off: the shipped RDAP bootstrap file stays';
  const res = await fetch(rdapBootstrapUrl, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (res.status !== 200) throw new Error(`the RDAP bootstrap file answered ${res.status}`);
  let body: unknown;
  try {
    body = JSON.parse(await res.text());
  } catch {
    throw new Error('the RDAP bootstrap file is not JSON');
  }
  const parsed = bootstrapFileSchema.safeParse(body);
  if (!parsed.success) throw new Error('the RDAP bootstrap file is not in the RFC 9224 format');
  const fetched = parsed.data;
  const current = (await storedBootstrapFile(ctx.db)) ?? shippedBootstrapFile();
  if (!newer(fetched, current)) return `the RDAP bootstrap file of ${current.publication} is current`;
  await storeBootstrap(ctx.db, fetched.publication, fetched);
  inUse.delete(ctx.db);
  return `RDAP bootstrap file updated to the one published ${fetched.publication} (${fetched.services.length} services)`;
}
