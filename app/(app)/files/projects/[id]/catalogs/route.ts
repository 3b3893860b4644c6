import { csvUploadFromForm } from "@/server/catalogs/csv";
import { MAX_FEED_BYTES } from "@/server/catalogs/schema";
import { createCatalogFromCsv } from "@/server/catalogs/service";
import { errors } from "@/server/errors";
import { apiRoute } from "@/server/http/api-route";
import { withCappedBody } from "@/server/http/body";
import { json } from "@/server/http/respond";

/** The web app's CSV import: the same multipart fields and service as POST /api/v1/projects/{id}/catalogs. */
export const POST = apiRoute<{ id: string }>(
  async ({ req, actor, params }) => {
    const capped = await withCappedBody(req, MAX_FEED_BYTES + 64 * 1024);
    const form = await capped.formData().catch(() => {
      throw errors.validation(["body: is not a well-formed multipart/form-data body"]);
    });
    const file = form.get("catalog[file]");
    if (file && typeof file !== "string" && file.size > MAX_FEED_BYTES) throw errors.tooLarge(`A feed is limited to ${MAX_FEED_BYTES} bytes.`);
    return json({ catalog: await createCatalogFromCsv(actor, params.id, await csvUploadFromForm(form)) }, 201);
  },
  { auth: "session", rateLimit: "upload" },
);
