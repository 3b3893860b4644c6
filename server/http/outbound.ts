import { lookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import { Readable } from "node:stream";
import { BlockList, isIP } from "node:net";
import { errors } from "../errors";
import { config } from "../config";

/**
 * The outbound guard of every request adlab makes to a customer's URL (project from_url, webhooks):
 * http/https only, no private or loopback address unless ADLAB_FETCH_ALLOW_HOSTS names the host (and
 * port), one DNS resolution and a connection pinned to the address that was checked.
 */

/**
 * Private, loopback, link-local and other non-public ranges. BlockList also matches IPv4 rules against
 * IPv4-mapped IPv6 addresses (`[::ffff:127.0.0.1]`, which URL parsing turns into `[::ffff:7f00:1]`).
 */
const nonPublic = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], ["10.0.0.0", 8], ["100.64.0.0", 10], ["127.0.0.0", 8], ["169.254.0.0", 16], ["172.16.0.0", 12],
  ["192.0.0.0", 24], ["192.168.0.0", 16], ["198.18.0.0", 15], ["224.0.0.0", 4], ["240.0.0.0", 4],
] as const) nonPublic.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 128], ["::1", 128], ["::", 96], ["64:ff9b::", 96], ["fc00::", 7], ["fe80::", 10], ["fec0::", 10], ["ff00::", 8],
] as const) nonPublic.addSubnet(network, prefix, "ipv6");

/** Private, loopback and link-local addresses are refused unless ADLAB_FETCH_ALLOW_HOSTS names the host (and port). */
function isPrivateAddress(address: string): boolean {
  return nonPublic.check(address, isIP(address) === 6 ? "ipv6" : "ipv4");
}

/** 422 unless the URL is http or https. */
export function assertHttpUrl(url: URL, field = "url"): void {
  if (url.protocol !== "http:" && url.protocol !== "https:") throw errors.validation([`${field}: must be an http or https URL`]);
}

/**
 * Resolves the host once and checks every address; the request then connects to the checked address
 * (pinnedRequest), so a DNS answer that changes between check and connect (rebinding) cannot slip in.
 */
export async function assertPublicHost(url: URL, field = "url"): Promise<string> {
  const allowed = config.fetchAllowHosts;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true }).catch(() => [])).map((a) => a.address);
  if (addresses.length === 0) throw errors.validation([`${field}: the host ${url.hostname} could not be resolved`]);
  // `host:port` allows that port only; a bare host only its scheme's default port (url.host has no port
  // then), so a redirect to another port of an allowed host is checked like any other address.
  if (!allowed.includes(url.host) && addresses.some(isPrivateAddress)) throw errors.validation([`${field}: ${url.hostname} is a private or loopback address`]);
  return addresses[0];
}

type PinnedOptions = { method?: string; headers: Record<string, string>; body?: string; timeoutMs: number };

/** A request to `url` over a connection to `address` (TLS still verifies the URL's host name); redirects are not followed. */
export function pinnedRequest(url: URL, address: string, options: PinnedOptions): Promise<Response> {
  const client = url.protocol === "https:" ? https : http;
  const family = isIP(address) === 6 ? 6 : 4;
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: options.method ?? "GET",
        // A connection of its own, closed after the answer: a pooled keep-alive socket may have been closed by
        // the other side while idle (ECONNRESET on reuse), and each request is pinned to the address just checked.
        headers: { ...options.headers, connection: "close" },
        signal: AbortSignal.timeout(options.timeoutMs),
        lookup: ((_host: string, lookupOptions: { all?: boolean }, callback: (...args: unknown[]) => void) =>
          lookupOptions?.all ? callback(null, [{ address, family }]) : callback(null, address, family)) as never,
      },
      (res) => {
        const responseHeaders = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          if (Array.isArray(value)) for (const v of value) responseHeaders.append(name, v);
          else if (value !== undefined) responseHeaders.set(name, value);
        }
        const status = res.statusCode ?? 502;
        const noBody = status === 204 || status === 304 || status < 200;
        if (noBody) res.resume();
        resolve(new Response(noBody ? null : (Readable.toWeb(res) as ReadableStream<Uint8Array>), { status: status < 200 ? 502 : status, headers: responseHeaders }));
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}
