import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

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
  it('groups IPv6 by /64', () => {
    expect(clientAddress('2001:db8:aa:bb:1:2:3:4', undefined, false)).toBe('2001:db8:aa:bb::/64');
    expect(clientAddress('2001:db8:aa:bb::9', undefined, false)).toBe('2001:db8:aa:bb::/64');
    expect(clientAddress('::1', undefined, false)).toBe('0:0:0:0::/64');
    expect(clientAddress('[2001:db8:aa:bb::1]:443', undefined, false).length).toBeLessThanOrEqual(45);
  });
});
