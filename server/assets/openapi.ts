import { notFound, type Endpoint } from "../openapi/registry";
import { uploadAssetEncoding, uploadAssetMultipart } from "./schema";
import { assetJson } from "./shapes";

const base = "/api/v1/projects/{project_id}/assets";

/** The upload (multipart) and the download (bytes) stay hand-written routes; the JSON operations are in operations.ts. */
export const assetEndpoints: Endpoint[] = [
  {
    method: "post",
    path: base,
    tag: "Assets",
    summary: "Upload one image (PNG, JPEG, GIF or WebP, at most 10 MB) as multipart/form-data",
    description:
      "The content type is decided from the file's bytes, not the declared part type; width and height are read from the image. " +
      "Bodies over the limit are refused with 413 `payload_too_large` without being read in full.",
    body: { multipart: uploadAssetMultipart, encoding: uploadAssetEncoding },
    responses: {
      201: { description: "The asset", key: "asset", schema: assetJson },
      404: notFound,
      413: { description: "`payload_too_large`: the upload is over 10 MB" },
    },
  },
  {
    method: "get",
    path: `${base}/{asset_id}/file`,
    tag: "Assets",
    summary: "Download the raw stored bytes (Content-Type as uploaded)",
    description:
      "Supports `Range: bytes=a-b`, `bytes=a-` and `bytes=-n` (206; 416 outside the file). " +
      "With files in a bucket and `S3_PRESIGN=1`, 302 to a presigned bucket URL valid for 5 minutes.",
    responses: {
      200: { description: "The image bytes, as stored", contentType: ["image/png", "image/jpeg", "image/gif", "image/webp"] },
      206: { description: "The requested byte range", contentType: ["image/png", "image/jpeg", "image/gif", "image/webp"] },
      302: { description: "Download from the presigned bucket URL in Location", headers: ["Location"] },
      404: notFound,
      416: { description: "The range lies outside the file" },
    },
  },
];
