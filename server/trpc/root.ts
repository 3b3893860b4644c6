import { router } from "./init";
import { accountRouter } from "../accounts/router";
import { projectsRouter } from "../projects/router";

/** Every resource's router, mounted once. Add new resources here. */
export const appRouter = router({
  account: accountRouter,
  projects: projectsRouter,
});

export type AppRouter = typeof appRouter;
