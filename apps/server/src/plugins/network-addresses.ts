import { BlockList, isIP } from 'node:net';

/** Names proxy-addr (Fastify's trustProxy) accepts for whole ranges, besides addresses and CIDR ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** True for an IP address, a CIDR range (10.0.0.0/8, fd00::/8) or one of proxy-addr's range names. */
export function isProxyAddress(value: string): boolean {
  if (PROXY_RANGE_NAMES.has(value)) return true;
  const [address = '', bits, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (version === 4 ? 32 : 128);
}

const privateRanges = new BlockList();
privateRanges.addSubnet('127.0.0.0', 8);
privateRanges.addSubnet('10.0.0.0', 8);
privateRanges.addSubnet('172.16.0.0', 12);
privateRanges.addSubnet('192.168.0.0', 16);
privateRanges.addSubnet('169.254.0.0', 16);
privateRanges.addAddress('::1', 'ipv6');
privateRanges.addSubnet('fc00::', 7, 'ipv6');
privateRanges.addSubnet('fe80::', 10, 'ipv6');

// Names that never resolve on the public internet (RFC 6761, RFC 8375, mDNS).
const PRIVATE_SUFFIXES = ['.localhost', '.local', '.test', '.internal', '.home.arpa'];

/**
 * True when a URL names a host the public internet can reach: a domain with a dot and a public suffix, or an
 * address outside the loopback, private and link-local ranges. Undefined (no PUBLIC_URL: localhost) is not.
 */
export function isPublicAddress(url: string | undefined): boolean {
  if (!url) return false;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const version = isIP(host);
  if (version !== 0) return !privateRanges.check(host, version === 4 ? 'ipv4' : 'ipv6');
  if (host === 'localhost' || !host.includes('.')) return false;
  return !PRIVATE_SUFFIXES.some((suffix) => host.endsWith(suffix));
}

// An IPv4 address inside IPv6: the mapped form (::ffff:192.0.2.1) that a dual-stack socket reports.
const MAPPED_IPV4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** The eight 16-bit groups of an IPv6 address (zone dropped, a dotted IPv4 tail read as two groups). */
function ipv6Groups(address: string): number[] {
  let text = address.replace(/%.*$/, '').toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * The client a per-address limit counts: an IPv4 address as it is (an IPv4-mapped IPv6 one as its IPv4), an
 * IPv6 address as its /64 network. One subscriber, one phone or one server is handed a whole /64 (2^64
 * addresses it may pick from freely), so counting IPv6 addresses one by one would let a single attacker
 * make a fresh count for every request. Anything that is not an address is given back as it is.
 */
export function addressNetwork(ip: string): string {
  const mapped = MAPPED_IPV4.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIP(ip.replace(/%.*$/, '')) !== 6) return ip;
  const prefix = ipv6Groups(ip)
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':');
  return `${prefix}::/64`;
}
