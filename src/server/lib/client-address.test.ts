import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { clientAddress, compileTrust, normaliseAddress, trustProxyWarning } from './client-address';

/** One proxy in front, trusted by hop count (the old TRUST_PROXY=true). */
const ONE_HOP = compileTrust({ hops: 1 });

describe('clientAddress', () => {
  it('uses the socket address when no proxy is trusted', () => {
    expect(clientAddress('198.51.100.7', '203.0.113.1', false)).toBe('198.51.100.7');
  });
  it('uses the right-most X-Forwarded-For hop behind a trusted proxy', () => {
    expect(clientAddress('10.0.0.2', '1.1.1.1, 203.0.113.5', ONE_HOP)).toBe('203.0.113.5');
    expect(clientAddress('10.0.0.2', '203.0.113.5:4711', ONE_HOP)).toBe('203.0.113.5');
  });
  it('ignores a forwarded hop that is not an address', () => {
    expect(clientAddress('10.0.0.2', 'garbage', ONE_HOP)).toBe('10.0.0.2');
  });
  it('unwraps IPv4-mapped IPv6', () => {
    expect(clientAddress('::ffff:192.0.2.4', undefined, false)).toBe('192.0.2.4');
  });
  it('gives every spelling of an IPv4-mapped address the IPv4 address itself', () => {
    const spellings = [
      '::ffff:1.2.3.4',
      '::FFFF:1.2.3.4',
      '::ffff:102:304',
      '::FFFF:0102:0304',
      '0:0:0:0:0:ffff:1.2.3.4',
      '0000:0000:0000:0000:0000:FFFF:0102:0304',
      '0:0:0:0:0:ffff:102:304',
      '::0:ffff:1.2.3.4',
    ];
    for (const spelling of spellings) {
      expect(clientAddress(spelling, undefined, false), spelling).toBe('1.2.3.4');
      expect(clientAddress('10.0.0.2', `198.51.100.1, ${spelling}`, ONE_HOP), spelling).toBe('1.2.3.4');
    }
    expect(clientAddress('10.0.0.2', '[::ffff:1.2.3.4]:443', ONE_HOP)).toBe('1.2.3.4');
    expect(clientAddress('10.0.0.2', '[::FFFF:102:304]', ONE_HOP)).toBe('1.2.3.4');
    expect(clientAddress('10.0.0.2', '[0:0:0:0:0:ffff:1.2.3.4]:8080', ONE_HOP)).toBe('1.2.3.4');
    expect(normaliseAddress('::ffff:ffff:ffff')).toBe('255.255.255.255');
    expect(normaliseAddress('::ffff:0.0.0.0')).toBe('0.0.0.0');
  });
  it('does not take addresses that merely contain ffff for IPv4', () => {
    expect(normaliseAddress('::ffff:0:1.2.3.4')).toBe('0:0:0:0::/64');
    expect(normaliseAddress('ffff::1.2.3.4')).toBe('ffff:0:0:0::/64');
    expect(normaliseAddress('2001:db8::ffff:1.2.3.4')).toBe('2001:db8:0:0::/64');
    expect(normaliseAddress('0:0:0:0:1:ffff:102:304')).toBe('0:0:0:0::/64');
  });
  it('groups IPv6 by /64', () => {
    expect(clientAddress('2001:db8:aa:bb:1:2:3:4', undefined, false)).toBe('2001:db8:aa:bb::/64');
    expect(clientAddress('2001:db8:aa:bb::9', undefined, false)).toBe('2001:db8:aa:bb::/64');
    expect(clientAddress('::1', undefined, false)).toBe('0:0:0:0::/64');
    expect(clientAddress('2001:DB8:AA:BB::1', undefined, false)).toBe('2001:db8:aa:bb::/64');
    expect(clientAddress('fe80::1%eth0', undefined, false)).toBe('fe80:0:0:0::/64');
    expect(clientAddress('1:2:3:4:5:6:7::', undefined, false)).toBe('1:2:3:4::/64');
    expect(clientAddress('[2001:db8:aa:bb::1]:443', undefined, false).length).toBeLessThanOrEqual(45);
  });
});

describe('trusted proxies (proxy-addr semantics)', () => {
  const lb = compileTrust({ proxies: ['10.0.0.0/8', 'fd00::/8'] });
  it('takes the right-most hop that is not a trusted proxy', () => {
    // One proxy (our load balancer at 10.0.0.2); the hop left of the visitor is their own claim.
    expect(clientAddress('10.0.0.2', '198.51.100.1, 203.0.113.5', lb)).toBe('203.0.113.5');
    // Proxies of our own between: walked past.
    expect(clientAddress('10.0.0.2', '203.0.113.5, 10.1.2.3, 10.0.0.9', lb)).toBe('203.0.113.5');
    expect(clientAddress('fd00::2', '203.0.113.5', lb)).toBe('203.0.113.5');
    // A dual-stack socket's mapped form of a listed address is the same proxy.
    expect(clientAddress('::ffff:10.0.0.2', '203.0.113.5', lb)).toBe('203.0.113.5');
  });
  it('finds the visitor behind a CDN in front of the load balancer when both are listed', () => {
    const cdnAndLb = compileTrust({ proxies: ['10.0.0.2', '173.245.48.0/20'] });
    // The CDN appended the visitor it saw, the load balancer appended the CDN edge.
    expect(clientAddress('10.0.0.2', '192.0.2.1, 203.0.113.5, 173.245.48.7', cdnAndLb)).toBe('203.0.113.5');
    // Listing only the load balancer would count every visitor as the edge.
    expect(clientAddress('10.0.0.2', '203.0.113.5, 173.245.48.7', lb)).toBe('173.245.48.7');
    // A caller that reaches the load balancer directly, claiming to be the CDN, is itself the visitor.
    expect(clientAddress('10.0.0.2', '192.0.2.1, 198.51.100.9', cdnAndLb)).toBe('198.51.100.9');
  });
  it('ignores X-Forwarded-For from a sender that is not a listed proxy', () => {
    expect(clientAddress('198.51.100.7', '203.0.113.1', lb)).toBe('198.51.100.7');
    expect(clientAddress('198.51.100.7', '10.0.0.5', lb)).toBe('198.51.100.7');
  });
  it('stops at a hop that is not an address', () => {
    expect(clientAddress('10.0.0.2', 'garbage', lb)).toBe('10.0.0.2');
    expect(clientAddress('10.0.0.2', '203.0.113.5, garbage, 10.0.0.3', lb)).toBe('10.0.0.3');
  });
  it('counts hops from the server for a hop count', () => {
    const two = compileTrust({ hops: 2 });
    expect(clientAddress('10.0.0.2', '203.0.113.5, 198.51.100.1, 192.0.2.1', two)).toBe('198.51.100.1');
    expect(clientAddress('10.0.0.2', '192.0.2.1', two)).toBe('192.0.2.1');
    expect(compileTrust({ hops: 0 })).toBe(false);
    expect(compileTrust(false)).toBe(false);
  });
  it('knows proxy-addr names', () => {
    const loopback = compileTrust({ proxies: ['loopback'] });
    expect(clientAddress('127.0.0.1', '203.0.113.5', loopback)).toBe('203.0.113.5');
    expect(clientAddress('::1', '203.0.113.5', loopback)).toBe('203.0.113.5');
    expect(clientAddress('192.0.2.1', '203.0.113.5', loopback)).toBe('192.0.2.1');
  });
});

describe('TRUST_PROXY', () => {
  const read = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;
  it('reads off, hop counts and lists', () => {
    expect(read('')).toBe(false);
    expect(read('false')).toBe(false);
    expect(read('0')).toBe(false);
    expect(read('2')).toEqual({ hops: 2 });
    expect(read('10.0.0.0/8, 192.0.2.7,loopback, fd00::/8')).toEqual({ proxies: ['10.0.0.0/8', '192.0.2.7', 'loopback', 'fd00::/8'] });
  });
  it('keeps true as one hop, with a warning that names the risk', () => {
    expect(read('true')).toEqual({ hops: 1, fromTrue: true });
    expect(trustProxyWarning(read('true'))).toMatch(/anyone who can reach this server directly can claim any address/);
    expect(trustProxyWarning(read('1'))).toBeUndefined();
    expect(trustProxyWarning(read('loopback'))).toBeUndefined();
  });
  it('refuses an entry that is not an address or a range, naming it', () => {
    expect(() => read('10.0.0.0/8, proxy.internal')).toThrow(/TRUST_PROXY: 'proxy.internal' is not an address/);
    expect(() => read('10.0.0.0/33')).toThrow(/TRUST_PROXY: '10.0.0.0\/33'/);
    expect(() => read('99')).toThrow(/TRUST_PROXY: 99 hops/);
  });
});
