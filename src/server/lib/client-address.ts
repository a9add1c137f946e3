// The network address a visitor is counted by: the socket's, or the right-most X-Forwarded-For
// hop when a trusted proxy is in front. IPv6 addresses are grouped by their /64, since one
// household or host usually holds a whole /64.
import { isIP } from 'node:net';
import { IP_ADDRESS_MAX } from '../../shared/catalog/limits';

export function clientAddress(socketAddress: string | undefined, forwardedFor: string | string[] | undefined, trustProxy: boolean): string {
  let address = socketAddress ?? '';
  if (trustProxy && forwardedFor) {
    const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor;
    const hops = header.split(',').map((h) => h.trim()).filter(Boolean);
    const last = hops.at(-1);
    if (last && isIP(stripPort(last))) address = stripPort(last);
  }
  return normaliseAddress(address);
}

export function normaliseAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (isIP(address) === 6) return ipv6Prefix64(address);
  if (isIP(address) === 4) return address;
  return (address || 'unknown').slice(0, IP_ADDRESS_MAX);
}

function stripPort(hop: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(hop);
  if (bracketed) return bracketed[1];
  const v4WithPort = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(hop);
  return v4WithPort ? v4WithPort[1] : hop;
}

/** '2001:db8:a:b:1:2:3:4' -> '2001:db8:a:b::/64'. */
function ipv6Prefix64(address: string): string {
  const [head, tail = ''] = address.split('::');
  const headParts = head ? head.split(':') : [];
  const tailParts = tail ? tail.split(':') : [];
  const missing = 8 - headParts.length - tailParts.length;
  const groups = address.includes('::') ? [...headParts, ...Array(Math.max(missing, 0)).fill('0'), ...tailParts] : headParts;
  const prefix = groups.slice(0, 4).map((g) => (parseInt(g || '0', 16) || 0).toString(16));
  return `${prefix.join(':')}::/64`;
}
