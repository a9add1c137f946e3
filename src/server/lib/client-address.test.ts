import { describe, expect, it } from 'vitest';
import { clientAddress, normaliseAddress } from './client-address';

describe('clientAddress', () => {
  it('uses the socket address when no proxy is trusted', () => {
    expect(clientAddress('198.51.100.7', '203.0.113.1', false)).toBe('198.51.100.7');
  });
  it('uses the right-most X-Forwarded-For hop behind a trusted proxy', () => {
    expect(clientAddress('10.0.0.2', '1.1.1.1, 203.0.113.5', true)).toBe('203.0.113.5');
    expect(clientAddress('10.0.0.2', '203.0.113.5:4711', true)).toBe('203.0.113.5');
  });
  it('ignores a forwarded hop that is not an address', () => {
    expect(clientAddress('10.0.0.2', 'garbage', true)).toBe('10.0.0.2');
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
      expect(clientAddress('10.0.0.2', `198.51.100.1, ${spelling}`, true), spelling).toBe('1.2.3.4');
    }
    expect(clientAddress('10.0.0.2', '[::ffff:1.2.3.4]:443', true)).toBe('1.2.3.4');
    expect(clientAddress('10.0.0.2', '[::FFFF:102:304]', true)).toBe('1.2.3.4');
    expect(clientAddress('10.0.0.2', '[0:0:0:0:0:ffff:1.2.3.4]:8080', true)).toBe('1.2.3.4');
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
