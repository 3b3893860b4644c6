import { storedEnum } from "../validation";
import { ASSET_CONTENT_TYPES } from "./image";
import type { AssetJson } from "./shapes";
import { config } from "../config";
import type { Asset } from "../db/generated/client";

export type AssetRecord = Asset;

/** The raw-file download endpoint of an asset (bearer-authenticated, like the rest of the API). */
export const assetFileUrl = (asset: Pick<Asset, "id" | "projectId">) =>
  `${config.baseUrl}/api/v1/projects/${asset.projectId}/assets/${asset.id}/file`;

export function serializeAsset(asset: AssetRecord): AssetJson {
  return {
    id: asset.id,
    project_id: asset.projectId,
    user_id: asset.userId,
    asset_type: asset.assetType,
    source: asset.source,
    status: asset.status,
    filename: asset.filename,
    content_type: storedEnum(ASSET_CONTENT_TYPES, asset.contentType),
    byte_size: asset.byteSize,
    width: asset.width,
    height: asset.height,
    duration_seconds: asset.durationSeconds,
    description: asset.description,
    metadata: (asset.metadata as Record<string, unknown> | null) ?? {},
    license_metadata: (asset.licenseMetadata as Record<string, unknown> | null) ?? {},
    created_at: asset.createdAt.toISOString(),
    updated_at: asset.updatedAt.toISOString(),
    file_url: assetFileUrl(asset),
  };
}
