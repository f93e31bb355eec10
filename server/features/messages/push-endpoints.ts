import { lookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import { isIPv4, isIPv6 } from 'node:net';

// Push endpoints never reach inside (issue #36, decision 042). A push endpoint is a URL the
// browser hands us and the server then connects to, with retries: left open, anyone could make
// the server call an address on its own machine or network. Two checks: when a device subscribes,
// the endpoint must name one of the push services browsers use (https, port 443); when a message
// is sent, the host is resolved and every address must be a public one, and the connection goes
// to the address that was checked (a DNS answer that changes in between is never asked for).

/**
 * The push services of the browsers Hytta supports: Chrome and other Chromium browsers (Google's
 * FCM), Firefox (Mozilla's autopush), Safari (Apple) and Edge on Windows (Microsoft's WNS).
 * `*.` matches any subdomain (not the domain itself); `:port` is 443 when not written.
 */
export const DEFAULT_PUSH_SERVICE_HOSTS: readonly string[] = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.services.mozilla.com',
  'web.push.apple.com',
  '*.push.apple.com',
  '*.notify.windows.com',
];

const HTTPS_PORT = 443;

/** Reads PUSH_SERVICE_HOSTS: comma-separated `host`, `*.domain` or `host:port`; unset, the defaults. */
export function parsePushServiceHosts(value: string | undefined): string[] {
  if (value === undefined || value.trim() === '') return [...DEFAULT_PUSH_SERVICE_HOSTS];
  const hosts = value
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '');
  for (const host of hosts) {
    if (!/^(\*\.)?[a-z0-9.-]+(:\d{1,5})?$/.test(host)) {
      throw new Error(`PUSH_SERVICE_HOSTS: "${host}" is not a host, *.domain or host:port`);
    }
  }
  return hosts;
}

/** `host`, `*.domain`, `host:port` or `[v6]:port` against a URL's hostname and port. */
function matchesRule(rule: string, hostname: string, port: number): boolean {
  const parts = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(rule);
  const ruleHost = parts?.[1];
  if (!ruleHost) return false;
  if ((parts[2] === undefined ? HTTPS_PORT : Number(parts[2])) !== port) return false;
  // `*.push.apple.com` is any name ending in `.push.apple.com`, never the bare domain.
  if (ruleHost.startsWith('*.')) return hostname.endsWith(ruleHost.slice(1));
  return hostname === ruleHost;
}

/** The endpoint's host and port, if it is an https URL of an allowed push service (else null). */
export function allowedPushEndpoint(
  endpoint: string,
  hosts: readonly string[],
): { hostname: string; port: number } | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return null;
  const hostname = url.hostname.toLowerCase();
  const port = url.port === '' ? HTTPS_PORT : Number(url.port);
  return hosts.some((rule) => matchesRule(rule, hostname, port)) ? { hostname, port } : null;
}

function ipv4Inside(address: string): boolean {
  const [a = 0, b = 0, c = 0] = address.split('.').map(Number);
  return (
    a === 0 || // "this network"
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) || // carrier-grade NAT
    (a === 169 && b === 254) || // link-local (cloud metadata services live here)
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 192 && b === 0 && (c === 0 || c === 2)) ||
    (a === 198 && (b === 18 || b === 19)) ||
    (a === 198 && b === 51 && c === 100) ||
    (a === 203 && b === 0 && c === 113) ||
    a >= 224 // multicast, reserved, broadcast
  );
}

/** The eight 16-bit groups of an IPv6 address (an IPv4 tail is folded into the last two). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().split('%')[0] ?? '';
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (tail) {
    const [a = 0, b = 0, c = 0, d = 0] = tail.split('.').map(Number);
    text = `${text.slice(0, -tail.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = rest === undefined || rest === '' ? [] : rest.split(':');
  const missing = 8 - left.length - right.length;
  return [...left, ...Array<string>(rest === undefined ? 0 : missing).fill('0'), ...right].map((group) =>
    Number.parseInt(group, 16),
  );
}

function ipv6Inside(address: string): boolean {
  const groups = ipv6Groups(address);
  const [g0 = 0, g1 = 0] = groups;
  // Only global unicast (2000::/3) is outside; within it, the ranges that carry or reach other
  // addresses: 6to4 (2002::/16) and Teredo (2001::/32) embed IPv4 ones, and documentation.
  // Loopback (::1), IPv4-mapped (::ffff:0:0/96), unique-local (fc00::/7), link-local
  // (fe80::/10), multicast and NAT64 (64:ff9b::/96) all fall outside 2000::/3.
  if ((g0 & 0xe000) !== 0x2000) return true;
  if (g0 === 0x2002) return true;
  if (g0 === 0x2001 && (g1 === 0 || g1 === 0x0db8)) return true;
  return false;
}

/** Whether an address is this machine, its network or otherwise not a public internet host. */
export function isInsideAddress(address: string): boolean {
  if (isIPv4(address)) return ipv4Inside(address);
  if (isIPv6(address)) return ipv6Inside(address);
  // Not an address at all: never connect to it.
  return true;
}

/** Resolves a host name to its addresses (tests give their own; the system's resolver otherwise). */
export type Resolve = (hostname: string) => Promise<{ address: string; family: number }[]>;

export const systemResolve: Resolve = (hostname) => lookup(hostname, { all: true, verbatim: true });

/** A push endpoint the server will not connect to; the delivery is not retried. */
export class PushEndpointRefused extends Error {}

export type PushAddressPolicy = {
  hosts: readonly string[];
  resolve: Resolve;
  /**
   * Tests only, never from the environment: inside addresses the check lets through (the local
   * push service stub listens on 127.0.0.1).
   */
  trustedAddresses?: readonly string[];
};

/**
 * The address to connect to for a push endpoint, checked: the endpoint names an allowed push
 * service and every address its host resolves to is outside (a name that answers with one
 * public and one private address is refused too). Throws PushEndpointRefused before any
 * connection is made.
 */
export async function checkedPushAddress(
  endpoint: string,
  policy: PushAddressPolicy,
): Promise<{ address: string; family: 4 | 6 }> {
  const allowed = allowedPushEndpoint(endpoint, policy.hosts);
  if (!allowed) throw new PushEndpointRefused('the endpoint is not an allowed push service');
  // `[::1]` in a URL is the address ::1.
  const hostname = allowed.hostname.replace(/^\[(.*)\]$/, '$1');
  const addresses = await policy.resolve(hostname);
  const trusted = new Set(policy.trustedAddresses ?? []);
  const inside = addresses.filter(({ address }) => !trusted.has(address) && isInsideAddress(address));
  if (addresses.length === 0 || inside.length > 0) {
    throw new PushEndpointRefused(
      `the push service's host resolves to an address inside: ${inside.map((entry) => entry.address).join(', ')}`,
    );
  }
  const [first] = addresses;
  if (!first) throw new PushEndpointRefused('the push service has no address');
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

/**
 * A `lookup` for the connection that answers with the address already checked, whatever name it
 * is asked for: the connection cannot be sent elsewhere by a second DNS answer (rebinding).
 */
export function pinnedLookup(pinned: { address: string; family: 4 | 6 }): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) {
      (callback as (error: null, addresses: { address: string; family: number }[]) => void)(null, [pinned]);
    } else {
      callback(null, pinned.address, pinned.family);
    }
  };
}
