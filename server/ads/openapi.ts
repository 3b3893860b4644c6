import { z } from "zod";
import { notFound, type Endpoint } from "../openapi/registry";
import { PLACEMENT_IDS } from "../render/placements";
import { FILE_FORMATS, fileQuerySchema } from "./schema";


/** The file download, with the format chosen by query or by extension (`/file.png`): both are one route. */
function fileEndpoint(path: string, description: string): Endpoint {
  return {
    method: "get",
    path,
    tag: "Ads",
    summary: path.endsWith("}") ? "Download a rendered file of the ad, the format as an extension" : "Download a rendered file of the ad",
    description,
    query: fileQuerySchema,
    responses: {
      200: { description: "The file", contentType: ["image/png", "image/jpeg", "video/mp4", "text/html"] },
      202: {
        description: "Rendering; retry after the Retry-After seconds",
        schema: z.object({ status: z.literal("rendering"), format: z.enum(FILE_FORMATS), placement: z.enum(PLACEMENT_IDS), poll_url: z.string() }),
        headers: ["Retry-After"],
      },
      206: { description: "The requested byte range", contentType: ["image/png", "image/jpeg", "video/mp4", "text/html"] },
      302: { description: "Download from the presigned bucket URL in Location", headers: ["Location"] },
      404: notFound,
      416: { description: "The range lies outside the file" },
      409: { description: "The ad is generating (`ad_not_ready`) or failed (`ad_failed`)" },
    },
  };
}

/** The downloads stay hand-written routes (bytes, ranges, redirects); the JSON operations are in operations.ts. */
export const adEndpoints: Endpoint[] = [
  fileEndpoint(
    "/api/v1/projects/{project_id}/ads/{ad_id}/file",
    "`format` (default: png for an image ad, mp4 for a video) and `placement` (default: the ad's first) pick the file. " +
      "202 while a raster that was not pre-rendered (a jpg, a video's png poster) renders. 422 for an unknown format or placement, a placement the ad does not have, or mp4 of an image ad. " +
      "`Range: bytes=a-b` is honoured (206); with files in a bucket and `S3_PRESIGN=1`, 302 to a presigned URL.",
  ),
  {
    // The rules are GET .../file's, said there once.
    ...fileEndpoint("/api/v1/projects/{project_id}/ads/{ad_id}/file.{format}", "GET .../file with the format as the extension (`jpeg` is `jpg`); a `format` query, if sent too, must agree."),
    params: z.object({ format: z.enum([...FILE_FORMATS, "jpeg"]).describe("The file format") }),
    query: fileQuerySchema.pick({ placement: true }),
  },
  {
    method: "get",
    path: "/api/v1/projects/{project_id}/ads/{ad_id}/archive",
    tag: "Ads",
    summary: "Download all sizes: every file of a ready ad as one zip",
    description:
      "Entries are `<placement>.<ext>`: each placement's png (mp4 for a video) and HTML document, plus any jpg rendered on demand. Streamed as it is written (no Content-Length). " +
      "409 `ad_not_ready` while the ad is generating, `ad_failed` when it failed.",
    responses: {
      200: { description: "The zip", contentType: "application/zip" },
      404: notFound,
      409: { description: "The ad is generating (`ad_not_ready`) or failed (`ad_failed`)" },
    },
  },
];
