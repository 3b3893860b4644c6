import type { ApiErrorBody } from "../../_trpc/errors";

/**
 * Browser-session file routes (app/(app)/files/...). The REST endpoints under /api/v1 take bearer
 * keys only, so the web app uploads and downloads through these, which call the same services.
 */
export const filesPath = {
  assets: (projectId: string) => `/files/projects/${projectId}/assets`,
  asset: (projectId: string, assetId: string) => `/files/projects/${projectId}/assets/${assetId}`,
  ad: (projectId: string, adId: string, q: { format?: string; placement?: string; download?: boolean } = {}) => {
    const params = new URLSearchParams();
    if (q.format) params.set("format", q.format);
    if (q.placement) params.set("placement", q.placement);
    if (q.download) params.set("download", "1");
    const query = params.toString();
    return `/files/projects/${projectId}/ads/${adId}${query ? `?${query}` : ""}`;
  },
  /** Every file of an ad in one zip (`<placement>.<ext>`, PNG and MP4 for videos): GET …/ads/{id}/archive. */
  adArchive: (projectId: string, adId: string) => `/files/projects/${projectId}/ads/${adId}/archive`,
  /** POST a CSV feed (`catalog[file]`, `catalog[name]`) as a catalog. */
  catalogs: (projectId: string) => `/files/projects/${projectId}/catalogs`,
  /** Every file of every ready ad of a catalog batch in one zip (`<item_id>/<placement>.<ext>`). */
  batchArchive: (projectId: string, batchId: string) => `/files/projects/${projectId}/ad_batches/${batchId}/archive`,
  /** A catalog style drawn with the project's brand kit, in one placement. */
  styleWithBrand: (projectId: string, styleId: string, placement: string) =>
    `/files/projects/${projectId}/styles/${encodeURIComponent(styleId)}?placement=${placement}`,
};

export const IMAGE_TYPES = "image/png,image/jpeg,image/gif,image/webp";
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export class UploadError extends Error {
  constructor(public body: ApiErrorBody) {
    super(body.details?.length ? body.details.join("; ") : body.message);
  }
}

/** Checks what the server would reject anyway, before sending 10 MB for nothing. */
export function checkImage(file: File): string | null {
  if (!IMAGE_TYPES.split(",").includes(file.type)) return `${file.name} is not a PNG, JPEG, GIF or WebP image.`;
  if (file.size > MAX_UPLOAD_BYTES) return `${file.name} is larger than 10 MB.`;
  return null;
}

/** Uploads one image into a project's asset library (multipart, the same fields as the REST upload). */
export async function uploadAsset(projectId: string, file: File, fields: { asset_type: string; description?: string }) {
  const form = new FormData();
  form.set("asset[file]", file);
  form.set("asset[asset_type]", fields.asset_type);
  if (fields.description) form.set("asset[description]", fields.description);
  const res = await fetch(filesPath.assets(projectId), { method: "POST", body: form });
  const json = await res.json().catch(() => null);
  if (!res.ok) throw new UploadError(json?.error ?? { code: "upload_failed", message: `Upload failed (${res.status}).` });
  return json.asset as { id: string; filename: string; width: number; height: number; asset_type: string };
}

/** Imports a CSV feed as a catalog; a bad feed throws an UploadError whose details name each row's problem. */
export async function uploadCatalogCsv(projectId: string, file: File, name: string) {
  const form = new FormData();
  form.set("catalog[name]", name);
  form.set("catalog[file]", file);
  const res = await fetch(filesPath.catalogs(projectId), { method: "POST", body: form });
  const json = await res.json().catch(() => null);
  if (!res.ok) throw new UploadError(json?.error ?? { code: "upload_failed", message: `Upload failed (${res.status}).` });
  return json.catalog as { id: string; slug: string; name: string; items_count: number };
}
