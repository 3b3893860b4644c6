import { storedEnum } from "../validation";
import { ASSET_CONTENT_TYPES } from "./image";
import type { AssetJson } from "./shapes";
import { assetFileUrl } from "../api-urls";
import type { Asset } from "../db/generated/client";

export type AssetRecord = Asset;

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
