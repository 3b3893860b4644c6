import { csvUploadFromForm } from "../catalogs/csv";
import { MAX_FEED_BYTES } from "../catalogs/schema";
import { createCatalogFromCsv } from "../catalogs/service";
import { errors } from "../errors";
import { apiRoute } from "../http/api-route";
import { withCappedBody } from "../http/body";
import { definitions, operations } from ".";
import { restRoute, runOperation, type RestRoute } from "./rest";

/**
 * Every route of the /api/v1 catch-all (app/api/v1/[...path]/route.ts): one per definition of the manifest
 * (JSON and raw: server/resources.ts), plus the catalog's CSV form, which shares create_catalog's method and path.
 */

const base = "/api/v1/projects/{project_id}";

// Room for the multipart framing and the name around a feed of MAX_FEED_BYTES.
const MAX_FORM_BYTES = MAX_FEED_BYTES + 64 * 1024;
const createCatalog = operations.find((op) => op.tool === "create_catalog");
if (!createCatalog) throw new Error("create_catalog has no definition");

const restOnly: RestRoute[] = [
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
export const restRoutes: RestRoute[] = [...restOnly, ...definitions.map(restRoute)];
