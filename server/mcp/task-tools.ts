import { z } from "zod";
import { getAd } from "../ads/service";
import { uploadAssetSchema } from "../assets/schema";
import { createAsset } from "../assets/service";
import { assetJson } from "../assets/shapes";
import { errors } from "../errors";
import type { Operation } from "../operations/operation";
import { jsonResult, type TaskTool } from "./answer";
import { readTarget, signedDownload } from "./files";
import { generateAds } from "./generate-ads";
import { readUploadSource, uploadSourceSchema } from "./upload-source";
import { outputSchemaFrom, toJson } from "./tools";

/**
 * The task-level tools: what an agent needs in one call where REST takes several (order ads and wait for
 * them, fetch a file as content, upload from a URL or base64). Each is built on the operations' services.
 */

const fileArgs = z.strictObject({
  project_id: z.string().min(1).describe("The project's UUID or slug"),
  ad_id: z.string().min(1).describe("The ad's UUID or slug"),
  placement: z.string().optional().describe("e.g. square, instagram_story (default: the ad's first)"),
  format: z.enum(["png", "jpg", "jpeg", "mp4", "html"]).optional().describe("Default png for an image ad, mp4 for a video"),
});
const fileJson = z.object({
  file: z.object({
    uri: z.string().describe("the file as an MCP resource (adlab://…), readable with resources/read"),
    placement: z.string(),
    format: z.string(),
    mime_type: z.string(),
    byte_size: z.number().int().nullable(),
    download_url: z.string().describe("a signed HTTPS link to the file that works without the API key until expires_at"),
    expires_at: z.iso.datetime(),
  }),
});

/** get_ad_file: the file as its resource: PNG and JPEG as image content, others embedded up to the blob cap, else linked. */
const getAdFile: TaskTool = {
  name: "get_ad_file",
  title: "Get an ad file",
  description:
    "A rendered file of a ready ad, to look at or hand on: `placement` (default: the ad's first) and `format` (png, jpg, mp4, html; default png for an image ad, mp4 for a video). " +
    "PNG and JPEG come back as image content, MP4 and HTML as an embedded resource up to 20 MB (above: a link). " +
    "A JPEG that was not rendered yet is rendered first. Use get_ad first to see the ad's placements and status. " +
    "Returns `file`: its adlab:// resource URI (resources/read gives the same bytes), its type and size, and a signed `download_url` that works without the key for 24 hours.",
  inputSchema: toJson(fileArgs, "input"),
  outputSchema: outputSchemaFrom(toJson(fileJson, "output")),
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  run: async (args, { actor }) => {
    const parsed = fileArgs.safeParse(args);
    if (!parsed.success) throw errors.validation(parsed.error.issues.map((i) => `${i.path.join(".") || "arguments"}: ${i.message}`));
    const { project_id, ad_id, placement, format } = parsed.data;
    const ad = await getAd(actor, project_id, ad_id);
    const target = { kind: "file" as const, project_id: ad.project_id, ad_id: ad.id, placement: placement ?? ad.placements[0], format: format === "jpeg" ? "jpg" : (format ?? (ad.output === "video" ? "mp4" : "png")) };
    const read = await readTarget(actor, target);
    const link = "link" in read ? read.link : signedDownload(actor, target);
    const file = { uri: read.uri, placement: target.placement, format: target.format, mime_type: read.mimeType, byte_size: "bytes" in read ? read.bytes.length : read.size, download_url: link.url, expires_at: link.expires_at };
    if (!("bytes" in read)) return jsonResult({ file }, [{ type: "resource_link", uri: link.url, name: read.filename, mimeType: read.mimeType }]);
    const data = read.bytes.toString("base64");
    const isImage = read.mimeType.startsWith("image/");
    return jsonResult({ file }, [isImage ? { type: "image", data, mimeType: read.mimeType } : { type: "resource", resource: { uri: read.uri, mimeType: read.mimeType, blob: data } }]);
  },
};

const uploadArgs = uploadAssetSchema.extend(uploadSourceSchema.shape).extend({ project_id: z.string().min(1) });

/** upload_asset: an image from a public URL or base64 data, with the multipart upload's fields. */
const uploadAsset: TaskTool = {
  name: "upload_asset",
  title: "Upload an asset",
  description:
    "Add an image (PNG, JPEG, GIF or WebP, at most 10 MB) to a project's asset library, from a public `url` or from base64 `data` (exactly one), " +
    "with the upload's fields: `asset_type` (logo, product, ...), `description`, `metadata`, `license_metadata`, and `filename`. " +
    "Use it before generate_ads so the ads show the brand's logo and the product's photo. Returns the stored `asset` with its type, size and dimensions.",
  inputSchema: toJson(uploadArgs, "input"),
  outputSchema: outputSchemaFrom(toJson(z.object({ asset: assetJson }), "output")),
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
  run: async ({ project_id, url, data, filename, ...fields }, { actor }) => {
    if (typeof project_id !== "string" || !project_id) throw errors.validation([project_id === undefined ? "project_id: is required" : "project_id: must be a string (a UUID or slug)"]);
    const asset = await createAsset(actor, project_id, async () => ({ fields, ...(await readUploadSource({ url, data, filename })) }));
    return jsonResult({ asset });
  },
};

/** The task tools, given the operations they build on; `replaces` names the operations' own tools they stand for. */
export function taskTools(byTool: Map<string, Operation>): { tools: TaskTool[]; replaces: string[] } {
  const create = byTool.get("create_ads");
  if (!create) throw new Error("generate_ads needs the create_ads operation");
  return { tools: [generateAds(create), getAdFile, uploadAsset], replaces: ["create_ads"] };
}
