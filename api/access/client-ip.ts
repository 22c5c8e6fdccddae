import net from 'node:net';
import type { IncomingHttpHeaders } from 'node:http';

function stripMapped(ip: string): string {
  return ip.toLowerCase().startsWith('::ffff:') && net.isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
}

/**
 * The client address: the socket peer, or with `trustProxy` = N proxies in front, the entry N
 * from the right of [X-Forwarded-For..., socket peer]. Entries further left were written by
 * the client itself and are never trusted, so a forged header cannot pick someone else's budget.
 */
export function clientIp(socketIp: string | null | undefined, headers: IncomingHttpHeaders, trustProxy: number): string {
  const peer = stripMapped(socketIp ?? 'unknown');
  if (trustProxy === 0) return peer;
  const raw = headers['x-forwarded-for'];
  const forwarded = (Array.isArray(raw) ? raw.join(',') : raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const chain = [...forwarded, peer];
  const candidate = stripMapped(chain[Math.max(0, chain.length - 1 - trustProxy)] ?? peer);
  return net.isIP(candidate) ? candidate : peer;
}

function expandIpv6(ip: string): string[] {
  const zoneless = ip.split('%')[0] ?? ip;
  const [head = '', tail = ''] = zoneless.split('::');
  const parse = (part: string) => (part ? part.split(':') : []);
  let left = parse(head);
  let right = zoneless.includes('::') ? parse(tail) : [];
  // An embedded IPv4 tail (::1.2.3.4) stands for two groups.
  const last = (right.length ? right : left).at(-1);
  if (last && net.isIPv4(last)) {
    const [a = 0, b = 0, c = 0, d = 0] = last.split('.').map(Number);
    const groups = [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
    if (right.length) right = [...right.slice(0, -1), ...groups];
    else left = [...left.slice(0, -1), ...groups];
  }
  const zeros: string[] = Array.from({ length: Math.max(0, 8 - left.length - right.length) }, () => '0');
  return [...left, ...zeros, ...right].map((g) => g.padStart(4, '0').toLowerCase());
}

/**
 * The anonymous budget's key: the IPv4 address, or the /64 prefix of an IPv6 address, since a
 * single subscriber line routinely holds a whole /64 and could otherwise rotate addresses.
 */
export function anonymousClientId(ip: string): string {
  if (net.isIPv6(ip)) return `${expandIpv6(ip).slice(0, 4).join(':')}::/64`;
  return ip;
}
