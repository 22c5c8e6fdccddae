import { describe, expect, it } from 'vitest';
import { forbiddenAddressReason, forbiddenPortReason, REFUSED_SERVICE_PORTS } from '../../webhooks/address-policy.ts';

/**
 * IPv6 spellings that carry an IPv4 address a host may route to it (IPv4-compatible,
 * IPv4-mapped, SIIT, NAT64, 6to4) are judged by that IPv4 address: each of these spells a
 * way to reach loopback or cloud metadata past a check of the IPv6 text alone.
 */
const REFUSED: Array<[string, string]> = [
  // The forms of the issue, as the URL parser normalises them.
  ['::7f00:1', 'adresse de bouclage'], // [::127.0.0.1], IPv4-compatible (::/96)
  ['::127.0.0.1', 'adresse de bouclage'],
  ['::a9fe:a9fe', 'adresse lien-local'], // 169.254.169.254, cloud metadata
  ['::ffff:0:7f00:1', 'adresse de bouclage'], // SIIT, ::ffff:0:0:0/96
  ['64:ff9b:1::7f00:1', 'adresse de bouclage'], // local-use NAT64, 64:ff9b:1::/48
  ['2002:7f00:1::', 'adresse de bouclage'], // 6to4, 2002::/16
  ['fec0::1', 'réseau privé'], // site-local, fec0::/10
  // Neighbours of those forms.
  ['::ffff:127.0.0.1', 'adresse de bouclage'],
  ['::ffff:7f00:1', 'adresse de bouclage'],
  ['::ffff:0:a00:1', 'réseau privé'],
  ['::ffff:0:127.0.0.1', 'adresse de bouclage'],
  ['::a00:1', 'réseau privé'],
  ['::c0a8:101', 'réseau privé'],
  ['64:ff9b::7f00:1', 'adresse de bouclage'],
  ['64:ff9b::a9fe:a9fe', 'adresse lien-local'],
  ['64:ff9b:1::a00:1', 'réseau privé'],
  // A local-use NAT64 address in another RFC 6052 layout: where its IPv4 sits cannot be told.
  ['64:ff9b:1:7f00:1::', 'adresse réservée'],
  ['2002:a9fe:a9fe::1', 'adresse lien-local'],
  ['2002:c0a8:101:1::1', 'réseau privé'],
  ['2002:a00:1::', 'réseau privé'],
  ['feff::1', 'réseau privé'],
  ['fec0:1234::', 'réseau privé'],
  // Already refused before, kept so a rewrite cannot lose them.
  ['::1', 'adresse de bouclage'],
  ['::', 'adresse non spécifiée'],
  ['fe80::1%eth0', 'adresse lien-local'],
  ['fd00::1', 'réseau privé'],
  ['ff02::1', 'multidiffusion'],
  ['2001:db8::1', 'adresse réservée'],
  ['3fff::1', 'adresse réservée'],
  ['2001::1', 'adresse réservée'],
  ['100::1', 'adresse réservée'],
  ['4000::1', 'adresse réservée'], // outside global unicast 2000::/3
  ['127.0.0.1', 'adresse de bouclage'],
  ['10.0.0.1', 'réseau privé'],
  ['169.254.169.254', 'adresse lien-local'],
  ['100.64.0.1', 'réseau partagé (CGNAT)'],
  ['0.0.0.0', 'adresse non spécifiée'],
  ['192.88.99.1', 'adresse réservée'],
  ['255.255.255.255', 'adresse réservée'],
  ['pas-une-ip', 'adresse IP illisible'],
];

const ACCEPTED = [
  '93.184.216.34',
  '1.1.1.1',
  '2606:4700:4700::1111',
  '2001:4860:4860::8888',
  '[2a00:1450:4007:80e::200e]',
  '::ffff:5db8:d822', // mapped 93.184.216.34
  '::ffff:93.184.216.34',
  '64:ff9b::5db8:d822', // NAT64 of 93.184.216.34
  '64:ff9b:1::5db8:d822',
  '2002:5db8:d822::1', // 6to4 of 93.184.216.34
];

describe('forbiddenAddressReason', () => {
  it.each(REFUSED)('refuses %s (%s)', (address, reason) => {
    expect(forbiddenAddressReason(address)).toBe(reason);
  });

  it.each(ACCEPTED)('accepts the public address %s', (address) => {
    expect(forbiddenAddressReason(address)).toBeNull();
  });
});

describe('forbiddenPortReason', () => {
  it.each([80, 443, 1024, 3000, 5000, 8000, 8080, 8443, 8999, 9000, 32768, 60999, 65535])('accepts port %i', (port) => {
    expect(forbiddenPortReason(port)).toBeNull();
  });

  it.each([0, 1, 21, 22, 23, 25, 53, 110, 143, 465, 587, 1023, 2375, 3306, 5432, 6379, 9200, 11211, 27017, 65536, -1, 1.5])(
    'refuses port %s',
    (port) => {
      expect(forbiddenPortReason(port)).toMatch(/^port \S+ /);
    },
  );

  it('names the service a refused port belongs to', () => {
    expect(forbiddenPortReason(6379)).toContain('Redis');
    expect(forbiddenPortReason(25)).toContain('1024');
  });

  it('never refuses a port of the ephemeral ranges, where test receivers listen', () => {
    // Linux uses 32768-60999, Windows and macOS 49152-65535: a receiver on a random port must
    // pass the production rules (the DNS-rebinding test registers one that way).
    expect([...REFUSED_SERVICE_PORTS.keys()].filter((port) => port >= 32768)).toEqual([]);
  });
});
