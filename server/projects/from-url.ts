import { lookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import { Readable } from "node:stream";
import { BlockList, isIP } from "node:net";
import { parse, type HTMLElement } from "node-html-parser";
import type { Actor } from "../auth/actor";
import { AppError, errors } from "../errors";
import { parseInput } from "../validation";
import { fromUrlSchema, MIN_DESCRIPTION_WORDS, countWords } from "./schema";
import { createProject } from "./service";

const FETCH_TIMEOUT_MS = 8_000;
const MAX_PAGE_BYTES = 2_000_000;
const MAX_REDIRECTS = 4;

/** `POST /projects/from_url`: reads the page's title, meta, Open Graph, JSON-LD and theme colour. */
export async function createProjectFromUrl(actor: Actor, input: unknown) {
  const { url } = parseInput(fromUrlSchema, input);
  const { html, finalUrl } = await fetchPage(url);
  return createProject(actor, projectFromHtml(html, finalUrl));
}

/** Builds project fields from a page; exported for tests. */
export function projectFromHtml(html: string, pageUrl: string) {
  const root = parse(html);
  const meta = (key: string) =>
    root.querySelector(`meta[property="${key}"]`)?.getAttribute("content")?.trim() ||
    root.querySelector(`meta[name="${key}"]`)?.getAttribute("content")?.trim() ||
    undefined;
  const jsonLd = readJsonLd(root);
  // JSON-LD values are not always strings (`"name": {"@value": ...}`, arrays): only plain text is used.
  const ldText = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : undefined);
  const title = root.querySelector("title")?.text.replace(/\s+/g, " ").trim();
  const name = meta("og:site_name") || ldText(jsonLd.name) || meta("og:title") || title || new URL(pageUrl).hostname;
  const tagline = meta("og:title") && meta("og:title") !== name ? meta("og:title") : title && title !== name ? title : undefined;
  const summary = meta("og:description") || meta("description") || ldText(jsonLd.description) || "";
  const paragraphs = root
    .querySelectorAll("main p, article p, p")
    .map((p) => p.text.replace(/\s+/g, " ").trim())
    .filter((text) => countWords(text) >= 6);
  let description = summary;
  for (const paragraph of paragraphs) {
    if (countWords(description) >= MIN_DESCRIPTION_WORDS * 2) break;
    if (!description.includes(paragraph)) description = `${description} ${paragraph}`.trim();
  }
  if (countWords(description) < MIN_DESCRIPTION_WORDS) {
    // Keep the project valid; the customer is expected to refine this text.
    description =
      `${description} ${name} is presented at ${pageUrl}. This description was drafted from the page and is short; ` +
      `edit it to say who the product is for, what it does, and why it is better than the alternatives.`;
  }
  const themeColor = meta("theme-color");
  const logo = absoluteUrl(
    meta("og:image") || ldText(jsonLd.logo) || ldText((jsonLd.logo as { url?: unknown } | undefined)?.url) || root.querySelector('link[rel~="icon"]')?.getAttribute("href"),
    pageUrl,
  );
  return {
    name: name.slice(0, 200),
    description: description.trim().slice(0, 20_000),
    tagline: tagline?.slice(0, 300),
    source_url: pageUrl,
    brand_kit: {
      // The same forms brand_kit.colors accepts (#rgb, #rrggbb, #rrggbbaa); others would fail the create.
      colors: themeColor && /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(themeColor) ? [themeColor.toLowerCase()] : [],
      logos: logo ? [{ url: logo, source: "page" }] : [],
    },
  };
}

/** An http(s) URL resolved against the page, or undefined for anything unparsable or of another scheme. */
function absoluteUrl(href: string | undefined, pageUrl: string): string | undefined {
  if (!href) return undefined;
  try {
    const url = new URL(href.trim(), pageUrl);
    return url.protocol === "http:" || url.protocol === "https:" ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

function readJsonLd(root: HTMLElement): Record<string, unknown> {
  for (const script of root.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      const data = JSON.parse(script.text);
      const items: unknown[] = Array.isArray(data) ? data : data["@graph"] ?? [data];
      const found = items.find((item) => typeof item === "object" && item && ("name" in item || "description" in item));
      if (found) return found as Record<string, unknown>;
    } catch {
      // ignore malformed JSON-LD
    }
  }
  return {};
}

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

/**
 * Resolves the host once and checks every address; the fetch then connects to the checked address
 * (pinnedFetch), so a DNS answer that changes between check and connect (rebinding) cannot slip in.
 */
async function assertPublicHost(url: URL): Promise<string> {
  const allowed = (process.env.ADLAB_FETCH_ALLOW_HOSTS ?? "").split(",").map((h) => h.trim()).filter(Boolean);
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true }).catch(() => [])).map((a) => a.address);
  if (addresses.length === 0) throw errors.validation([`url: the host ${url.hostname} could not be resolved`]);
  // `host:port` allows that port only; a bare host only its scheme's default port (url.host has no port
  // then), so a redirect to another port of an allowed host is checked like any other address.
  if (!allowed.includes(url.host) && addresses.some(isPrivateAddress)) throw errors.validation([`url: ${url.hostname} is a private or loopback address`]);
  return addresses[0];
}

/** A GET to `url` over a connection to `address` (TLS still verifies the URL's host name). */
function pinnedFetch(url: URL, address: string, headers: Record<string, string>): Promise<Response> {
  const client = url.protocol === "https:" ? https : http;
  const family = isIP(address) === 6 ? 6 : 4;
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: "GET",
        headers,
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
        lookup: ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) =>
          options?.all ? callback(null, [{ address, family }]) : callback(null, address, family)) as never,
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
    req.end();
  });
}

async function fetchPage(start: string): Promise<{ html: string; finalUrl: string }> {
  let url = new URL(start);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (url.protocol !== "http:" && url.protocol !== "https:") throw errors.validation(["url: must be an http or https URL"]);
    const address = await assertPublicHost(url);
    let response: Response;
    try {
      response = await pinnedFetch(url, address, { "user-agent": "adlab/1.0 (+project-from-url)", accept: "text/html" });
    } catch {
      throw new AppError(422, "fetch_failed", `Could not fetch ${url} (timed out or refused).`, [`url: could not be fetched`]);
    }
    const location = response.headers.get("location");
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel().catch(() => {});
      try {
        url = new URL(location, url);
      } catch {
        throw new AppError(422, "fetch_failed", "The page redirected to an invalid URL.", ["url: redirected to an invalid URL"]);
      }
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      throw new AppError(422, "fetch_failed", `The page answered ${response.status}.`, [`url: answered HTTP ${response.status}`]);
    }
    const type = response.headers.get("content-type") ?? "";
    if (type && !/html|xml/i.test(type)) {
      await response.body?.cancel().catch(() => {});
      throw new AppError(422, "fetch_failed", `The URL is not a web page (${type.split(";")[0]}).`, ["url: is not an HTML page"]);
    }
    return { html: await readCapped(response), finalUrl: url.toString() };
  }
  throw new AppError(422, "fetch_failed", "Too many redirects.", ["url: too many redirects"]);
}

async function readCapped(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_PAGE_BYTES) {
        await reader.cancel();
        break; // the head of a large page still carries its title and meta tags
      }
      chunks.push(value);
    }
  } catch {
    // The connection dropped or the timeout fired while the body was arriving.
    throw new AppError(422, "fetch_failed", "The page could not be read to the end (timed out or cut off).", ["url: could not be fetched"]);
  }
  return Buffer.concat(chunks).toString("utf8");
}
