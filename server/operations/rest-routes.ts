import { adFile } from "../ads/files";
import { createAsset } from "../assets/service";
import { readAssetUpload } from "../assets/upload";
import { csvUploadFromForm } from "../catalogs/csv";
import { MAX_FEED_BYTES } from "../catalogs/schema";
import { createCatalogFromCsv } from "../catalogs/service";
import { errors } from "../errors";
import { apiRoute } from "../http/api-route";
import { withCappedBody } from "../http/body";
import { requestedRange, storedFileResponse } from "../http/file-response";
import { json } from "../http/respond";
import { operations } from ".";
import { restRoute, runOperation, type RestRoute } from "./rest";

/**
 * Every route of the /api/v1 catch-all (app/api/v1/[...path]/route.ts): one per operation definition,
 * plus the REST-only handlers whose paths lie among the definitions' (a route file there would take the
 * defined paths from the catch-all: Next.js serves a path from one route file, and a folder `[file]`
 * beside `ad_runs` would catch `ad_runs`). REST-only handlers elsewhere stay route files (docs/architecture.md).
 */

const base = "/api/v1/projects/{project_id}";

// Room for the multipart framing and the name around a feed of MAX_FEED_BYTES.
const MAX_FORM_BYTES = MAX_FEED_BYTES + 64 * 1024;
const createCatalog = operations.find((op) => op.tool === "create_catalog");
if (!createCatalog) throw new Error("create_catalog has no definition");

const restOnly: RestRoute[] = [
  {
    // GET .../ads/{ad_id}/file, or with the format as an extension: .../file.mp4, .../file.png, ...
    method: "GET",
    path: `${base}/ads/{ad_id}/{file}`,
    handler: apiRoute(async ({ req, actor, params, url }) => {
      const match = params.file.match(/^file(?:\.([a-z0-9]+))?$/i);
      if (!match) throw errors.notFound("Route");
      const extension = match[1]?.toLowerCase();
      const extensionFormat = extension === "jpeg" ? "jpg" : extension;
      const queryFormat = url.searchParams.get("format");
      if (extensionFormat && queryFormat && queryFormat !== extensionFormat) {
        throw errors.validation([`format: the query (${queryFormat}) and the extension (.${extension}) disagree`]);
      }
      const result = await adFile(actor, params.project_id, params.ad_id, { format: extensionFormat ?? queryFormat, placement: url.searchParams.get("placement") }, requestedRange(req));
      if (result.kind === "rendering") return json(result.body, 202, { "Retry-After": String(result.retryAfter) });
      return storedFileResponse(result);
    }),
  },
  {
    // multipart/form-data: `asset[file]` plus `asset[...]` text parts (spec 4.8), streamed and size-capped.
    method: "POST",
    path: `${base}/assets`,
    handler: apiRoute(
      async ({ req, actor, params }) => ({
        status: 201,
        // The project is resolved (or 404) before the body is read.
        body: { asset: await createAsset(actor, params.project_id, () => readAssetUpload(req)) },
      }),
      { rateLimit: "upload" },
    ),
  },
  {
    // The definition's JSON `{ catalog: { name, items } }`, or multipart with the CSV in `catalog[file]` and
    // `catalog[name]` (docs/catalogs.md); either way under the upload rate limit.
    method: "POST",
    path: `${base}/catalogs`,
    handler: apiRoute(
      async (ctx) => {
        if (!/^multipart\/form-data\s*;/i.test(ctx.req.headers.get("content-type") ?? "")) return runOperation(createCatalog, ctx);
        const capped = await withCappedBody(ctx.req, MAX_FORM_BYTES);
        const form = await capped.formData().catch(() => {
          throw errors.validation(["body: is not a well-formed multipart/form-data body"]);
        });
        const file = form.get("catalog[file]");
        if (file && typeof file !== "string" && file.size > MAX_FEED_BYTES) throw errors.tooLarge(`A feed is limited to ${MAX_FEED_BYTES} bytes.`);
        return { status: 201, body: { catalog: await createCatalogFromCsv(ctx.actor, ctx.params.project_id, await csvUploadFromForm(form)) } };
      },
      { rateLimit: "upload" },
    ),
  },
];

/** The REST-only handlers first: at a method and path both have (POST catalogs), theirs serves. */
export const restRoutes: RestRoute[] = [...restOnly, ...operations.map(restRoute)];
