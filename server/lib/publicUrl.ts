import { BlockList, isIP } from 'node:net';

// A URL a setting names is called by the server (the geocoder) or by every browser (the map tiles): it
// must not reach the machine itself, its cloud metadata service or the private network behind it
// (server-side request forgery). Refused: loopback, link-local, private, shared, multicast and reserved
// ranges, IPv4 and IPv6 (with IPv4 inside IPv6), and "localhost". ALLOW_PRIVATE_URLS lifts the rule. What a
// name resolves to is checked when the server calls it (./outbound.ts).

const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 127],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv6');

/** The IPv4 address an IPv6 one carries (mapped ::ffff:a.b.c.d, NAT64 64:ff9b::/96, compatible ::a.b.c.d). */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|64:ff9b::|::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1]!;
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (!hex) return null;
  const high = parseInt(hex[1]!, 16);
  const low = parseInt(hex[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Whether an IP address literal is one a public URL must not name. */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const kind = isIP(bare);
  if (kind === 4) return PRIVATE.check(bare, 'ipv4');
  if (kind !== 6) return false;
  const inner = embeddedIpv4(bare);
  if (inner) return PRIVATE.check(inner, 'ipv4');
  return PRIVATE.check(bare, 'ipv6');
}

function hostOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    return parsed.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '').toLowerCase();
  } catch {
    return null;
  }
}

/** What the URL names on its face (no lookup): a private literal address, or localhost. */
export function namesPrivateHost(url: string): boolean {
  const host = hostOf(url);
  if (host === null) return true;
  return host === 'localhost' || host.endsWith('.localhost') || isPrivateAddress(host);
}
