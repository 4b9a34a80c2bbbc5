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
