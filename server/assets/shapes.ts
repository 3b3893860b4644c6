import { z } from "zod";
import { timestamps } from "../serializer";
import { ASSET_CONTENT_TYPES } from "./image";

/** The asset as every front returns it: types the serializer and generates the OpenAPI and GraphQL shapes. */
export const assetJson = z.object({
  id: z.uuid(),
  project_id: z.uuid(),
  user_id: z.uuid().nullable(),
  asset_type: z.string(),
  source: z.string(),
  status: z.string(),
  filename: z.string(),
  content_type: z.enum(ASSET_CONTENT_TYPES),
  byte_size: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  duration_seconds: z.number().nullable(),
  description: z.string(),
  metadata: z.record(z.string(), z.unknown()),
  license_metadata: z.record(z.string(), z.unknown()),
  ...timestamps,
  file_url: z.url(),
}).meta({ id: "Asset" });
