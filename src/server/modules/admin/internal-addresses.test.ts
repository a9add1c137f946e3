import { describe, expect, it } from 'vitest';
import { normaliseAddress } from '@server/lib/client-address';
import { DEFAULT_INTERNAL_ADDRESSES, configuredInternalRule, internalAddressRule, isInternalAddress } from './internal-addresses';

describe('the internal-address rule', () => {
  const rule = internalAddressRule([...DEFAULT_INTERNAL_ADDRESSES, '203.0.113.77', 'FD00:']);
  const internal = (address: string | null) => isInternalAddress(rule, address);

  it('holds the spec list, the IPv4 loopback range and the configured owner address', () => {
    for (const a of ['localhost', '::1', '127.0.0.1', '127.45.6.7', '10.1.2.3', '172.31.9.9', '192.168.0.10', '203.0.113.77']) expect(internal(a), a).toBe(true);
  });

  it('matches addresses as the server stores them: IPv6 as its /64, IPv4-mapped as IPv4', () => {
    expect(internal(normaliseAddress('::1'))).toBe(true);
    expect(internal(normaliseAddress('::ffff:192.168.1.9'))).toBe(true);
    expect(internal(normaliseAddress('fd00::1'))).toBe(true);
    expect(internal(normaliseAddress('2001:db8::1'))).toBe(false);
  });

  it('leaves out other addresses, look-alike prefixes and blanked addresses', () => {
    for (const a of ['172.32.0.1', '11.0.0.1', '203.0.113.7', '203.0.113.770', '1.10.0.1', '2001:db8:0:0::/64', 'localhost.example']) expect(internal(a), a).toBe(false);
    for (const a of [null, '', '  ', 'unknown']) expect(internal(a), String(a)).toBe(false);
  });

  it('uses the defaults when nothing is configured, and only the configured list otherwise', () => {
    expect(isInternalAddress(configuredInternalRule({}), '192.168.1.1')).toBe(true);
    const own = configuredInternalRule({ adminInternalAddresses: ['198.51.100.5'] });
    expect(isInternalAddress(own, '198.51.100.5')).toBe(true);
    expect(isInternalAddress(own, '192.168.1.1')).toBe(false);
  });
});
