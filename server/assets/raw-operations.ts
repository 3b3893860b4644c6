import { requestedRange, storedFileResponse } from "../http/file-response";
import { notFound } from "../openapi/registry";
import { defineOperations } from "../operations/operation";
import { uploadAssetEncoding, uploadAssetMultipart } from "./schema";
import { createAsset, openAssetFile } from "./service";
import { assetJson } from "./shapes";
import { readAssetUpload } from "./upload";

const base = "/api/v1/projects/{project_id}/assets";
const IMAGE_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"];

/** The upload (a multipart form) and the download (bytes, ranges), which REST serves alone. */
export const assetRawOperations = defineOperations([
  {
    method: "post",
    path: base,
    summary: "Upload one image (PNG, JPEG, GIF or WebP, at most 10 MB) as multipart/form-data",
    description:
      "The content type is decided from the file's bytes, not the declared part type; width and height are read from the image. " +
      "Bodies over the limit are refused with 413 `payload_too_large` without being read in full.",
    tool: "upload_asset",
    raw: true,
    rateLimit: "upload",
    body: { multipart: uploadAssetMultipart, encoding: uploadAssetEncoding },
    responses: {
      201: { description: "The asset", key: "asset", schema: assetJson },
      404: notFound,
      413: { description: "`payload_too_large`: the upload is over 10 MB" },
    },
    // The project is resolved (or 404) before the body is read.
    handler: async ({ req, actor, params }) => ({ status: 201, body: { asset: await createAsset(actor, params.project_id, () => readAssetUpload(req)) } }),
  },
  {
    method: "get",
    path: `${base}/{asset_id}/file`,
    summary: "Download the raw stored bytes (Content-Type as uploaded)",
    description:
      "Supports `Range: bytes=a-b`, `bytes=a-` and `bytes=-n` (206; 416 outside the file). " +
      "With files in a bucket and `S3_PRESIGN=1`, 302 to a presigned bucket URL valid for 5 minutes.",
    tool: "download_asset_file",
    raw: true,
    responses: {
      200: { description: "The image bytes, as stored", contentType: IMAGE_TYPES },
      206: { description: "The requested byte range", contentType: IMAGE_TYPES },
      302: { description: "Download from the presigned bucket URL in Location", headers: ["Location"] },
      404: notFound,
      416: { description: "The range lies outside the file" },
    },
    handler: async ({ req, actor, params }) =>
      storedFileResponse(await openAssetFile(actor, params.project_id, params.asset_id, requestedRange(req)), { cacheControl: "private, max-age=3600" }),
  },
]);
