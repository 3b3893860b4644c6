import { resourceOperations } from "../operations/crud";
import { defineOperations } from "../operations/operation";
import { updateAssetSchema } from "./schema";
import { deleteAsset, getAsset, listAssets, updateAsset } from "./service";
import { assetJson } from "./shapes";

const base = "/api/v1/projects/{project_id}/assets";
const one = `${base}/{asset_id}` as const;
const asset = resourceOperations({ key: "asset", plural: "assets", json: assetJson });

export const assetOperations = defineOperations([
  asset.list({ path: base, summary: "List a project's assets, newest first", description: "Logos and photos the ads can show.", run: listAssets }),
  asset.get({ path: one, summary: "Get an asset", run: getAsset }),
  asset.update({ path: one, summary: "Update an asset's type, file name, description or metadata", schema: updateAssetSchema, run: updateAsset }),
  asset.remove({ path: one, summary: "Delete an asset and its stored file", run: deleteAsset }),
]);
