import { createHash } from "node:crypto";
import * as graphiql from "@graphql-yoga/render-graphiql/graphiql";

/**
 * The GraphQL explorer's page, small, with GraphiQL's assets as separate files. Yoga's own page inlines
 * them all (about 9 MB of HTML: the script, its CSS, three Monaco workers as strings and the favicon),
 * so every visit downloaded and parsed all of it again. Here each asset has a content-hashed URL under
 * /api/graphql/assets/ served with a year-long immutable cache: the first visit fetches them in
 * parallel (the workers only when an editor needs them), later visits read them from the cache.
 */

type Asset = { body: string | Uint8Array; type: string };

const SOURCES: Record<string, () => Asset> = {
  "graphiql.js": () => ({ body: graphiql.js, type: "text/javascript; charset=utf-8" }),
  "graphiql.css": () => ({ body: graphiql.css, type: "text/css; charset=utf-8" }),
  "editor-worker.js": () => ({ body: graphiql.editorWorkerService, type: "text/javascript; charset=utf-8" }),
  "json-worker.js": () => ({ body: graphiql.jsonWorker, type: "text/javascript; charset=utf-8" }),
  "graphql-worker.js": () => ({ body: graphiql.graphqlWorker, type: "text/javascript; charset=utf-8" }),
  "favicon.ico": () => ({ body: Buffer.from(graphiql.favicon.slice(graphiql.favicon.indexOf(",") + 1), "base64"), type: "image/x-icon" }),
};
type AssetName = keyof typeof SOURCES;

/** name -> hashed file name ("graphiql.js" -> "graphiql.3f2a9c1b0d.js"), computed once per process. */
let hashed: Map<string, { file: string; asset: Asset }> | undefined;
function assets() {
  if (!hashed) {
    hashed = new Map();
    for (const [name, load] of Object.entries(SOURCES)) {
      const asset = load();
      const hash = createHash("sha256").update(asset.body).digest("hex").slice(0, 10);
      const dot = name.lastIndexOf(".");
      hashed.set(name, { file: `${name.slice(0, dot)}.${hash}${name.slice(dot)}`, asset });
    }
  }
  return hashed;
}

const BASE = "/api/graphql/assets";
const urlOf = (name: AssetName) => `${BASE}/${assets().get(name)!.file}`;

/** An asset by its hashed file name, or null (an unknown or outdated name). */
export function graphiqlAsset(file: string): Asset | null {
  for (const { file: known, asset } of assets().values()) if (known === file) return asset;
  return null;
}

/** Escapes a JSON value for a <script> element (a `</script>` in a default query must not end it). */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Yoga's page with the same options and behaviour, its assets linked instead of inlined; `head` and `body` are added. */
export function graphiqlPage(options: { title?: string } & Record<string, unknown>, extra: { head: string; body: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<title>${escapeHtml(options.title ?? "GraphiQL")}</title>
<link rel="icon" href="${urlOf("favicon.ico")}" />
<link rel="stylesheet" href="${urlOf("graphiql.css")}" />
<link rel="preload" as="script" href="${urlOf("graphiql.js")}" />
${extra.head}
</head>
<body id="body" class="no-focus-outline">
<noscript>You need to enable JavaScript to run this app.</noscript>
${extra.body}
<script>
  const workers = { editorWorkerService: ${scriptJson(urlOf("editor-worker.js"))}, json: ${scriptJson(urlOf("json-worker.js"))}, graphql: ${scriptJson(urlOf("graphql-worker.js"))} };
  self["MonacoEnvironment"] = { globalAPI: false, getWorkerUrl: (moduleId, label) => workers[label] };
</script>
<script src="${urlOf("graphiql.js")}"></script>
<script>YogaGraphiQL.renderYogaGraphiQL(document.querySelector("#root"), ${scriptJson(options)});</script>
</body>
</html>`;
}
