import { describe, expect, it } from 'vitest';
import { anonymousClientId, clientIp } from '../../../api/access/client-ip.ts';

describe('client IP', () => {
  it('ignores X-Forwarded-For unless proxies are trusted', () => {
    expect(clientIp('203.0.113.7', { 'x-forwarded-for': '198.51.100.1' }, 0)).toBe('203.0.113.7');
  });

  it('takes the entry added by the trusted proxy, never one the client could forge', () => {
    const headers = { 'x-forwarded-for': '10.9.9.9, 198.51.100.1' }; // first entry forged by the client
    expect(clientIp('192.0.2.10', headers, 1)).toBe('198.51.100.1');
    expect(clientIp('192.0.2.10', headers, 2)).toBe('10.9.9.9');
    expect(clientIp('192.0.2.10', {}, 1)).toBe('192.0.2.10');
    expect(clientIp('192.0.2.10', { 'x-forwarded-for': 'garbage' }, 1)).toBe('192.0.2.10');
  });

  it('unwraps IPv4-mapped IPv6 peers', () => {
    expect(clientIp('::ffff:203.0.113.7', {}, 0)).toBe('203.0.113.7');
  });

  it('counts IPv6 clients per /64', () => {
    expect(anonymousClientId('2001:db8:1:2::1')).toBe('2001:0db8:0001:0002::/64');
    expect(anonymousClientId('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe(anonymousClientId('2001:db8:1:2::ffff'));
    expect(anonymousClientId('2001:db8:1:3::1')).not.toBe(anonymousClientId('2001:db8:1:2::1'));
    expect(anonymousClientId('::1')).toBe('0000:0000:0000:0000::/64');
    expect(anonymousClientId('203.0.113.7')).toBe('203.0.113.7');
  });
});
