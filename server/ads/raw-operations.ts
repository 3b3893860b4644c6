import { z } from "zod";
import { requestedRange, storedFileResponse, zipResponse } from "../http/file-response";
import { json } from "../http/respond";
import { notFound, zipResponses } from "../openapi/registry";
import { defineOperations, type RawCall } from "../operations/operation";
import { errors } from "../errors";
import { PLACEMENT_IDS } from "../../shared/placements";
import { adArchive } from "./archive";
import { adFile } from "./files";
import { FILE_FORMATS, fileQuerySchema } from "./schema";

const ad = "/api/v1/projects/{project_id}/ads/{ad_id}";
const FILE_TYPES = ["image/png", "image/jpeg", "video/mp4", "text/html"];

/** GET .../file: the format by query, or by extension (`.../file.png`, `jpeg` is `jpg`); both must agree when both are sent. */
async function serveFile({ req, url, actor, params }: RawCall) {
  const extension = params.format?.toLowerCase();
  const extensionFormat = extension === "jpeg" ? "jpg" : extension;
  const queryFormat = url.searchParams.get("format");
  if (extensionFormat && queryFormat && queryFormat !== extensionFormat) {
    throw errors.validation([`format: the query (${queryFormat}) and the extension (.${extension}) disagree`]);
  }
  const result = await adFile(actor, params.project_id, params.ad_id, { format: extensionFormat ?? queryFormat, placement: url.searchParams.get("placement") }, requestedRange(req));
  if (result.kind === "rendering") return json(result.body, 202, { "Retry-After": String(result.retryAfter) });
  return storedFileResponse(result);
}

const fileResponses = {
  200: { description: "The file", contentType: FILE_TYPES },
  202: {
    description: "Rendering; retry after the Retry-After seconds",
    schema: z.object({ status: z.literal("rendering"), format: z.enum(FILE_FORMATS), placement: z.enum(PLACEMENT_IDS), poll_url: z.string() }),
    headers: ["Retry-After"],
  },
  206: { description: "The requested byte range", contentType: FILE_TYPES },
  302: { description: "Download from the presigned bucket URL in Location", headers: ["Location"] },
  404: notFound,
  416: { description: "The range lies outside the file" },
  409: { description: "The ad is generating (`ad_not_ready`) or failed (`ad_failed`)" },
};

/** An ad's files and its archive: bytes, ranges and redirects, which REST serves alone. */
export const adRawOperations = defineOperations([
  {
    method: "get",
    path: `${ad}/file`,
    summary: "Download a rendered file of the ad",
    description:
      "`format` (default: png for an image ad, mp4 for a video) and `placement` (default: the ad's first) pick the file. " +
      "202 while a raster that was not pre-rendered (a jpg, a video's png poster) renders. 422 for an unknown format or placement, a placement the ad does not have, or mp4 of an image ad. " +
      "`Range: bytes=a-b` is honoured (206); with files in a bucket and `S3_PRESIGN=1`, 302 to a presigned URL.",
    tool: "download_ad_file",
    raw: true,
    query: fileQuerySchema,
    responses: fileResponses,
    handler: serveFile,
  },
  {
    // The rules are GET .../file's, said there once.
    method: "get",
    path: `${ad}/file.{format}`,
    summary: "Download a rendered file of the ad, the format as an extension",
    description: "GET .../file with the format as the extension (`jpeg` is `jpg`); a `format` query, if sent too, must agree.",
    tool: "download_ad_file_as",
    raw: true,
    params: z.object({ format: z.enum([...FILE_FORMATS, "jpeg"]).describe("The file format") }),
    query: fileQuerySchema.pick({ placement: true }),
    responses: fileResponses,
    handler: serveFile,
  },
  {
    method: "get",
    path: `${ad}/archive`,
    summary: "Download all sizes: every file of a ready ad as one zip",
    description:
      "Entries are `<placement>.<ext>`: each placement's png (mp4 for a video) and HTML document, plus any jpg rendered on demand. Streamed as it is written (no Content-Length). " +
      "409 `ad_not_ready` while the ad is generating, `ad_failed` when it failed.",
    tool: "download_ad_archive",
    raw: true,
    responses: zipResponses("The ad is generating (`ad_not_ready`) or failed (`ad_failed`)"),
    handler: async ({ actor, params }) => zipResponse(await adArchive(actor, params.project_id, params.ad_id)),
  },
]);
