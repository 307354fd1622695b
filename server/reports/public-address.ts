import { BlockList, isIPv4, isIPv6 } from 'node:net';

// Whether an address is on the public internet, so a URL a tenant chose may be fetched from it
// without reaching the server's own network (SSRF).

const IPV4_NOT_PUBLIC: readonly [string, number][] = [
  ['0.0.0.0', 8], // this network
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];

const IPV6_NOT_PUBLIC: readonly [string, number][] = [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['100::', 64], // discard
  ['2001::', 23], // protocol assignments, Teredo
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4, which can wrap any IPv4 address
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local
  ['ff00::', 8], // multicast
];

/** IPv6 prefixes whose last 32 bits are an IPv4 address, judged as that address. */
const IPV6_WRAPPING_IPV4: readonly [string, number][] = [
  ['::ffff:0:0', 96], // IPv4-mapped
  ['64:ff9b::', 96], // NAT64
];

const notPublic = new BlockList();
for (const [network, prefix] of IPV4_NOT_PUBLIC) notPublic.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of IPV6_NOT_PUBLIC) notPublic.addSubnet(network, prefix, 'ipv6');

const wrappingIpv4 = new BlockList();
for (const [network, prefix] of IPV6_WRAPPING_IPV4) wrappingIpv4.addSubnet(network, prefix, 'ipv6');

/** The IPv4 address in an IPv6 address's last 32 bits. */
function embeddedIpv4(address: string): string {
  // The URL parser writes an IPv6 address in its canonical form, always ending in two hex groups.
  const groups = new URL(`http://[${address}]`).hostname.slice(1, -1).split(':');
  const low = groups.slice(-2).map((group) => Number.parseInt(group || '0', 16));
  return [low[0]! >> 8, low[0]! & 255, low[1]! >> 8, low[1]! & 255].join('.');
}

/** True only for a public unicast IPv4 or IPv6 address; anything unparsable is not public. */
export function isPublicAddress(address: string): boolean {
  if (isIPv4(address)) return !notPublic.check(address, 'ipv4');
  // Zone ids (fe80::1%eth0) are link-local by nature and fail isIPv6's strict form here.
  if (!isIPv6(address) || address.includes('%')) return false;
  if (wrappingIpv4.check(address, 'ipv6')) return isPublicAddress(embeddedIpv4(address));
  return !notPublic.check(address, 'ipv6');
}
