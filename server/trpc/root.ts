import type { AnyProcedure } from "@trpc/server";
import { resources, type Resource } from "../resources";
import { adWebProcedures } from "../ads/router";
import { accountWebProcedures, apiKeysRouter } from "../accounts/router";
import { operatorRouter } from "../accounts/operators-router";
import { router } from "./init";
import { operationProcedures, type OperationProcedures } from "./operations";

type WebProcedures = Record<string, Record<string, AnyProcedure>>;
type ResourceRouters<Rs extends readonly Resource[], Web extends WebProcedures> = {
  [R in Rs[number] as R["key"]]: ReturnType<typeof router<OperationProcedures<R["operations"]> & (R["key"] extends keyof Web ? Web[R["key"]] : unknown)>>;
};

/** A router per resource of the manifest (server/resources.ts), with the web app's own procedures beside its operations'. */
function resourceRouters<const Rs extends readonly Resource[], const Web extends WebProcedures>(list: Rs, web: Web): ResourceRouters<Rs, Web> {
  return Object.fromEntries(list.map((r) => [r.key, router({ ...operationProcedures(r.operations), ...web[r.key] })])) as ResourceRouters<Rs, Web>;
}

/**
 * Every resource, mounted once: its procedures are its operation definitions (server/trpc/operations.ts:
 * `trpc.<key>.<tool in camelCase>`), plus the procedures only the web app calls where it has some (the editor,
 * the ranking, the token history), and the API keys and the operator's view.
 */
export const appRouter = router({
  ...resourceRouters(resources, { ads: adWebProcedures, account: accountWebProcedures }),
  apiKeys: apiKeysRouter,
  operator: operatorRouter,
});

export type AppRouter = typeof appRouter;
