import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { AdcpError, createIdempotencyStore } from "@adcp/sdk/server";
// The handler-style server (each tool a function); the SDK files it under legacy/v5 beside its platform classes.
import { createAdcpServer } from "@adcp/sdk/server/legacy/v5";
import type { Actor } from "../auth/actor";
import { buildCreatives, type BuildRequest } from "../adcp/build";
import { previewOf, trackersOf, type FormatRef, type Manifest } from "../adcp/manifest";
import { findFormat, formatSpecs, type FormatSpec } from "../adcp/formats";
import { buildVastManifest, isVideoCreative, listBuyerVideos, syncBuyerVideo } from "../adcp/buyer-videos";
import { adcpIdempotencyBackend } from "../adcp/idempotency";
import { creativeOf, listCreatives, syncCatalogs, type AdcpCatalog } from "../adcp/library";
import { adcpStateStore } from "../adcp/state-store";
import { VAST_FORMAT } from "../adcp/vast";
import { getAd } from "../ads/service";
import { config } from "../config";
import { AppError, errors } from "../errors";
import { MAX_JSON_BYTES, parseJsonText, readBodyText } from "../http/body";
import { apiRoute } from "../http/api-route";

/**
 * The AdCP creative agent at /api/adcp/mcp (docs/adcp.md): the AdCP SDK's own server (tool schemas, request
 * and response validation, context echo, error envelopes, idempotency replay) over MCP Streamable HTTP,
 * stateless, behind adlab's entry (bearer API key with 401 + WWW-Authenticate, rate limit, body cap). Its
 * handlers map AdCP onto adlab's services; a build is an adlab ad order, charged as on REST.
 */
const agentUrl = () => `${config.baseUrl.replace(/\/$/, "")}/api/adcp/mcp`;

/** adlab's errors in the AdCP envelope: a refused input is INVALID_REQUEST naming every problem. */
function adcpErrorOf(error: unknown): unknown {
  if (!(error instanceof AppError)) return error;
  const details = { adlab_code: error.code, problems: error.details ?? [] };
  const message = [error.message, ...(error.details ?? [])].join(" ");
  switch (error.code) {
    case "validation_failed":
    case "idempotency_key_reused":
      return new AdcpError("INVALID_REQUEST", { message, details });
    case "insufficient_tokens":
      // AdCP 3.0's code for an operation that would exceed the budget (correctable: buy tokens, or ask for less).
      return new AdcpError("BUDGET_EXCEEDED", { message, details, recovery: "correctable" });
    case "not_found":
      return new AdcpError("REFERENCE_NOT_FOUND", { message, details });
    case "rate_limited":
      return new AdcpError("RATE_LIMITED", { message, details });
    default:
      return new AdcpError(error.status >= 500 ? "SERVICE_UNAVAILABLE" : "INVALID_REQUEST", { message, details });
  }
}

const mapped = <A extends unknown[], R>(fn: (...args: A) => Promise<R>) => async (...args: A): Promise<R> => {
  try {
    return await fn(...args);
  } catch (error) {
    throw adcpErrorOf(error);
  }
};

/** One adlab output as an AdCP format: its render size, the inputs it takes and the outputs a build returns. */
function formatOf(spec: FormatSpec) {
  const kind = spec.output === "video" ? "video" : "still";
  return {
    format_id: { agent_url: agentUrl(), id: spec.id },
    name: `${spec.width}x${spec.height} ${kind} (${spec.placement}${spec.mode === "generative" ? ", from a brief" : ""})`,
    description:
      spec.mode === "generative"
        ? `adlab writes, lays out and checks a ${kind} ad for ${spec.placement} from a brief (message) and the brand.`
        : `adlab lays out the buyer's headline, CTA and image as a ${kind} ad for ${spec.placement}, through its templates and QA gate.`,
    renders: [{ role: "primary", dimensions: { width: spec.width, height: spec.height } }],
    assets: [
      { item_type: "individual", asset_id: "brief", asset_type: "text", required: false },
      { item_type: "individual", asset_id: "brand", asset_type: "text", required: false },
      { item_type: "individual", asset_id: "headline", asset_type: "text", required: spec.mode === "template", requirements: { max_length: 90 } },
      { item_type: "individual", asset_id: "cta", asset_type: "text", required: false, requirements: { max_length: 30 } },
      { item_type: "individual", asset_id: "image", asset_type: "image", required: false },
      { item_type: "individual", asset_id: "click_url", asset_type: "url", required: false },
      { item_type: "individual", asset_id: "impression_tracker", asset_type: "url", required: false },
      ...(spec.output === "video" ? [{ item_type: "individual", asset_id: "video", asset_type: "video", required: false }] : []),
      { item_type: "individual", asset_id: "serving_tag", asset_type: "html", required: false },
    ],
  };
}

/** The VAST format: a tag around a video the library holds (a buyer's synced video or an adlab video ad), at the video's own size. */
function vastFormatOf() {
  return {
    format_id: { agent_url: agentUrl(), id: VAST_FORMAT.id },
    name: "VAST 4.0 linear video, up to 30 s",
    description: "A VAST 4.0 inline tag for a video in the library: a buyer's video synced with sync_creatives (an https MP4 or WebM up to 30 s), or an adlab video ad. Built from creative_id; nothing is rendered or charged.",
    assets: [
      { item_type: "individual", asset_id: "video", asset_type: "video", required: true },
      { item_type: "individual", asset_id: "click_url", asset_type: "url", required: false },
      { item_type: "individual", asset_id: "impression_tracker", asset_type: "url", required: false },
      { item_type: "individual", asset_id: "vast", asset_type: "vast", required: false },
    ],
  };
}

type Params = Record<string, unknown>;
const asRecord = (v: unknown) => (v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const str = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : null);

/** The AdCP build request as adlab's: the brand from `brand`/`account.brand`, adlab extras under `ext.adlab`. */
function buildRequestOf(params: Params): BuildRequest {
  const account = asRecord(params.account);
  const brand = asRecord(params.brand ?? account.brand);
  const ext = asRecord(asRecord(params.ext).adlab);
  const targets = (Array.isArray(params.target_format_ids) ? params.target_format_ids : params.target_format_id ? [params.target_format_id] : []) as FormatRef[];
  const extBrand = asRecord(ext.brand);
  return {
    agentUrl: agentUrl(),
    message: str(params.message),
    manifest: (params.creative_manifest as Manifest | undefined) ?? null,
    creativeId: str(params.creative_id),
    targets,
    quality: params.quality === "production" ? "production" : "draft",
    brandDomain: str(brand.domain),
    projectRef: str(ext.project_id),
    brandName: str(extBrand.name),
    brandColors: Array.isArray(extBrand.colors) ? extBrand.colors.filter((c): c is string => typeof c === "string" && /^#[0-9a-f]{3,8}$/i.test(c)) : [],
    includePreview: params.include_preview === true,
    idempotencyKey: str(params.idempotency_key),
  };
}

/** The preview of a build or of preview_creative; a multi-format build names each preview's format. */
function previewBlock(built: { preview: ReturnType<typeof previewOf>; spec: FormatSpec; manifest?: Manifest }[], multi = false) {
  return {
    previews: built.map((b, i) => ({
      preview_id: `preview_${i}`,
      ...(multi && b.manifest ? { format_id: b.manifest.format_id } : {}),
      renders: [{ render_id: `render_${i}`, output_format: "both", preview_url: b.preview.previewUrl, preview_html: b.preview.html, role: "primary", dimensions: { width: b.spec.width, height: b.spec.height } }],
      input: { name: "default" },
    })),
    expires_at: built[0].preview.expiresAt.toISOString(),
  };
}

/** build_creative to the VAST format: the tag alone (with other formats, it is refused: build them separately). */
async function buildVast(actor: Actor, request: BuildRequest) {
  if (request.targets.length > 1) throw errors.validation([`target_format_ids: ${VAST_FORMAT.id} is built on its own; build the other formats separately`]);
  const click = str(asRecord(request.manifest?.assets.click_url).url);
  const impressionUrls = Object.values(trackersOf(request.manifest));
  const manifest = await buildVastManifest(actor, request.agentUrl, request.creativeId, { ...(click ? { clickUrl: click } : {}), impressionUrls });
  return { creative_manifest: manifest, ext: { adlab: { tokens_charged: 0 } } };
}

/** list_creative_formats: adlab's formats under the buyer's filters (ids, type, sizes). */
async function formatsAnswer(params: Params) {
  const ids = Array.isArray(params.format_ids) ? new Set((params.format_ids as FormatRef[]).map((f) => f.id)) : null;
  const type = str(params.type);
  const maxW = typeof params.max_width === "number" ? params.max_width : Infinity;
  const maxH = typeof params.max_height === "number" ? params.max_height : Infinity;
  const minW = typeof params.min_width === "number" ? params.min_width : 0;
  const minH = typeof params.min_height === "number" ? params.min_height : 0;
  const specs = formatSpecs().filter(
    (s) =>
      (!ids || ids.has(s.id)) &&
      (!type || (type === "video" ? s.output === "video" : type === "display" ? s.output === "image" : false)) &&
      s.width <= maxW && s.height <= maxH && s.width >= minW && s.height >= minH,
  );
  // The VAST format has no size of its own (it is the video's): it is listed unless a size filter asks for one.
  const sized = [params.max_width, params.max_height, params.min_width, params.min_height].some((v) => typeof v === "number");
  const vast = (!ids || ids.has(VAST_FORMAT.id)) && (!type || type === "video") && !sized ? [vastFormatOf()] : [];
  return { formats: [...specs.map(formatOf), ...vast] } as never;
}

/** build_creative: one manifest per target format (or the VAST tag of a video), with what was charged. */
async function buildAnswer(actor: Actor, signal: AbortSignal, params: Params) {
  const request = buildRequestOf(params);
  if (request.targets.some((t) => t.id === VAST_FORMAT.id)) return (await buildVast(actor, request)) as never;
  const built = await buildCreatives(actor, request, { signal });
  const multi = Array.isArray(params.target_format_ids);
  const preview = request.includePreview && built.length ? { preview: previewBlock(built, multi) } : {};
  const charged = {
    ext: {
      adlab: {
        ad_id: built[0].ad.id,
        project_id: built[0].ad.project_id,
        tokens_charged: built.tokensCharged,
        ...(built.catalogItem ? { catalog_item: built.catalogItem } : {}),
        ...(built.failed.length ? { failed_formats: built.failed } : {}),
      },
    },
  };
  if (multi) return { creative_manifests: built.map((b) => b.manifest), ...preview, ...charged } as never;
  return { creative_manifest: { ...built[0].manifest }, ...preview, ...charged } as never;
}

/** preview_creative: the preview of a manifest adlab built, or of a draft build of any other. */
async function previewAnswer(actor: Actor, signal: AbortSignal, params: Params) {
  if (params.request_type && params.request_type !== "single") throw new AdcpError("UNSUPPORTED_FEATURE", { message: `request_type "${String(params.request_type)}" is not supported; send "single"` });
  const manifest = params.creative_manifest as Manifest | undefined;
  const spec = manifest ? findFormat(manifest.format_id?.id) : undefined;
  if (!manifest || !spec) throw new AdcpError("INVALID_REQUEST", { message: `creative_manifest.format_id.id: unknown format "${manifest?.format_id?.id ?? ""}" (list_creative_formats lists them)`, field: "creative_manifest.format_id" });
  // A manifest adlab built previews its ad; any other is laid out first (a draft build, charged as one, once per manifest a day).
  const ref = Object.values(manifest.assets ?? {}).map((a) => String((a as { url?: unknown }).url ?? "")).map((u) => u.match(/\/projects\/([0-9a-f-]{36})\/ads\/([0-9a-f-]{36})\//)).find(Boolean);
  let built: { preview: ReturnType<typeof previewOf>; spec: FormatSpec }[];
  if (ref) {
    const ad = await getAd(actor, ref[1], ref[2]);
    built = [{ preview: previewOf(actor, ad, spec), spec }];
  } else {
    const { createHash } = await import("node:crypto");
    const key = `preview-${createHash("sha256").update(JSON.stringify(manifest)).digest("hex").slice(0, 40)}`;
    const request = buildRequestOf({ ...params, creative_manifest: manifest, target_format_id: manifest.format_id, quality: "draft", idempotency_key: key });
    built = await buildCreatives(actor, request, { signal });
  }
  return { response_type: "single", ...previewBlock(built) } as never;
}

/** list_creatives: the buyer's videos, then a page of the ads adlab built. */
async function libraryAnswer(actor: Actor, params: Params) {
  const pagination = asRecord(params.pagination);
  const limit = typeof pagination.max_results === "number" ? Math.min(pagination.max_results, 100) : 50;
  const cursor = str(pagination.cursor);
  const page = await listCreatives(actor, agentUrl(), { limit, cursor });
  // The buyer's videos come first, on the first page (a library holds few; adlab's ads page behind them).
  const creatives = [...(cursor ? [] : await listBuyerVideos(actor, 100)), ...page.creatives];
  const { nextCursor } = page;
  return {
    query_summary: { total_matching: creatives.length, returned: creatives.length },
    pagination: { has_more: Boolean(nextCursor), ...(nextCursor ? { cursor: nextCursor } : {}) },
    creatives,
  } as never;
}

/** sync_creatives: each creative acknowledged, kept (a video) or refused with the way to get it in. */
async function syncAnswer(actor: Actor, params: Params) {
  // adlab's library holds the ads adlab built and the buyer's videos (for their VAST tags): a creative
  // sent back that points at an adlab ad is acknowledged (unchanged), a video is kept, anything else is
  // refused per creative, with the way to get it in.
  const creatives = Array.isArray(params.creatives) ? (params.creatives as Params[]) : [];
  const results = [];
  for (const creative of creatives) {
    const id = str(creative.creative_id) ?? "";
    const adId = /^[0-9a-f-]{36}$/i.test(id) ? id : null;
    const ad = adId ? await getAd(actor, null, adId).catch(() => null) : null;
    if (!ad && isVideoCreative(creative)) {
      results.push(await syncBuyerVideo(actor, creative));
      continue;
    }
    results.push(
      ad
        ? { creative_id: id, action: "unchanged", ...creativeOf(actor.organizationId, agentUrl(), ad).format_id && {} }
        : { creative_id: id || "(none)", action: "failed", errors: [{ code: "INVALID_REQUEST", message: "adlab's library holds the creatives adlab built; call build_creative to make one from this manifest" }] },
    );
  }
  return { creatives: results } as never;
}

function adcpAgent(actor: Actor, signal: AbortSignal) {
  return createAdcpServer({
    name: "adlab creative agent",
    version: "1.0.0",
    // The account is adlab's: the API key's organization. Any brand/operator reference resolves to it.
    resolveAccount: async () => ({ organizationId: actor.organizationId }),
    resolveAccountFromAuth: async () => ({ organizationId: actor.organizationId }),
    resolveSessionKey: () => actor.organizationId,
    idempotency: createIdempotencyStore({ backend: adcpIdempotencyBackend(actor.organizationId), ttlSeconds: 86_400 }),
    // ctx.store in the database, the account's partition (the SDK refuses its in-memory default in production).
    stateStore: adcpStateStore(actor.organizationId),
    validation: { requests: "strict", responses: "strict" },
    capabilities: {
      specialisms: ["creative-generative", "creative-template"],
      creative: { supportsGeneration: true, supportsTransformation: true, hasCreativeLibrary: true },
      overrides: {
        // adlab builds creatives and sells no media: the SDK would declare media_buy because sync_catalogs
        // (which a generative creative agent needs) is filed under it, and buyers would look for a seller here.
        supported_protocols: ["creative"],
        media_buy: null,
        // The v3 envelope's status, which this SDK's capabilities answer leaves out (fixed upstream in adcp-client#1895).
        status: "completed",
        // adlab's formats, by id, so a buyer sees what it can build before listing them in full.
        ext: { adlab: { format_ids: formatSpecs().map((s) => s.id) } },
      },
    },
    creative: {
      listCreativeFormats: mapped(async (params: Params) => formatsAnswer(params)),
      buildCreative: mapped(async (params: Params) => buildAnswer(actor, signal, params)),
      previewCreative: mapped(async (params: Params) => previewAnswer(actor, signal, params)),
      listCreatives: mapped(async (params: Params) => libraryAnswer(actor, params)),
      syncCreatives: mapped(async (params: Params) => syncAnswer(actor, params)),
    },
    eventTracking: {
      syncCatalogs: mapped(async (params: Params) => {
        const brand = asRecord(asRecord(params.account).brand);
        const catalogs = await syncCatalogs(actor, str(brand.domain) ?? "unbranded", (Array.isArray(params.catalogs) ? params.catalogs : []) as AdcpCatalog[]);
        return { catalogs } as never;
      }),
    },
  } as never);
}

/** POST /api/adcp/mcp: a server and a transport per request (stateless), as /api/mcp. */
export const adcpPost = apiRoute(async ({ req, actor }) => {
  const message = parseJsonText(await readBodyText(req, MAX_JSON_BYTES));
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  const server = adcpAgent(actor, req.signal);
  await server.connect(transport as never);
  req.signal.addEventListener("abort", () => void server.close());
  return transport.handleRequest(req, { parsedBody: message });
}, { auth: { oauth: "/api/adcp/mcp" } });
