import { createYoga } from "graphql-yoga";
import { GraphQLError } from "graphql";
import type { Actor } from "../auth/actor";
import { db } from "../db/client";
import { toAppError } from "../errors";
import { armorPlugins } from "./armor";
import { graphiqlPage } from "./graphiql-page";
import { EXAMPLE_QUERIES } from "./examples";
import type { GraphQLContext } from "./builder";
import { schema } from "./schema";

/**
 * Service errors surface as GraphQL errors whose `extensions` carry the REST error body's fields.
 * Duck-typed: Yoga and our code may load different copies of `graphql`, so instanceof is unreliable.
 */
function maskError(error: unknown): Error {
  const graphqlError = error as { originalError?: unknown; path?: readonly (string | number)[]; extensions?: object };
  const original = graphqlError.originalError;
  // No original error: a parse, validation or complexity error of the query itself, safe to show.
  if (!original && graphqlError.extensions !== undefined) return error as Error;
  // Pothos' depth, breadth and complexity limits are raised while the query is being executed.
  if ((original as Error | undefined)?.name === "PothosValidationError") {
    return new GraphQLError((original as Error).message, { path: graphqlError.path, extensions: { code: "query_too_complex", status: 400 } });
  }
  // An error outside any field (no path) that is not ours: the request itself was malformed, e.g. a
  // variable a scalar could not coerce. It is the client's to fix: 400, with graphql-js's message.
  const ours = (original as { name?: string } | undefined)?.name === "AppError";
  if (!graphqlError.path && !ours && /^Variable "\$/.test((error as { message?: string }).message ?? "")) {
    // `http` sets Yoga's answer status (it is not sent to the client).
    return new GraphQLError((error as Error).message, { extensions: { code: "bad_request", status: 400, http: { status: 400 } } });
  }
  const appError = toAppError(original ?? error);
  return new GraphQLError(appError.message, {
    path: graphqlError.path,
    extensions: { code: appError.code, status: appError.status, ...(appError.details ? { details: appError.details } : {}) },
  });
}

/**
 * GraphiQL's page has no viewport meta and lays its panes side by side with fixed minimums (940 px on
 * a phone): below 720 px the panes stack and shrink, so the explorer fits without sideways scrolling.
 */
const PHONE_FIT = `<meta name="viewport" content="width=device-width, initial-scale=1" />
<style>@media (max-width: 720px) {
  #root, .graphiql-container { min-width: 0 !important; max-width: 100vw; overflow-x: hidden; }
  .graphiql-container { flex-direction: column; }
  .graphiql-container .graphiql-sidebar { flex-direction: row; width: auto; }
  .graphiql-main, .graphiql-sessions, #graphiql-session, .graphiql-editors, .graphiql-response, .graphiql-plugin { min-width: 0 !important; max-width: 100%; }
  .graphiql-container #graphiql-session { flex-direction: column; }
}</style>`;

/** A way back to the web app above the explorer (GraphiQL fills the window; it gives up the bar's height). */
const BACK_BAR_PX = 36;
const BACK_TO_APP = `<style>
  body { margin: 0; }
  .adlab-back { box-sizing: border-box; height: ${BACK_BAR_PX}px; display: flex; align-items: center; padding: 0 16px; font: 14px/1 system-ui, sans-serif; background: #f6f5f2; border-bottom: 1px solid #e4e2dc; }
  .adlab-back a { color: #1f2a44; text-decoration: none; font-weight: 600; }
  .adlab-back a:hover, .adlab-back a:focus-visible { text-decoration: underline; }
  .graphiql-container { height: calc(100vh - ${BACK_BAR_PX}px) !important; }
</style>
<nav class="adlab-back" aria-label="adlab"><a href="/projects">← Back to your projects</a></nav>
<div id="root"></div>`;

export const yoga = createYoga<{ request: Request; actor: Actor }, GraphQLContext>({
  schema,
  graphqlEndpoint: "/api/graphql",
  fetchAPI: { Response },
  // GraphiQL is bundled from the installed packages, so the explorer works offline; its script and
  // styles are cached files (./graphiql-page.ts) instead of Yoga's 9 MB page.
  renderGraphiQL: (options) => graphiqlPage({ ...options }, { head: PHONE_FIT, body: BACK_TO_APP }),
  graphiql: { title: "adlab GraphQL explorer", defaultQuery: EXAMPLE_QUERIES },
  maskedErrors: { maskError },
  // Document size, tokens, aliases, depth and cost, introspection counted (server/graphql/armor.ts).
  plugins: armorPlugins(),
  // Unexpected errors are logged once by toAppError; expected ones (404, 422) are not news.
  logging: false,
  // The route authenticates before Yoga runs and hands the actor over.
  context: async ({ actor }) => ({ actor, prisma: await db() }),
});
