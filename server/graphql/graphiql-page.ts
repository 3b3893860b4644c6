import { createHash } from "node:crypto";
import { sharedUntilFailure } from "../memo";
import { graphiqlBundle } from "./graphiql-bundle";

/**
 * The GraphQL explorer's page: a few KB of HTML, with GraphiQL's script and styles (./graphiql-bundle.ts)
 * as separate files. Each has a content-hashed URL under /api/graphql/assets/ served with a year-long
 * immutable cache: the first visit fetches both in parallel, later visits read them from the cache.
 */

type Asset = { body: Uint8Array; type: string };

/** hashed file name ("graphiql.3f2a9c1b0d.js") -> asset, per process. */
async function load(): Promise<Map<string, Asset>> {
  const { js, css } = await graphiqlBundle();
  const named = (name: string, ext: string, asset: Asset) => [`${name}.${createHash("sha256").update(asset.body).digest("hex").slice(0, 10)}.${ext}`, asset] as const;
  return new Map([named("graphiql", "js", { body: js, type: "text/javascript; charset=utf-8" }), named("graphiql", "css", { body: css, type: "text/css; charset=utf-8" })]);
}
const assets = sharedUntilFailure(load);

const BASE = "/api/graphql/assets";

/** An asset by its hashed file name, or null (an unknown or outdated name). */
export async function graphiqlAsset(file: string): Promise<Asset | null> {
  return (await assets()).get(file) ?? null;
}

/** Escapes a JSON value for a <script> element (a `</script>` in a default query must not end it). */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The explorer for Yoga's `renderGraphiQL`: its title, endpoint and default query; `head` and `body`
 * are added (the body must hold the `#root` GraphiQL renders into).
 */
export async function graphiqlPage(options: { title?: string; endpoint?: string; defaultQuery?: string }, extra: { head: string; body: string }): Promise<string> {
  const files = [...(await assets()).keys()];
  const url = (ext: string) => `${BASE}/${files.find((f) => f.endsWith(`.${ext}`))}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<title>${escapeHtml(options.title ?? "GraphiQL")}</title>
<link rel="icon" href="/icon.svg" />
<link rel="stylesheet" href="${url("css")}" />
<script defer src="${url("js")}"></script>
${extra.head}
</head>
<body>
<noscript>You need to enable JavaScript to run this app.</noscript>
${extra.body}
<script type="application/json" id="graphiql-options">${scriptJson({ endpoint: options.endpoint ?? "/api/graphql", defaultQuery: options.defaultQuery })}</script>
</body>
</html>`;
}
