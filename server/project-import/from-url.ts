import { parse, type HTMLElement } from "node-html-parser";
import type { Actor } from "../auth/actor";
import { AppError } from "../errors";
import { readUpTo } from "../http/body";
import { assertHttpUrl, assertPublicHost, pinnedRequest } from "../http/outbound";
import { createAsset } from "../assets/service";
import { MAX_ASSET_BYTES } from "../assets/schema";
import { parseInput } from "../validation";
import { fromUrlSchema, MIN_DESCRIPTION_WORDS, countWords } from "../projects/schema";
import { createProject, updateProject } from "../projects/service";

const FETCH_TIMEOUT_MS = 8_000;
const MAX_PAGE_BYTES = 2_000_000;
const MAX_REDIRECTS = 4;

/** `POST /projects/from_url`: reads the page's title, meta, Open Graph, JSON-LD and theme colour. */
export async function createProjectFromUrl(actor: Actor, input: unknown) {
  const { url } = parseInput(fromUrlSchema, input);
  const { html, finalUrl } = await fetchPage(url);
  const project = await createProject(actor, projectFromHtml(html, finalUrl));
  return importLogo(actor, project);
}

type CreatedProject = Awaited<ReturnType<typeof createProject>>;

/**
 * The logo found on the page joins the asset library (type `logo`) and the brand kit points at that
 * asset, as a logo uploaded by hand would. Best effort: a logo that cannot be fetched (or is not a
 * PNG, JPEG, GIF or WebP) leaves the project as created, with the logo's address only.
 */
async function importLogo(actor: Actor, project: CreatedProject): Promise<CreatedProject> {
  const kit = (project.brand_kit ?? {}) as { logos?: { url?: string; source?: string }[] };
  const found = kit.logos?.[0]?.url;
  if (!found) return project;
  try {
    const url = new URL(found);
    assertHttpUrl(url);
    const response = await pinnedRequest(url, await assertPublicHost(url), { headers: { "user-agent": "adlab/1.0 (+project-from-url)", accept: "image/*" }, timeoutMs: FETCH_TIMEOUT_MS });
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      return project;
    }
    const bytes = await readCapped(response, MAX_ASSET_BYTES);
    const filename = decodeURIComponent(url.pathname.split("/").pop() || "") || "logo";
    const asset = await createAsset(actor, project.id, { fields: { asset_type: "logo", description: `Logo from ${url.host}` }, file: { bytes, filename }, problems: [] });
    return await updateProject(actor, project.id, { brand_kit: { ...kit, logos: [{ asset_id: asset.id, url: found, source: "page" }] } });
  } catch {
    return project;
  }
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

async function fetchPage(start: string): Promise<{ html: string; finalUrl: string }> {
  let url = new URL(start);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    assertHttpUrl(url);
    const address = await assertPublicHost(url);
    let response: Response;
    try {
      response = await pinnedRequest(url, address, { headers: { "user-agent": "adlab/1.0 (+project-from-url)", accept: "text/html" }, timeoutMs: FETCH_TIMEOUT_MS });
    } catch {
      throw new AppError("fetch_failed", `Could not fetch ${url} (timed out or refused).`, [`url: could not be fetched`]);
    }
    const location = response.headers.get("location");
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel().catch(() => {});
      try {
        url = new URL(location, url);
      } catch {
        throw new AppError("fetch_failed", "The page redirected to an invalid URL.", ["url: redirected to an invalid URL"]);
      }
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      throw new AppError("fetch_failed", `The page answered ${response.status}.`, [`url: answered HTTP ${response.status}`]);
    }
    const type = response.headers.get("content-type") ?? "";
    if (type && !/html|xml/i.test(type)) {
      await response.body?.cancel().catch(() => {});
      throw new AppError("fetch_failed", `The URL is not a web page (${type.split(";")[0]}).`, ["url: is not an HTML page"]);
    }
    return { html: (await readCapped(response, MAX_PAGE_BYTES)).toString("utf8"), finalUrl: url.toString() };
  }
  throw new AppError("fetch_failed", "Too many redirects.", ["url: too many redirects"]);
}

/** The body up to `limit` bytes (the head of a large page still carries its title and meta tags). */
async function readCapped(response: Response, limit: number): Promise<Buffer> {
  if (!response.body) return Buffer.alloc(0);
  try {
    return (await readUpTo(response.body, limit)).bytes;
  } catch {
    // The connection dropped or the timeout fired while the body was arriving.
    throw new AppError("fetch_failed", "The page could not be read to the end (timed out or cut off).", ["url: could not be fetched"]);
  }
}
