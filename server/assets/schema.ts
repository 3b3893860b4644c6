import { z } from "zod";
import { freeObject, stringMap } from "../validation";

/** Spec 8: an uploaded asset is at most 10 MB (10 × 1024 × 1024 bytes). */
export const MAX_ASSET_BYTES = 10 * 1024 * 1024;

/** A multipart upload as read by server/assets/upload.ts, before the service validates it. */
export type AssetUpload = {
  /** `asset[...]` text fields as a nested object: `{ asset_type, description, metadata: { k: v }, license_metadata: {...} }`. */
  fields: Record<string, unknown>;
  /** The one `asset[file]` part, read into memory (bounded by MAX_ASSET_BYTES). */
  file?: { bytes: Buffer; filename?: string };
  /** Structural problems found while reading the form (second file, file under another name, ...). */
  problems: string[];
};

/** Allowed values beyond the spec's example `logo` are not shown: any short lowercase key is accepted. */
const assetType = z.string().regex(/^[a-z0-9_-]{1,40}$/, "must be a short lowercase key such as logo or product").describe("`logo` (drawn as the brand's logo) or `product` (a product photo), or another short key");

const filename = z
  .string()
  .trim()
  .min(1, "is required")
  .max(255, { abort: true })
  .regex(/^[^/\\\u0000-\u001f\u007f]+$/, "must be a file name without slashes or control characters")
  .describe("The name the file downloads under");

/** The text parts of the multipart upload (`asset[asset_type]`, `asset[metadata][k]`, ...). */
export const uploadAssetSchema = z.strictObject({
  asset_type: assetType.default("product"),
  description: z.string().max(5000).default(""),
  metadata: stringMap.default({}),
  license_metadata: stringMap.default({}),
});

export const updateAssetSchema = z
  .strictObject({
    asset_type: assetType,
    filename,
    description: z.string().max(5000).describe("What the image shows"),
    metadata: freeObject.describe("Free-form JSON; adlab's own `cutout` entry is kept"),
    license_metadata: freeObject.describe("Free-form JSON on the image's rights (source, license)"),
    cutout: z.boolean().meta({
      description:
        "Product photos on a flat studio ground are cut out at upload (metadata.cutout says what was decided and where the product is). false shows the photo as uploaded; true uses the cut-out again.",
    }),
  })
  .partial();

/**
 * OpenAPI only: the multipart request body. The file is binary and the two maps are objects sent as one
 * part per key (`asset[metadata][<key>]`, the deepObject encoding in `uploadAssetEncoding`), so a generated
 * client can build the FormData from typed fields.
 */
export const uploadAssetMultipart = z.object({
  "asset[file]": z.string().meta({ format: "binary", description: "One PNG, JPEG, GIF or WebP image, at most 10 MB" }),
  "asset[asset_type]": assetType.optional().meta({ description: "For example `logo` or `product` (default)" }),
  "asset[description]": z.string().max(5000).optional().meta({ description: "What the image shows" }),
  "asset[metadata]": z.record(z.string(), z.string()).optional().meta({ description: "Free keys; one part per key, `asset[metadata][<key>]`" }),
  "asset[license_metadata]": z.record(z.string(), z.string()).optional().meta({ description: "Free keys; one part per key, `asset[license_metadata][<key>]`" }),
});

export const uploadAssetEncoding = {
  "asset[file]": { contentType: "image/png, image/jpeg, image/gif, image/webp" },
  "asset[metadata]": { style: "deepObject", explode: true },
  "asset[license_metadata]": { style: "deepObject", explode: true },
};

export type UpdateAssetInput = z.infer<typeof updateAssetSchema>;
