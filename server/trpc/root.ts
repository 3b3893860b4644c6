import { router } from "./init";
import { adsRouter } from "../ads/router";
import { accountRouter, apiKeysRouter } from "../accounts/router";
import { projectsRouter } from "../projects/router";
import { learningRouter } from "../learning/router";
import { audiencesRouter } from "../audiences/router";
import { assetsRouter } from "../assets/router";
import { stylesRouter } from "../styles/router";
import { musicRouter } from "../music/router";
import { distributionRouter } from "../distribution/router";
import { webhooksRouter } from "../webhooks/router";
import { operatorRouter } from "../accounts/operators-router";
import { catalogsRouter } from "../catalogs/router";

/** Every resource's router, mounted once. Add new resources here. */
export const appRouter = router({
  ads: adsRouter,
  account: accountRouter,
  apiKeys: apiKeysRouter,
  projects: projectsRouter,
  learning: learningRouter,
  audiences: audiencesRouter,
  assets: assetsRouter,
  styles: stylesRouter,
  music: musicRouter,
  distribution: distributionRouter,
  webhooks: webhooksRouter,
  operator: operatorRouter,
  catalogs: catalogsRouter,
});

export type AppRouter = typeof appRouter;
