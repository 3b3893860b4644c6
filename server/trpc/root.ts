import { router } from "./init";
import { accountRouter } from "../accounts/router";
import { projectsRouter } from "../projects/router";
import { audiencesRouter } from "../audiences/router";

/** Every resource's router, mounted once. Add new resources here. */
export const appRouter = router({
  account: accountRouter,
  projects: projectsRouter,
  audiences: audiencesRouter,
});

export type AppRouter = typeof appRouter;
