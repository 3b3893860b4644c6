import { zipResponse } from "../http/file-response";
import { zipResponses } from "../openapi/registry";
import { defineOperations } from "../operations/operation";
import { adBatchArchive } from "./archive";

/** The batch archive: a zip, which REST serves alone. */
export const adBatchRawOperations = defineOperations([
  {
    method: "get",
    path: "/api/v1/projects/{project_id}/ad_batches/{ad_batch_id}/archive",
    summary: "Download every file of every ready ad of the batch as one zip",
    description:
      "Entries are `<item_id>/<placement>.<ext>` (characters a file name cannot hold made `_`): each placement's png (mp4 for video) and HTML document, plus jpgs rendered on demand. " +
      "Streamed as it is written (no Content-Length). A batch still generating gives the ads ready so far; 409 `ad_not_ready` when none is ready yet, `ad_failed` when every ad failed.",
    tool: "download_ad_batch_archive",
    raw: true,
    responses: zipResponses("No ad of the batch is ready (`ad_not_ready`), or all failed (`ad_failed`)"),
    handler: async ({ actor, params }) => zipResponse(await adBatchArchive(actor, params.project_id, params.ad_batch_id)),
  },
]);
