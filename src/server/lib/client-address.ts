// The network address a visitor is counted by: the socket's, or, when trusted proxies are in
// front, the right-most X-Forwarded-For hop that is not one of them (proxy-addr's rule, the one
// Fastify's trustProxy follows). IPv6 addresses are grouped by their /64, since one household or
// host usually holds a whole /64; IPv4-mapped IPv6 addresses count as the IPv4 address they carry.
import { isIP } from 'node:net';
// proxy-addr is Fastify's own address matcher, but plain: strings in, a function of strings out.
// eslint-disable-next-line no-restricted-imports -- the same rule as Fastify's trustProxy, no HTTP types
import proxyAddr from '@fastify/proxy-addr';
import { IP_ADDRESS_MAX } from '@shared/catalog/limits';

/**
 * Which senders may speak for the visitor (TRUST_PROXY): nobody; a number of hops counted from the
 * server (only sound when nothing reaches the server but through those proxies); or the proxies'
 * addresses and CIDR ranges (also proxy-addr's names loopback, linklocal and uniquelocal).
 * `fromTrue` marks the old `TRUST_PROXY=true`, read as one hop.
 */
export type TrustProxy = false | { hops: number; fromTrue?: boolean } | { proxies: string[] };

/** Whether the sender at `address`, `hop` steps from the server (0: the socket), is a trusted proxy. */
export type TrustFn = (address: string, hop: number) => boolean;

/** The trust function for a setting (also handed to Fastify, so req.protocol follows
 * X-Forwarded-Proto only from a trusted proxy); false when no proxy is trusted. Throws a
 * TypeError naming an entry that is not an address or a range. */
export function compileTrust(setting: TrustProxy): TrustFn | false {
  if (!setting) return false;
  if ('hops' in setting) {
    const hops = setting.hops;
    return hops > 0 ? (_address, hop) => hop < hops : false;
  }
  // proxy-addr's compiled function answers false for anything that is not an address.
  return proxyAddr.compile(setting.proxies);
}

/** Why the setting is risky, for a warning at start-up; undefined when it is not. */
export function trustProxyWarning(setting: TrustProxy): string | undefined {
  if (!setting || !('hops' in setting) || !setting.fromTrue) return undefined;
  return (
    'TRUST_PROXY=true trusts the X-Forwarded-For of whoever connects: anyone who can reach this server ' +
    'directly can claim any address, and so escape the free limits and the admin sign-in lockout. ' +
    'Set TRUST_PROXY to your proxies\' addresses or ranges (for example 10.0.0.0/8 or loopback), ' +
    'or to a hop count if nothing reaches the server but through the proxy.'
  );
}

export function clientAddress(socketAddress: string | undefined, forwardedFor: string | string[] | undefined, trust: TrustFn | false): string {
  let address = socketAddress ?? '';
  if (trust && forwardedFor) {
    const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor;
    const hops = header.split(',').map((h) => h.trim()).filter(Boolean);
    // Walk from the server outwards while the sender is trusted: the first untrusted one is the
    // visitor. A hop that is not an address ends the walk at the trusted sender that passed it on,
    // so made-up text never becomes a counting key.
    for (let hop = 0; trust(address, hop); hop++) {
      const next = hops.pop();
      if (next === undefined || !isIP(stripPort(next))) break;
      address = stripPort(next);
    }
  }
  return normaliseAddress(address);
}

/** The eight 16-bit groups of an IPv6 address. */
type Ipv6Groups = [number, number, number, number, number, number, number, number];

export function normaliseAddress(address: string): string {
  const kind = isIP(address);
  if (kind === 4) return address;
  if (kind === 6) {
    const groups = ipv6Groups(address);
    if (groups) {
      // An IPv4 address in IPv6 clothing (a dual-stack socket's ::ffff:1.2.3.4, or the same
      // written in hex or in full) is that IPv4 address: one visitor, one bucket, however written.
      if (isIpv4Mapped(groups)) return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
      return `${groups.slice(0, 4).map((g) => g.toString(16)).join(':')}::/64`;
    }
  }
  return (address || 'unknown').slice(0, IP_ADDRESS_MAX);
}

function stripPort(hop: string): string {
  // Both captures are non-empty whenever the pattern matches.
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(hop)?.[1];
  if (bracketed) return bracketed;
  const v4WithPort = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(hop)?.[1];
  return v4WithPort ?? hop;
}

/** ::ffff:0:0/96, the IPv4-mapped addresses. */
function isIpv4Mapped(groups: Readonly<Ipv6Groups>): boolean {
  return groups[0] === 0 && groups[1] === 0 && groups[2] === 0 && groups[3] === 0 && groups[4] === 0 && groups[5] === 0xffff;
}

/** The eight 16-bit groups of an address isIP() has accepted as IPv6, whatever its spelling:
 * '::' shorthand, upper or lower case, a dotted IPv4 tail, a %zone suffix. */
function ipv6Groups(address: string): Ipv6Groups | undefined {
  let text = address.toLowerCase().replace(/%.*$/, '');
  // A dotted tail stands for the last two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    // The pattern has four groups, so all four are there.
    const [a = 0, b = 0, c = 0, d = 0] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const zeros = halves.length === 2 ? Math.max(0, 8 - head.length - tail.length) : 0;
  const groups = [...head, ...Array<string>(zeros).fill('0'), ...tail].map((g) => (/^[0-9a-f]{1,4}$/.test(g) ? parseInt(g, 16) : NaN));
  return isEightGroups(groups) && groups.every((g) => !Number.isNaN(g)) ? groups : undefined;
}

function isEightGroups(groups: number[]): groups is Ipv6Groups {
  return groups.length === 8;
}
