import { isIP } from "node:net";
import { config } from "../config";

/**
 * Who is asking, and at which address: the public origin links and redirects are built from, and the
 * client's IP for per-IP limits. Forwarded headers (X-Forwarded-For/-Host/-Proto) are believed only when
 * ADLAB_TRUST_PROXY says a proxy sets them (docs/security.md); otherwise a client could choose them.
 *
 * The socket's address reaches route handlers as `x-adlab-socket-ip`, stamped by the server on every
 * request and overwriting anything the client sent (see server/http/socket-ip.ts).
 */

export const SOCKET_IP_HEADER = "x-adlab-socket-ip";

export type TrustProxy = { kind: "none" } | { kind: "all" } | { kind: "hops"; hops: number } | { kind: "list"; matchers: ((ip: string) => boolean)[] };

function normalizeIp(ip: string): string {
  const trimmed = ip.trim().replace(/^\[|\]$/g, "");
  return trimmed.startsWith("::ffff:") && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed;
}

function ipv4ToInt(ip: string): number {
  return ip.split(".").reduce((n, part) => n * 256 + Number(part), 0);
}

/** An address or IPv4 CIDR (`10.0.0.0/8`) or one of `loopback`, `private` (express's names). */
function matcher(entry: string): ((ip: string) => boolean) | null {
  const named: Record<string, string[]> = {
    loopback: ["127.0.0.0/8", "::1"],
    linklocal: ["169.254.0.0/16", "fe80::"],
    uniquelocal: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::", "fd00::"],
  };
  if (entry in named) {
    const list = named[entry].map(matcher).filter((m): m is (ip: string) => boolean => m !== null);
    return (ip) => list.some((m) => m(ip));
  }
  if (entry.endsWith("::")) return (ip) => ip.toLowerCase().startsWith(entry.slice(0, -1).toLowerCase());
  const [address, bitsText] = entry.split("/");
  const addr = normalizeIp(address);
  if (isIP(addr) === 4 && bitsText !== undefined) {
    const bits = Number(bitsText);
    if (!Number.isInteger(bits) || bits < 0 || bits > 32) return null;
    const mask = bits === 0 ? 0 : (~0 << (32 - bits)) >>> 0;
    const base = (ipv4ToInt(addr) & mask) >>> 0;
    return (ip) => isIP(ip) === 4 && ((ipv4ToInt(ip) & mask) >>> 0) === base;
  }
  if (isIP(addr) === 0) return null;
  return (ip) => ip.toLowerCase() === addr.toLowerCase();
}

/**
 * ADLAB_TRUST_PROXY, with express's semantics: unset/`false`/`0` trusts no proxy (the socket's address is
 * the client); a number N trusts N proxies in front (the client is the N-th address from the right of
 * X-Forwarded-For, counting the socket); `true` trusts every hop (the left-most address); a
 * comma-separated list of addresses, IPv4 CIDRs or `loopback`/`uniquelocal` trusts those proxies.
 * The older ADLAB_TRUSTED_PROXY_HOPS=N is read as N hops.
 */
export function trustProxy(): TrustProxy {
  const raw = config.trustProxy;
  if (!raw || raw === "false" || raw === "0") return { kind: "none" };
  if (raw === "true") return { kind: "all" };
  if (/^\d+$/.test(raw)) return { kind: "hops", hops: Number(raw) };
  const matchers = raw.split(",").map((s) => s.trim()).filter(Boolean).map(matcher).filter((m): m is (ip: string) => boolean => m !== null);
  return matchers.length ? { kind: "list", matchers } : { kind: "none" };
}

export const trustsProxy = () => trustProxy().kind !== "none";

/** The client's IP for per-IP limits: the socket's address, or the trusted proxies' X-Forwarded-For. */
export function clientIp(req: Request): string {
  const socket = req.headers.get(SOCKET_IP_HEADER);
  const trust = trustProxy();
  const forwarded = (req.headers.get("x-forwarded-for") ?? "").split(",").map(normalizeIp).filter(Boolean);
  if (trust.kind === "none" || forwarded.length === 0) {
    if (socket) return normalizeIp(socket);
    // No server stamped the socket (a test calling a handler directly): with no proxy to trust, the
    // nearest X-Forwarded-For entry is what Next.js itself would have set.
    return forwarded.at(-1) ?? req.headers.get("x-real-ip")?.trim() ?? "unknown";
  }
  // Addresses from the nearest (the socket) to the farthest.
  const chain = [...(socket ? [normalizeIp(socket)] : []), ...forwarded.reverse()];
  if (trust.kind === "all") return chain.at(-1)!;
  if (trust.kind === "hops") {
    // Without a stamped socket the chain starts at X-Forwarded-For's last entry (the nearest proxy's view).
    const index = socket ? trust.hops : trust.hops - 1;
    return chain[Math.min(Math.max(index, 0), chain.length - 1)];
  }
  for (const ip of chain) if (!trust.matchers.some((m) => m(ip))) return ip;
  return chain.at(-1)!;
}

/**
 * The origin the client used, for links, redirects and cookies: ADLAB_BASE_URL when set; otherwise the
 * Host header (X-Forwarded-Host/-Proto only from a trusted proxy). Next.js rewrites loopback IPs to
 * `localhost` in request URLs, so the Host header, not `req.url`, says what the browser asked for.
 */
export function requestOrigin(req: Request | Headers | null | undefined): string {
  const base = config.publicBaseUrl;
  if (base) return new URL(base).origin;
  const headers = req instanceof Headers ? req : req?.headers;
  const url = req instanceof Request ? new URL(req.url) : null;
  const trusted = trustsProxy();
  const forwardedHost = trusted ? headers?.get("x-forwarded-host")?.split(",")[0].trim() : undefined;
  const host = forwardedHost || headers?.get("host") || url?.host;
  const forwardedProto = trusted ? headers?.get("x-forwarded-proto")?.split(",")[0].trim() : undefined;
  const protocol = forwardedProto === "https" || forwardedProto === "http" ? forwardedProto : (url?.protocol.replace(":", "") ?? "http");
  if (host && /^[a-z0-9.\-[\]:]+$/i.test(host)) {
    try {
      return new URL(`${protocol}://${host}`).origin;
    } catch {
      // fall through to the configured default
    }
  }
  return `http://localhost:${config.port}`;
}
