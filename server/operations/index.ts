import { accountOperations } from "../accounts/operations";
import { adBatchOperations } from "../ad-batches/operations";
import { adOperations } from "../ads/operations";
import { assetOperations } from "../assets/operations";
import { audienceOperations } from "../audiences/operations";
import { catalogOperations } from "../catalogs/operations";
import { distributionOperations } from "../distribution/operations";
import { learningOperations } from "../learning/operations";
import { musicOperations } from "../music/operations";
import { projectOperations } from "../projects/operations";
import { styleOperations } from "../styles/operations";
import { webhookOperations } from "../webhooks/operations";
import type { Operation } from "./operation";

/**
 * Every operation with a definition: the one list of resources the fronts derive from (OpenAPI, MCP).
 * A new resource adds its `operations.ts` here; a new operation only its definition in that file.
 */
export const operations: Operation[] = [
  ...accountOperations,
  ...styleOperations,
  ...projectOperations,
  ...audienceOperations,
  ...assetOperations,
  ...adOperations,
  ...learningOperations,
  ...musicOperations,
  ...distributionOperations,
  ...webhookOperations,
  ...catalogOperations,
  ...adBatchOperations,
];
