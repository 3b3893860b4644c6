import { resourceOperations } from "../operations/crud";
import { defineOperations } from "../operations/operation";
import { updateAssetSchema } from "./schema";
import { deleteAsset, getAsset, listAssets, updateAsset } from "./service";
import { assetJson } from "./shapes";

const asset = resourceOperations({ key: "asset", plural: "assets", json: assetJson, under: "/api/v1/projects/{project_id}" });

export const assetOperations = defineOperations([
  asset.list({ summary: "List a project's assets, newest first", description: "Logos and photos the ads can show.", run: listAssets }),
  asset.get({ summary: "Get an asset", run: getAsset }),
  asset.update({ summary: "Update an asset's type, file name, description or metadata", schema: updateAssetSchema, run: updateAsset }),
  asset.remove({ summary: "Delete an asset and its stored file", run: deleteAsset }),
]);
