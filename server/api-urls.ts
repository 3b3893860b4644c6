import { config } from "./config";

/**
 * The addresses of the API's downloads that answers link to, said once here below the resources, so a
 * resource can link to another's without importing it (a project's brand kit links its logo assets).
 */

/** The raw-file download of an asset (bearer-authenticated, like the rest of the API). */
export const assetFileUrl = (asset: { id: string; projectId: string }) => `${config.baseUrl}/api/v1/projects/${asset.projectId}/assets/${asset.id}/file`;
