import { z } from "zod";
import type { McpUiResourceMeta, McpUiToolMeta } from "@modelcontextprotocol/ext-apps";
import { RESOURCE_MIME_TYPE, RESOURCE_URI_META_KEY } from "@modelcontextprotocol/ext-apps/server";
import type { ReadResourceResult, Resource } from "@modelcontextprotocol/sdk/types.js";
import { getAd, updateAd } from "../ads/service";
import { adJson } from "../ads/shapes";
import { orderVariant } from "../ads/variant";
import type { Actor } from "../auth/actor";
import { config } from "../config";
import { errors } from "../errors";
import { jsonResult, type TaskTool, type ToolAnswer } from "./answer";
import { adsViewHtml } from "./app-bundle";
import { signedDownload } from "./files";
import { idempotencyProperty, outputSchemaFrom, toJson } from "./tools";

/**
 * The MCP App (the ext-apps extension): the ads a tool returned, drawn in the conversation by the view
 * `ui://adlab/ads` (./app-view.ts). generate_ads, list_ads and get_ad_batch name it; their results carry,
 * in `_meta` (which models do not read), signed links to each ready ad's files for the view to show, so
 * their JSON and text are those of a client without apps. Two app-only tools answer the view's buttons.
 */

export const APP_URI = "ui://adlab/ads";
export const APP_TOOLS = ["generate_ads", "list_ads", "get_ad_batch"];
/** Where a result's previews are, in its `_meta`: ad id -> the files the view shows. */
const PREVIEWS_META_KEY = "adlab/previews";

/** The view loads the files from adlab's own origin (signed links), and nothing else. */
function resourceMeta(): McpUiResourceMeta {
  return { csp: { resourceDomains: [new URL(config.baseUrl).origin], connectDomains: [] }, prefersBorder: true };
}

export const appResource = (): Resource => ({
  uri: APP_URI,
  name: "ads",
  title: "Ads",
  description: "The ads a tool returned, every placement with its QA score and angle, videos playing; pick the one to run or ask for another like it.",
  mimeType: RESOURCE_MIME_TYPE,
  _meta: { ui: resourceMeta() },
});

export async function readAppResource(): Promise<ReadResourceResult> {
  return { contents: [{ uri: APP_URI, mimeType: RESOURCE_MIME_TYPE, text: await adsViewHtml(), _meta: { ui: resourceMeta() } }] };
}

const toolMeta = (ui: McpUiToolMeta) => ({ ui, ...(ui.resourceUri ? { [RESOURCE_URI_META_KEY]: ui.resourceUri } : {}) });

type Preview = { placement: string; format: string; mime_type: string; url: string };
type AdLike = { id: string; project_id: string; status: string; output: string; placements: string[] };

/** Signed links to each ready ad's files: the PNG of a still, the MP4 of a video, per placement. */
function previewsOf(actor: Actor, ads: AdLike[]): Record<string, Preview[]> {
  return Object.fromEntries(
    ads
      .filter((ad) => ad.status === "ready")
      .map((ad) => {
        const format = ad.output === "video" ? "mp4" : "png";
        const files = ad.placements.map((placement) => ({
          placement,
          format,
          mime_type: format === "mp4" ? "video/mp4" : "image/png",
          url: signedDownload(actor, { kind: "file", project_id: ad.project_id, ad_id: ad.id, placement, format }).url,
        }));
        return [ad.id, files];
      }),
  );
}

/** The ads an answer holds: `ads` (generate_ads, list_ads, order_variant), or a catalog batch's (whose output and placements are the batch's). */
function adsIn(body: Record<string, unknown>): AdLike[] {
  const batch = body.ad_batch as (Omit<AdLike, "id" | "status"> & { ads?: { id: string; status: string }[] }) | undefined;
  const ads = (body.ads as AdLike[] | undefined) ?? batch?.ads?.map((ad) => ({ ...ad, project_id: batch.project_id, output: batch.output, placements: batch.placements })) ?? [];
  return ads.filter((ad) => ad && typeof ad.id === "string" && Array.isArray(ad.placements));
}

function withPreviews(answer: ToolAnswer, actor: Actor): ToolAnswer {
  const ads = adsIn(answer.structuredContent);
  return ads.length ? { ...answer, _meta: { ...answer._meta, [PREVIEWS_META_KEY]: previewsOf(actor, ads) } } : answer;
}

/** A tool that shows its answer in the view: it names the view, and its answers carry the previews. */
export function withAppView(tool: TaskTool): TaskTool {
  return {
    ...tool,
    _meta: { ...tool._meta, ...toolMeta({ resourceUri: APP_URI }) },
    run: async (args, context) => withPreviews(await tool.run(args, context), context.actor),
  };
}

const adRef = z.strictObject({ project_id: z.string().min(1).describe("The project's UUID or slug"), ad_id: z.string().min(1).describe("The ad's UUID or slug") });
const parse = <T extends z.ZodType>(schema: T, args: unknown): z.output<T> => {
  const parsed = schema.safeParse(args);
  if (!parsed.success) throw errors.validation(parsed.error.issues.map((i) => `${i.path.join(".") || "arguments"}: ${i.message}`));
  return parsed.data;
};
const appOnly = toolMeta({ resourceUri: APP_URI, visibility: ["app"] });
const PICKED_TAG = "picked";

/** pick_ad: the person's choice of the ad to run, kept as the tag `picked` (the web app and the agent see it). */
const pickAd: TaskTool = {
  name: "pick_ad",
  title: "Pick the ad to run",
  description:
    "Marks an ad as the one the person picked to run, with the tag `picked` (for the ads view's button; an agent reads the choice in the ad's tags). " +
    "Returns the ad (under `ad`).",
  inputSchema: toJson(adRef, "input"),
  outputSchema: outputSchemaFrom(toJson(z.object({ ad: adJson }), "output")),
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  _meta: appOnly,
  run: async (args, { actor }) => {
    const { project_id, ad_id } = parse(adRef, args);
    const ad = await getAd(actor, project_id, ad_id);
    const tags = ad.tags.includes(PICKED_TAG) ? ad.tags : [...ad.tags, PICKED_TAG];
    return jsonResult({ ad: await updateAd(actor, project_id, ad.id, { tags }) });
  },
};

const variantArgs = adRef.extend({ idempotency_key: z.string().min(1).max(255).optional() });

/** order_variant: one more ad from the same request, for the view's "Another like this" button. */
const orderVariantTool: TaskTool = {
  name: "order_variant",
  title: "Order another variant",
  description:
    "Orders one more ad from the request that made `ad_id` (same output, placements, audience, direction and words; a new take), charged as any ad (for the ads view's button). " +
    "Returns `ad` and `ads` (the one new ad, generating).",
  inputSchema: { ...toJson(adRef, "input"), properties: { ...(toJson(adRef, "input").properties as object), idempotency_key: idempotencyProperty } },
  outputSchema: outputSchemaFrom(toJson(z.object({ ad: adJson, ads: z.array(adJson) }), "output")),
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
  _meta: appOnly,
  run: async (args, { actor }) => {
    const { project_id, ad_id, idempotency_key } = parse(variantArgs, args);
    const { replayed: _replayed, ...body } = await orderVariant(actor, project_id, ad_id, { idempotencyKey: idempotency_key ?? null });
    return withPreviews(jsonResult(body), actor);
  },
};

export const appOnlyTools: TaskTool[] = [pickAd, orderVariantTool];
