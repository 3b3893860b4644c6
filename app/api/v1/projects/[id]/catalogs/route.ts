import { csvUploadFromForm } from "@/server/catalogs/csv";
import { MAX_FEED_BYTES } from "@/server/catalogs/schema";
import { createCatalog, createCatalogFromCsv } from "@/server/catalogs/service";
import { errors } from "@/server/errors";
import { apiRoute } from "@/server/http/api-route";
import { readWrapped, withCappedBody } from "@/server/http/body";
import { restRoutes } from "@/server/operations/rest";

export const { GET } = restRoutes("/api/v1/projects/{project_id}/catalogs");

// Room for the multipart framing and the name around a feed of MAX_FEED_BYTES.
const MAX_FORM_BYTES = MAX_FEED_BYTES + 64 * 1024;

/** JSON `{ catalog: { name, items } }`, or multipart with the CSV in `catalog[file]` and `catalog[name]` (docs/catalogs.md). */
export const POST = apiRoute<{ id: string }>(
  async ({ req, actor, params }) => {
    if (!/^multipart\/form-data\s*;/i.test(req.headers.get("content-type") ?? "")) {
      return { status: 201, body: { catalog: await createCatalog(actor, params.id, await readWrapped(req, "catalog")) } };
    }
    const capped = await withCappedBody(req, MAX_FORM_BYTES);
    const form = await capped.formData().catch(() => {
      throw errors.validation(["body: is not a well-formed multipart/form-data body"]);
    });
    const file = form.get("catalog[file]");
    if (file && typeof file !== "string" && file.size > MAX_FEED_BYTES) throw errors.tooLarge(`A feed is limited to ${MAX_FEED_BYTES} bytes.`);
    return { status: 201, body: { catalog: await createCatalogFromCsv(actor, params.id, await csvUploadFromForm(form)) } };
  },
  { rateLimit: "upload" },
);
