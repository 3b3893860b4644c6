import { z } from "zod";
import type { Actor } from "../auth/actor";
import { fileUrlOf } from "../ads/serializer";
import { adFile } from "../ads/files";
import { getAd } from "../ads/service";
import { adsProgressState, waitForAdsChange } from "../ads/wait";
import type { AdJson } from "../ads/shapes";
import { uploadAssetSchema } from "../assets/schema";
import { createAsset } from "../assets/service";
import { clock } from "../clock";
import { errors } from "../errors";
import type { Operation } from "../operations/operation";
import { readUploadSource, uploadSourceSchema } from "./upload-source";
import { callOperation } from "../operations/flat-args";
import { describeTool, type ToolDescriptor } from "./tools";

/**
 * The task-level tools: what an agent needs in one call where REST takes several (order ads and wait for
 * them, fetch a file as content, upload from a URL or base64). Each is built on the operations' services.
 */

export type ToolContext = {
  actor: Actor;
  /** Reports how far a long call is (MCP progress notifications, when the client sent a progressToken). */
  progress: (progress: number, total: number, message: string) => Promise<void>;
  signal: AbortSignal;
};
type Content = { type: "text"; text: string } | { type: "image"; data: string; mimeType: string } | { type: "resource_link"; uri: string; name: string; mimeType: string };
export type ToolAnswer = { content: Content[]; structuredContent?: Record<string, unknown> };
export type TaskTool = ToolDescriptor & { run: (args: Record<string, unknown>, context: ToolContext) => Promise<ToolAnswer> };

export const MAX_WAIT_SECONDS = 120;

const summaryOf = (ads: AdJson[]) =>
  ads.map((ad) => `${ad.slug}: ${ad.status}${ad.progress ? ` (${ad.progress.percent}%)` : ""}${ad.failure_reason ? ` — ${ad.failure_reason}` : ""}`).join("\n");

/** generate_ads: the create-ads operation, then a wait of up to `wait_seconds` while it reports the pipeline's steps. */
function generateAds(create: Operation): TaskTool {
  const base = describeTool(create);
  const properties = (base.inputSchema.properties ?? {}) as Record<string, unknown>;
  return {
    ...base,
    name: "generate_ads",
    description:
      `${base.description} Then waits up to \`wait_seconds\` (0-${MAX_WAIT_SECONDS}, default 60) and answers as soon as every variant is ready or failed, ` +
      "or with their current state when the wait is over (call get_ad to follow them). Sends MCP progress notifications from the pipeline's steps while it waits.",
    inputSchema: {
      ...base.inputSchema,
      properties: {
        ...properties,
        wait_seconds: { type: "integer", minimum: 0, maximum: MAX_WAIT_SECONDS, default: 60, description: "How long to wait for the ads, in seconds" },
        idempotency_key: { type: "string", minLength: 1, maxLength: 255, description: "Makes a retry safe, as the Idempotency-Key header does on REST: the same key answers the first order and charges nothing again" },
      },
    },
    run: async ({ wait_seconds, idempotency_key, ...args }, { actor, progress, signal }) => {
      const problems: string[] = [];
      const wait = z.number().int().min(0).max(MAX_WAIT_SECONDS).default(60).safeParse(wait_seconds);
      if (!wait.success) problems.push(`wait_seconds: must be a whole number from 0 to ${MAX_WAIT_SECONDS}`);
      const key = z.string().min(1).max(255).optional().safeParse(idempotency_key);
      if (!key.success) problems.push("idempotency_key: must be a string of 1 to 255 characters");
      if (!wait.success || !key.success) throw errors.validation(problems);
      const created = (await callOperation(create, actor, args, key.data ?? null)).body as { ad: AdJson; ads: AdJson[] };
      let ads = created.ads;
      const ids = ads.map((ad) => ad.id);
      // The REST `Prefer: wait`'s mechanism (server/ads/wait.ts), watching progress too, so each step is reported.
      const watched = () => adsProgressState(ids);
      const read = () => Promise.all(ids.map((id) => getAd(actor, created.ad.project_id, id)));
      const deadline = clock().now() + wait.data * 1000;
      // The state, then the ads: a change after either read ends the next wait at once, none is missed.
      let since = await watched();
      ads = await read();
      await progress(0, 100, "Queued");
      while (ads.some((ad) => ad.generating) && clock().now() < deadline && !signal.aborted) {
        if (!(await waitForAdsChange(ids, since, (deadline - clock().now()) / 1000, { signal, state: watched }))) continue;
        since = await watched();
        ads = await read();
        const percent = Math.round(ads.reduce((sum, ad) => sum + (ad.ready || ad.failed ? 100 : (ad.progress?.percent ?? 0)), 0) / ads.length);
        const running = ads.flatMap((ad) => ad.progress?.steps.filter((step) => step.status === "running").map((step) => step.label) ?? []);
        await progress(percent, 100, running.length ? [...new Set(running)].join(", ") : ads.every((ad) => !ad.generating) ? "Done" : "Waiting");
      }
      const body = { ad: ads[0], ads };
      return { content: [{ type: "text", text: summaryOf(ads) }], structuredContent: body };
    },
  };
}

const fileArgs = z.strictObject({ project_id: z.string().min(1), ad_id: z.string().min(1), placement: z.string().optional(), format: z.string().optional() });

/** get_ad_file: PNG and JPEG as image content; MP4 and HTML as a link to the REST download (bearer key). */
const getAdFile: TaskTool = {
  name: "get_ad_file",
  description:
    "A rendered file of a ready ad. `placement` (default: the ad's first) and `format` (png, jpg, mp4, html; default png for an image ad, mp4 for a video). " +
    "PNG and JPEG come back as image content; MP4 and HTML as a resource link to the REST download, fetched with the same bearer key. " +
    "A raster that was not pre-rendered answers `rendering`: call again after a few seconds.",
  inputSchema: z.toJSONSchema(fileArgs, { io: "input" }) as Record<string, unknown>,
  run: async (args, { actor }) => {
    const parsed = fileArgs.safeParse(args);
    if (!parsed.success) throw errors.validation(parsed.error.issues.map((i) => `${i.path.join(".") || "arguments"}: ${i.message}`));
    const { project_id, ad_id, placement, format } = parsed.data;
    const result = await adFile(actor, project_id, ad_id, { format: format === "jpeg" ? "jpg" : format, placement });
    if (result.kind === "rendering") {
      return { content: [{ type: "text", text: `Rendering the ${result.body.format}; call again in ${result.retryAfter} s.` }], structuredContent: result.body };
    }
    const ad = await getAd(actor, project_id, ad_id);
    const chosen = { placement: placement ?? ad.placements[0], format: format === "jpeg" ? "jpg" : (format ?? (ad.output === "video" ? "mp4" : "png")) };
    const mimeType = result.kind === "file" ? result.contentType : chosen.format === "mp4" ? "video/mp4" : "text/html";
    const name = `${ad.slug}-${chosen.placement}.${chosen.format}`;
    if (result.kind === "file" && (chosen.format === "png" || chosen.format === "jpg")) {
      const chunks: Buffer[] = [];
      for await (const chunk of result.stream) chunks.push(Buffer.from(chunk as Uint8Array));
      return { content: [{ type: "image", data: Buffer.concat(chunks).toString("base64"), mimeType }, { type: "text", text: name }] };
    }
    if (result.kind === "file") result.stream.destroy();
    const uri = result.kind === "redirect" ? result.url : fileUrlOf({ id: ad.id, projectId: ad.project_id }, chosen.placement, chosen.format);
    return { content: [{ type: "resource_link", uri, name, mimeType }] };
  },
};

const uploadArgs = uploadAssetSchema.extend(uploadSourceSchema.shape).extend({ project_id: z.string().min(1) });

/** upload_asset: an image from a public URL or base64 data, with the multipart upload's fields. */
const uploadAsset: TaskTool = {
  name: "upload_asset",
  description:
    "Add an image (PNG, JPEG, GIF or WebP, at most 10 MB) to a project's asset library, from a public `url` or from base64 `data` (exactly one), " +
    "with the upload's fields: `asset_type` (e.g. logo, product), `description`, `metadata`, `license_metadata`, and `filename`.",
  inputSchema: z.toJSONSchema(uploadArgs, { io: "input" }) as Record<string, unknown>,
  run: async ({ project_id, url, data, filename, ...fields }, { actor }) => {
    if (typeof project_id !== "string" || !project_id) throw errors.validation(["project_id: is required"]);
    const asset = await createAsset(actor, project_id, async () => ({ fields, ...(await readUploadSource({ url, data, filename })) }));
    return { content: [{ type: "text", text: `asset ${asset.id} (${asset.content_type}, ${asset.width}x${asset.height})` }], structuredContent: { asset } };
  },
};

/** The task tools, given the operations they build on; `replaces` names the operations' own tools they stand for. */
export function taskTools(byTool: Map<string, Operation>): { tools: TaskTool[]; replaces: string[] } {
  const create = byTool.get("create_ads");
  if (!create) throw new Error("generate_ads needs the create_ads operation");
  return { tools: [generateAds(create), getAdFile, uploadAsset], replaces: ["create_ads"] };
}
