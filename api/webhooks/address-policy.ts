import net from 'node:net';

/**
 * Which IP addresses a webhook may never reach unless private networks are allowed
 * (WEBHOOKS_ALLOW_PRIVATE_NETWORKS): loopback, private, link-local (cloud metadata lives at
 * 169.254.169.254), carrier-grade NAT, multicast and the other special-purpose ranges of
 * RFC 6890. IPv4-mapped and NAT64 IPv6 addresses are judged by the IPv4 address they carry.
 */

interface Range {
  label: string;
  list: net.BlockList;
}

function range(label: string, v4: Array<[string, number]>, v6: Array<[string, number]> = []): Range {
  const list = new net.BlockList();
  for (const [address, prefix] of v4) list.addSubnet(address, prefix, 'ipv4');
  for (const [address, prefix] of v6) list.addSubnet(address, prefix, 'ipv6');
  return { label, list };
}

const RANGES: Range[] = [
  range('adresse de bouclage', [['127.0.0.0', 8]], [['::1', 128]]),
  range('réseau privé', [['10.0.0.0', 8], ['172.16.0.0', 12], ['192.168.0.0', 16]], [['fc00::', 7]]),
  range('adresse lien-local', [['169.254.0.0', 16]], [['fe80::', 10]]),
  range('réseau partagé (CGNAT)', [['100.64.0.0', 10]]),
  range('adresse non spécifiée', [['0.0.0.0', 8]], [['::', 128]]),
  range('multidiffusion', [['224.0.0.0', 4]], [['ff00::', 8]]),
  range(
    'adresse réservée',
    [['192.0.0.0', 24], ['192.0.2.0', 24], ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24], ['240.0.0.0', 4]],
    [['2001:db8::', 32], ['100::', 64], ['2001::', 23]],
  ),
];

/** The IPv4 address inside an IPv4-mapped (::ffff:a.b.c.d) or NAT64 (64:ff9b::a.b.c.d) address. */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1]!;
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (!hex) return null;
  const high = parseInt(hex[1]!, 16);
  const low = parseInt(hex[2]!, 16);
  return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
}

/**
 * Why an address is refused, in French (`adresse de bouclage`...), or null when it is a public
 * address. A string that is not an IP address is refused too.
 *
 * @example
 * forbiddenAddressReason('127.0.0.1')        // 'adresse de bouclage'
 * forbiddenAddressReason('::ffff:10.0.0.1')  // 'réseau privé'
 * forbiddenAddressReason('93.184.216.34')    // null
 */
export function forbiddenAddressReason(address: string): string | null {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = net.isIP(bare);
  if (family === 0) return 'adresse IP illisible';
  const v4 = family === 6 ? embeddedIpv4(bare) : bare;
  for (const { label, list } of RANGES) {
    if (v4 !== null ? list.check(v4, 'ipv4') : list.check(bare, 'ipv6')) return label;
  }
  return null;
}
