import { z } from "zod";
import type { Endpoint } from "../openapi/registry";
import { pageSchema } from "../http/pagination";
import { updateAssetSchema, uploadAssetEncoding, uploadAssetMultipart } from "./schema";
import { assetJson } from "./shapes";

const notFound = { description: "No such project or asset in this account" };
const base = "/api/v1/projects/{project_id}/assets";

export const assetEndpoints: Endpoint[] = [
  {
    method: "get",
    path: base,
    tag: "Assets",
    summary: "List a project's assets, newest first",
    query: pageSchema,
    responses: {
      200: { description: "A page of assets", schema: z.object({ assets: z.array(assetJson), next_cursor: z.string().nullable() }) },
      404: notFound,
    },
  },
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
    path: `${base}/{id}`,
    tag: "Assets",
    summary: "Get an asset",
    responses: { 200: { description: "The asset", key: "asset", schema: assetJson }, 404: notFound },
  },
  {
    method: "patch",
    path: `${base}/{id}`,
    tag: "Assets",
    summary: "Update an asset's type, file name, description or metadata",
    body: { key: "asset", schema: updateAssetSchema },
    responses: { 200: { description: "The asset", key: "asset", schema: assetJson }, 404: notFound },
  },
  {
    method: "delete",
    path: `${base}/{id}`,
    tag: "Assets",
    summary: "Delete an asset and its stored file",
    responses: { 204: { description: "Deleted" }, 404: notFound },
  },
  {
    method: "get",
    path: `${base}/{id}/file`,
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
