/**
 * Which network address a request comes from, as far as the server may believe it. The per-address
 * rate limits and throttles key on it, so a value the client itself writes (X-Forwarded-For's
 * left-most entry) would let anyone rotate past them.
 *
 * Runtime-neutral on purpose (no `node:` imports): the Node server uses `clientAddress`, and the
 * same shop on Cloudflare Workers or AWS Lambda uses `cloudflareClientAddress` /
 * `lambdaClientAddress`. See docs/decisions/014-trusted-proxies-and-cross-site-posts.md.
 */

/**
 * `TRUST_PROXY`: nothing (the socket's peer is the client), the number of proxies in front of the
 * server (each appends the address it saw to X-Forwarded-For), or the proxies' own addresses and
 * networks (`10.0.0.0/8,2001:db8::/32,192.0.2.7`).
 */
export type TrustedProxies =
  | { kind: "none" }
  | { kind: "hops"; count: number }
  | { kind: "networks"; networks: readonly Network[] };

interface Network {
  bytes: Uint8Array;
  prefix: number;
}

export const TRUST_NO_PROXY: TrustedProxies = { kind: "none" };

/**
 * Reads the `TRUST_PROXY` setting: empty or `0` for none, a whole number of hops, or a comma list
 * of IPv4/IPv6 addresses and CIDR networks. Throws an Error saying what is wrong with it.
 */
export function parseTrustedProxies(setting: string | undefined): TrustedProxies {
  const value = (setting ?? "").trim();
  if (value === "" || value === "0") return TRUST_NO_PROXY;
  if (/^\d+$/.test(value)) {
    const count = Number(value);
    if (count > 100) throw new Error("a hop count must be at most 100");
    return { kind: "hops", count };
  }
  const networks = value.split(",").map((entry) => entry.trim()).filter(Boolean).map(parseNetwork);
  if (networks.length === 0) throw new Error("must be a hop count or a comma list of addresses and CIDR networks");
  return { kind: "networks", networks };
}

function parseNetwork(entry: string): Network {
  const [address = "", prefixText, ...rest] = entry.split("/");
  const bytes = parseIp(address);
  if (!bytes || rest.length > 0) throw new Error(`"${entry}" is not an IPv4 or IPv6 address or CIDR network`);
  const bits = bytes.length * 8;
  if (prefixText === undefined) return { bytes, prefix: bits };
  const prefix = /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : NaN;
  if (!(prefix >= 0 && prefix <= bits)) throw new Error(`"${entry}" has a prefix length outside 0-${bits}`);
  return { bytes, prefix };
}

/** Whether `address` (the hop `hop` steps away from the server, 0 = the socket's peer) is a proxy we trust. */
export function isTrustedProxy(trust: TrustedProxies, address: string, hop: number): boolean {
  if (trust.kind === "none") return false;
  if (trust.kind === "hops") return hop < trust.count;
  const bytes = parseIp(address);
  return bytes !== null && trust.networks.some((network) => contains(network, bytes));
}

/**
 * The client's address: the socket's peer, unless that peer is a trusted proxy; then the address
 * that proxy recorded in X-Forwarded-For (the right-most entry), and so on leftwards while each
 * hop is trusted. Entries further left were written by the client and are never believed.
 * A trusted proxy's entry that is not an address stops the walk at that proxy.
 */
export function clientAddress(peer: string | null | undefined, forwardedFor: string | null | undefined, trust: TrustedProxies): string {
  let address = normalizeAddress(peer);
  if (!address) return "unknown";
  if (trust.kind === "none") return address;
  const recorded = (forwardedFor ?? "").split(",").map((entry) => entry.trim()).filter(Boolean).reverse();
  for (let hop = 0; hop < recorded.length && isTrustedProxy(trust, address, hop); hop++) {
    const next = normalizeAddress(recorded[hop]);
    if (!next) break;
    address = next;
  }
  return address;
}

/**
 * Cloudflare Workers: `CF-Connecting-IP` is set by Cloudflare's edge (it replaces any value the
 * client sent), so it is the client. Missing only outside Cloudflare (local tools).
 */
export function cloudflareClientAddress(headers: Headers): string {
  return normalizeAddress(headers.get("CF-Connecting-IP")) ?? "unknown";
}

/** The parts of an API Gateway (REST: v1, HTTP API and function URLs: v2) Lambda event we read. */
export interface LambdaHttpEvent {
  headers?: Record<string, string | undefined> | null;
  requestContext?: { identity?: { sourceIp?: string | null }; http?: { sourceIp?: string | null } } | null;
}

/**
 * AWS Lambda behind API Gateway or a function URL: AWS reports the address that connected to it
 * (`requestContext.identity.sourceIp` in v1 events, `requestContext.http.sourceIp` in v2), which
 * plays the socket peer's part; proxies in front of API Gateway (CloudFront) count as with
 * TRUST_PROXY on Node.
 */
export function lambdaClientAddress(event: LambdaHttpEvent, trust: TrustedProxies): string {
  const peer = event.requestContext?.http?.sourceIp ?? event.requestContext?.identity?.sourceIp;
  const headers = event.headers ?? {};
  const forwardedFor = Object.entries(headers).find(([name]) => name.toLowerCase() === "x-forwarded-for")?.[1];
  return clientAddress(peer, forwardedFor, trust);
}

/**
 * What per-address limits count by: an IPv4 address itself, an IPv6 address's /64 (one customer
 * line gets a whole /64 and can pick any address in it, so counting single addresses would not
 * stop anyone). Anything else as it is.
 */
export function addressGroup(address: string): string {
  const bytes = parseIp(address);
  if (!bytes || bytes.length === 4) return address;
  return `${formatIp(Uint8Array.from([...bytes.subarray(0, 8), ...new Uint8Array(8)]))}/64`;
}

/**
 * An address as a key: IPv4 dotted, IPv6 in its short form (RFC 5952), IPv4-mapped IPv6 as IPv4,
 * without port, brackets or zone; null when it is no address.
 */
export function normalizeAddress(text: string | null | undefined): string | null {
  if (!text) return null;
  let candidate = text.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(candidate);
  if (bracketed) candidate = bracketed[1] ?? "";
  else if (/^[\d.]+:\d+$/.test(candidate)) candidate = candidate.slice(0, candidate.lastIndexOf(":"));
  const bytes = parseIp(candidate);
  return bytes ? formatIp(bytes) : null;
}

/** 4 bytes for IPv4 (also for IPv4-mapped IPv6), 16 for IPv6; null when `text` is neither. */
function parseIp(text: string): Uint8Array | null {
  const v4 = parseIpv4(text);
  if (v4) return v4;
  const v6 = parseIpv6(text.replace(/%[\w.-]+$/, ""));
  if (!v6) return null;
  const mapped = v6.subarray(0, 10).every((byte) => byte === 0) && v6[10] === 0xff && v6[11] === 0xff;
  return mapped ? v6.slice(12) : v6;
}

function parseIpv4(text: string): Uint8Array | null {
  const parts = text.split(".");
  if (parts.length !== 4 || !parts.every((part) => /^(0|[1-9]\d{0,2})$/.test(part) && Number(part) <= 255)) return null;
  return Uint8Array.from(parts.map(Number));
}

function parseIpv6(text: string): Uint8Array | null {
  if (!/^[\da-f:.]+$/i.test(text)) return null;
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const groups = (half: string | undefined): number[] | null => {
    if (!half) return [];
    const out: number[] = [];
    const parts = half.split(":");
    for (const [index, part] of parts.entries()) {
      if (index === parts.length - 1 && part.includes(".")) {
        const v4 = parseIpv4(part);
        if (!v4) return null;
        out.push(((v4[0] ?? 0) << 8) | (v4[1] ?? 0), ((v4[2] ?? 0) << 8) | (v4[3] ?? 0));
      } else if (/^[\da-f]{1,4}$/i.test(part)) {
        out.push(parseInt(part, 16));
      } else {
        return null;
      }
    }
    return out;
  };
  const head = groups(halves[0]);
  const tail = groups(halves[1]);
  if (!head || !tail) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const all = [...head, ...new Array<number>(missing).fill(0), ...tail];
  return Uint8Array.from(all.flatMap((group) => [group >> 8, group & 0xff]));
}

function formatIp(bytes: Uint8Array): string {
  if (bytes.length === 4) return [...bytes].join(".");
  const groups = Array.from({ length: 8 }, (_, index) => ((bytes[index * 2] ?? 0) << 8) | (bytes[index * 2 + 1] ?? 0));
  // The longest run of two or more zero groups becomes "::" (the first one when runs tie).
  let best = { start: -1, length: 0 };
  for (let start = 0; start < 8; start++) {
    let length = 0;
    while (start + length < 8 && groups[start + length] === 0) length++;
    if (length > best.length && length >= 2) best = { start, length };
    start += length;
  }
  const hex = groups.map((group) => group.toString(16));
  if (best.start < 0) return hex.join(":");
  return `${hex.slice(0, best.start).join(":")}::${hex.slice(best.start + best.length).join(":")}`;
}

function contains(network: Network, bytes: Uint8Array): boolean {
  if (network.bytes.length !== bytes.length) return false;
  let bits = network.prefix;
  for (let index = 0; bits > 0; index++, bits -= 8) {
    const mask = bits >= 8 ? 0xff : (0xff << (8 - bits)) & 0xff;
    if (((network.bytes[index] ?? 0) & mask) !== ((bytes[index] ?? 0) & mask)) return false;
  }
  return true;
}
