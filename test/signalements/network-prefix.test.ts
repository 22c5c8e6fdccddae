import { describe, expect, it } from 'vitest';
import { networkOf, networkRange, shownNetwork, UNKNOWN_NETWORK } from '../../signalements/network-prefix.ts';

describe('the network a report came from', () => {
  it('is the /24 of an IPv4 address and the /56 of an IPv6 one, never the address', () => {
    expect(networkOf('203.0.113.7')).toBe('4:cb0071');
    expect(networkOf('203.0.113.250')).toBe('4:cb0071');
    expect(networkOf('::ffff:203.0.113.7')).toBe('4:cb0071');
    expect(networkOf('2001:db8:0:1ff:1:2:3:4')).toBe('6:20010db8000001');
    expect(networkOf('2001:DB8::1')).toBe('6:20010db8000000');
    expect(networkOf('::1')).toBe('6:00000000000000');
    expect(networkOf('2001:db8:0:100::1.2.3.4')).toBe('6:20010db8000001');
    expect(networkOf(null)).toBe(UNKNOWN_NETWORK);
    expect(networkOf('unknown')).toBe(UNKNOWN_NETWORK);
  });

  it('is shown as people write it', () => {
    expect(shownNetwork('4:cb0071')).toBe('203.0.113.0/24');
    expect(shownNetwork('6:20010db8000001')).toBe('2001:db8:0:100::/56');
    expect(shownNetwork('6:00000000000000')).toBe('::/56');
    expect(shownNetwork(UNKNOWN_NETWORK)).toBe('adresse inconnue');
  });
});

describe('the networks a bulk rejection names', () => {
  it('are a range of stored values for a CIDR as wide as or wider than what is stored, a bare address meaning its own', () => {
    expect(networkRange('203.0.113.0/24')).toEqual({ ok: true, low: '4:cb0071', high: '4:cb0071', shown: '203.0.113.0/24' });
    expect(networkRange('203.0.113.9')).toEqual({ ok: true, low: '4:cb0071', high: '4:cb0071', shown: '203.0.113.0/24' });
    expect(networkRange('203.0.0.0/16')).toEqual({ ok: true, low: '4:cb0000', high: '4:cb00ff', shown: '203.0.0.0/16' });
    expect(networkRange('203.0.112.0/22')).toEqual({ ok: true, low: '4:cb0070', high: '4:cb0073', shown: '203.0.112.0/22' });
    expect(networkRange('2001:db8:0:100::/56')).toEqual({ ok: true, low: '6:20010db8000001', high: '6:20010db8000001', shown: '2001:db8:0:100::/56' });
    expect(networkRange('2001:db8::/32')).toEqual({ ok: true, low: '6:20010db8000000', high: '6:20010db8ffffff', shown: '2001:db8::/32' });
    expect(networkRange('0.0.0.0/0')).toEqual({ ok: true, low: '4:000000', high: '4:ffffff', shown: '0.0.0.0/0' });
    // Inside the range, stored networks of the other family are not: the family is part of the text.
    const wide = networkRange('203.0.0.0/16');
    if (wide.ok) for (const inside of ['4:cb0000', '4:cb0071', '4:cb00ff']) expect(inside >= wide.low && inside <= wide.high).toBe(true);
    if (wide.ok) for (const outside of ['4:cb0100', '4:caffff', '6:cb0071000000']) expect(outside >= wide.low && outside <= wide.high).toBe(false);
  });

  it('refuses what is narrower than what is stored, and what is no address, in French', () => {
    expect(networkRange('203.0.113.7/32')).toMatchObject({ ok: false, reason: expect.stringContaining('plus étroit que ce qui est gardé') });
    expect(networkRange('2001:db8::/64')).toMatchObject({ ok: false, reason: expect.stringContaining('/56') });
    for (const junk of ['key_abc', '203.0.113/24', '203.0.113.0/', '203.0.113.0/33', '1.2.3.4/8/9', '']) expect(networkRange(junk).ok, junk).toBe(false);
  });
});
