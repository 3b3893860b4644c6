import { assetJson } from "./shapes";
import { assetFileUrl } from "../api-urls";
import type { Asset } from "../db/generated/client";
import { serializerOf } from "../serializer";

export type AssetRecord = Asset;

export const serializeAsset = serializerOf(assetJson, (asset: AssetRecord) => ({ file_url: assetFileUrl(asset) }));
