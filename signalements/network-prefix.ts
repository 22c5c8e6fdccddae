import net from 'node:net';

/**
 * The network a report came from, as stored with it (`client_network`): the /24 of an IPv4
 * address or the /56 of an IPv6 one (what one subscriber, one small office or one rented server
 * range usually holds), never the address itself. Stored as the family and the prefix's bits in
 * fixed-width hex (`4:cb0071`, `6:20010db8000001`), so that every prefix inside a wider CIDR is
 * a range of text in the same order: `pipeline signalement rejeter --tous-de 203.0.0.0/16`
 * is one indexed `BETWEEN`.
 */
const BITS = { 4: 24, 6: 56 } as const;
/** Reports whose address is unknown (no socket address: in-process callers) share one network. */
export const UNKNOWN_NETWORK = '?';

function ipv4Bits(address: string): string {
  return address
    .split('.')
    .map((part) => Number(part).toString(2).padStart(8, '0'))
    .join('');
}

function ipv6Bits(address: string): string {
  const zoneless = address.split('%')[0]!;
  let text = zoneless;
  // An embedded IPv4 tail (::ffff:1.2.3.4) is two groups.
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    const bits = ipv4Bits(tail[1]!);
    text = `${text.slice(0, -tail[1]!.length)}${parseInt(bits.slice(0, 16), 2).toString(16)}:${parseInt(bits.slice(16), 2).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = rest === undefined || rest === '' ? [] : rest.split(':');
  const groups = rest === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return groups.map((g) => parseInt(g, 16).toString(2).padStart(16, '0')).join('');
}

function hexOf(bits: string): string {
  let hex = '';
  for (let i = 0; i < bits.length; i += 4) hex += parseInt(bits.slice(i, i + 4), 2).toString(16);
  return hex;
}

/** An address's family and its 32 or 128 bits, an IPv4-mapped IPv6 address read as IPv4; null when it is none. */
function addressBits(address: string): { family: 4 | 6; bits: string } | null {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped && net.isIPv4(mapped[1]!)) return { family: 4, bits: ipv4Bits(mapped[1]!) };
  if (net.isIPv4(address)) return { family: 4, bits: ipv4Bits(address) };
  if (net.isIPv6(address)) return { family: 6, bits: ipv6Bits(address) };
  return null;
}

/** The stored network of a client address (UNKNOWN_NETWORK when it is no address). */
export function networkOf(address: string | null): string {
  const parsed = address === null ? null : addressBits(address);
  if (parsed === null) return UNKNOWN_NETWORK;
  return `${parsed.family}:${hexOf(parsed.bits.slice(0, BITS[parsed.family]))}`;
}

/** A stored network as people write it: `203.0.113.0/24`, `2001:db8:0:100::/56`. */
export function shownNetwork(stored: string): string {
  const match = /^([46]):([0-9a-f]+)$/.exec(stored);
  if (!match) return stored === UNKNOWN_NETWORK ? 'adresse inconnue' : stored;
  const hex = match[2]!;
  if (match[1] === '4') return `${parseInt(hex.slice(0, 2), 16)}.${parseInt(hex.slice(2, 4), 16)}.${parseInt(hex.slice(4, 6), 16)}.0/24`;
  return `${compressedIpv6(hex.padEnd(32, '0'))}/56`;
}

/** 32 hex digits as RFC 5952 writes them: groups without leading zeros, the longest run of zero groups as `::`. */
function compressedIpv6(hex: string): string {
  const groups = Array.from({ length: 8 }, (_, i) => parseInt(hex.slice(i * 4, i * 4 + 4), 16).toString(16));
  let best = { start: -1, length: 1 };
  for (let i = 0; i < 8; ) {
    let j = i;
    while (j < 8 && groups[j] === '0') j += 1;
    if (j - i > best.length) best = { start: i, length: j - i };
    i = j === i ? i + 1 : j;
  }
  if (best.start < 0) return groups.join(':');
  return `${groups.slice(0, best.start).join(':')}::${groups.slice(best.start + best.length).join(':')}`;
}

export type NetworkRange = { ok: true; low: string; high: string; shown: string } | { ok: false; reason: string };

/**
 * The stored networks a CIDR covers (`203.0.0.0/16`), or a bare address's own /24 or /56, as a
 * range [low, high] of stored values. Narrower than what is stored (an IPv4 /25..32, an IPv6
 * /57..128) cannot be told apart and is refused, as is anything that is no address.
 */
export function networkRange(text: string): NetworkRange {
  const [address = '', length, extra] = text.trim().split('/');
  const parsed = extra === undefined ? addressBits(address) : null;
  if (parsed === null) return { ok: false, reason: `« ${text} » n’est ni une adresse IP ni un préfixe CIDR (203.0.113.0/24, 2001:db8::/56)` };
  const stored = BITS[parsed.family];
  const bits = length === undefined ? stored : /^\d{1,3}$/.test(length) ? Number(length) : NaN;
  if (!(bits >= 0 && bits <= (parsed.family === 4 ? 32 : 128))) return { ok: false, reason: `longueur de préfixe invalide dans « ${text} »` };
  if (bits > stored) {
    return { ok: false, reason: `« ${text} » est plus étroit que ce qui est gardé : un signalement garde le /${stored} de son adresse ${parsed.family === 4 ? 'IPv4' : 'IPv6'}, pas l’adresse ; donnez un /${stored} ou plus large` };
  }
  const prefix = parsed.bits.slice(0, bits);
  const low = `${parsed.family}:${hexOf(prefix.padEnd(stored, '0'))}`;
  const high = `${parsed.family}:${hexOf(prefix.padEnd(stored, '1'))}`;
  const shown = `${shownNetwork(low).replace(/\/\d+$/, '')}/${bits}`;
  return { ok: true, low, high, shown };
}
