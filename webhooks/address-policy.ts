import net from 'node:net';

/**
 * Which IP addresses and ports a webhook may never reach unless private networks are allowed
 * (WEBHOOKS_ALLOW_PRIVATE_NETWORKS): loopback, private, link-local (cloud metadata lives at
 * 169.254.169.254), carrier-grade NAT, multicast and the other special-purpose ranges of
 * RFC 6890, every IPv6 address outside global unicast (2000::/3), and the ports of services
 * an HTTP POST can talk to (SMTP, Redis...). IPv6 forms that carry an IPv4 address a host or a
 * translator may route to (IPv4-compatible, IPv4-mapped, SIIT, NAT64, 6to4) are judged by that
 * IPv4 address.
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

const RESERVED = 'adresse réservée';

const RANGES: Range[] = [
  range('adresse de bouclage', [['127.0.0.0', 8]], [['::1', 128]]),
  // fec0::/10: site-local, deprecated (RFC 3879) but still routed as private by some stacks.
  range('réseau privé', [['10.0.0.0', 8], ['172.16.0.0', 12], ['192.168.0.0', 16]], [['fc00::', 7], ['fec0::', 10]]),
  range('adresse lien-local', [['169.254.0.0', 16]], [['fe80::', 10]]),
  range('réseau partagé (CGNAT)', [['100.64.0.0', 10]]),
  range('adresse non spécifiée', [['0.0.0.0', 8]], [['::', 128]]),
  range('multidiffusion', [['224.0.0.0', 4]], [['ff00::', 8]]),
  range(
    RESERVED,
    // 192.88.99.0/24: the 6to4 relays' anycast (RFC 7526), a door into 2002::/16.
    [['192.0.0.0', 24], ['192.0.2.0', 24], ['192.88.99.0', 24], ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24], ['240.0.0.0', 4]],
    [['2001:db8::', 32], ['3fff::', 20], ['100::', 64], ['2001::', 23]],
  ),
];

// Public IPv6 unicast is all in 2000::/3; anything else is special-purpose or not allocated.
const GLOBAL_UNICAST = new net.BlockList();
GLOBAL_UNICAST.addSubnet('2000::', 3, 'ipv6');

/** The eight 16-bit groups of an IPv6 address net.isIP() accepted (dotted tail included). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  if (tail === undefined) return parse(head);
  const left = parse(head);
  const right = parse(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

const dottedQuad = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
const zero = (groups: number[]) => groups.every((g) => g === 0);

/** What an IPv6 address carries; `unreadable`: a translation address whose layout cannot be told. */
type Embedded = { kind: 'none' } | { kind: 'ipv4'; address: string } | { kind: 'unreadable' };

function embeddedIpv4(address: string): Embedded {
  const g = ipv6Groups(address);
  const last: Embedded = { kind: 'ipv4', address: dottedQuad(g[6]!, g[7]!) };
  // ::/96 (IPv4-compatible, RFC 4291), ::ffff:0:0/96 (mapped), ::ffff:0:0:0/96 (SIIT, RFC 2765).
  if (zero(g.slice(0, 5)) && (g[5] === 0 || g[5] === 0xffff)) return last;
  if (zero(g.slice(0, 4)) && g[4] === 0xffff && g[5] === 0) return last;
  if (g[0] === 0x64 && g[1] === 0xff9b) {
    // 64:ff9b::/96, the well-known NAT64 prefix (RFC 6052).
    if (zero(g.slice(2, 6))) return last;
    // 64:ff9b:1::/48, local-use NAT64 (RFC 8215): the operator picks a /48 to /96 layout, and
    // only the /96 one (zeros down to the last 32 bits) can be read without knowing it.
    if (g[2] === 1) return zero(g.slice(3, 6)) ? last : { kind: 'unreadable' };
  }
  // 2002::/16, 6to4 (RFC 3056): the IPv4 address follows the prefix.
  if (g[0] === 0x2002) return { kind: 'ipv4', address: dottedQuad(g[1]!, g[2]!) };
  return { kind: 'none' };
}

/**
 * Why an address is refused, in French (`adresse de bouclage`...), or null when it is a public
 * address. A string that is not an IP address is refused too.
 *
 * @example
 * forbiddenAddressReason('127.0.0.1')        // 'adresse de bouclage'
 * forbiddenAddressReason('::ffff:10.0.0.1')  // 'réseau privé'
 * forbiddenAddressReason('2002:7f00:1::')    // 'adresse de bouclage' (6to4 of 127.0.0.1)
 * forbiddenAddressReason('93.184.216.34')    // null
 */
export function forbiddenAddressReason(address: string): string | null {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = net.isIP(bare);
  if (family === 0) return 'adresse IP illisible';
  if (family === 4) return ipv4Reason(bare);
  for (const { label, list } of RANGES) if (list.check(bare, 'ipv6')) return label;
  const embedded = embeddedIpv4(bare);
  if (embedded.kind === 'unreadable') return RESERVED;
  if (embedded.kind === 'ipv4') return ipv4Reason(embedded.address);
  return GLOBAL_UNICAST.check(bare, 'ipv6') ? null : RESERVED;
}

function ipv4Reason(address: string): string | null {
  for (const { label, list } of RANGES) if (list.check(address, 'ipv4')) return label;
  return null;
}

/**
 * Ports from 1024 up that are refused all the same: services an HTTP POST can drive (the
 * Fetch standard's "bad ports" above 1023, which browsers refuse for the same reason),
 * databases, caches and control planes that answer unauthenticated on many hosts. All are
 * below 32768, so a receiver on an ephemeral port (tests, local tools) is never caught.
 */
export const REFUSED_SERVICE_PORTS: ReadonlyMap<number, string> = new Map([
  [1433, 'SQL Server'], [1521, 'Oracle'], [1719, 'H.323'], [1720, 'H.323'], [1723, 'PPTP'], [1883, 'MQTT'], [2049, 'NFS'],
  [2181, 'ZooKeeper'], [2375, 'Docker'], [2376, 'Docker'], [2379, 'etcd'], [2380, 'etcd'], [3306, 'MySQL'], [3389, 'RDP'],
  [3659, 'SASL'], [4045, 'NFS'], [4190, 'ManageSieve'], [4369, 'Erlang EPMD'], [5060, 'SIP'], [5061, 'SIP'], [5432, 'PostgreSQL'],
  [5672, 'AMQP'], [5900, 'VNC'], [5984, 'CouchDB'], [6000, 'X11'], [6379, 'Redis'], [6443, 'Kubernetes'], [6566, 'SANE'],
  [6665, 'IRC'], [6666, 'IRC'], [6667, 'IRC'], [6668, 'IRC'], [6669, 'IRC'], [6679, 'IRC'], [6697, 'IRC'], [9042, 'Cassandra'],
  [9092, 'Kafka'], [9200, 'Elasticsearch'], [9300, 'Elasticsearch'], [10080, 'Amanda'], [10250, 'kubelet'], [11211, 'memcached'],
  [26379, 'Redis Sentinel'], [27017, 'MongoDB'], [27018, 'MongoDB'], [27019, 'MongoDB'],
]);

/**
 * Why a receiver port is refused, in French, or null: 80 and 443, and 1024 to 65535 except
 * REFUSED_SERVICE_PORTS. Below 1024 live the system services (SMTP 25, SSH 22...), where a
 * POST can only be abuse; receivers on other ports (8080, 8443, 3000...) stay possible.
 */
export function forbiddenPortReason(port: number): string | null {
  if (port === 80 || port === 443) return null;
  const allowed = 'ports acceptés : 80, 443 et 1024 à 65535 hors ports de services connus';
  if (!Number.isInteger(port) || port < 1024 || port > 65535) return `port ${port} refusé (${allowed})`;
  const service = REFUSED_SERVICE_PORTS.get(port);
  return service === undefined ? null : `port ${port} refusé, celui de ${service} (${allowed})`;
}
