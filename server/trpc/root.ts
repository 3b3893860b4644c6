import { router } from "./init";
import { operationProcedures } from "./operations";
import { adsRouter } from "../ads/router";
import { accountRouter, apiKeysRouter } from "../accounts/router";
import { operatorRouter } from "../accounts/operators-router";
import { assetOperations } from "../assets/operations";
import { audienceOperations } from "../audiences/operations";
import { catalogOperations } from "../catalogs/operations";
import { adBatchOperations } from "../ad-batches/operations";
import { distributionOperations } from "../distribution/operations";
import { learningOperations } from "../learning/operations";
import { musicOperations } from "../music/operations";
import { projectOperations } from "../projects/operations";
import { styleOperations } from "../styles/operations";
import { webhookOperations } from "../webhooks/operations";

/**
 * Every resource, mounted once. A resource's procedures are its operation definitions (server/trpc/operations.ts:
 * `trpc.<resource>.<tool in camelCase>`); a router.ts exists only where the web app needs procedures that have
 * no REST operation (the editor, the ranking, the token history, API keys, the operator's view).
 */
export const appRouter = router({
  ads: adsRouter,
  account: accountRouter,
  apiKeys: apiKeysRouter,
  projects: router(operationProcedures(projectOperations)),
  learning: router(operationProcedures(learningOperations)),
  audiences: router(operationProcedures(audienceOperations)),
  assets: router(operationProcedures(assetOperations)),
  styles: router(operationProcedures(styleOperations)),
  music: router(operationProcedures(musicOperations)),
  distribution: router(operationProcedures(distributionOperations)),
  webhooks: router(operationProcedures(webhookOperations)),
  operator: operatorRouter,
  catalogs: router(operationProcedures(catalogOperations)),
  adBatches: router(operationProcedures(adBatchOperations)),
});

export type AppRouter = typeof appRouter;
