import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";
import { openApiDocument } from "@/server/openapi/document";
import { db } from "@/server/db/client";
import { drainJobs } from "@/server/jobs/runner";
import { fetchRoute } from "../helpers/http";
import { createAccount, createProject } from "../helpers/factories";

/**
 * A client nobody here wrote: openapi-typescript generates the types from the served document, a journey
 * written with openapi-fetch must compile under `tsc --strict` (the compiler API, in process) with no
 * casts, and then runs against the route handlers (uploads an asset as FormData, creates an ad with an
 * Idempotency-Key, polls it with If-None-Match, downloads /file.png).
 */

const root = path.resolve(import.meta.dirname, "../..");
// Inside the checkout so that `openapi-fetch` resolves from node_modules; removed afterwards.
const dir = mkdtempSync(path.join(root, "tests", ".openapi-client-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const JOURNEY = `import createClient from "openapi-fetch";
import type { paths } from "./schema";

export type Journey = { assetId: string; adId: string; status: string; notModified: number; pngType: string; pngBytes: number };

export async function journey(fetch: (request: Request) => Promise<Response>, token: string, projectId: string, png: Blob, tick: () => Promise<unknown>): Promise<Journey> {
  const client = createClient<paths>({ baseUrl: "http://adlab.test", fetch, headers: { Authorization: \`Bearer \${token}\` } });

  const upload = await client.POST("/api/v1/projects/{project_id}/assets", {
    params: { path: { project_id: projectId } },
    body: { "asset[file]": png, "asset[asset_type]": "logo", "asset[metadata]": { source: "journey" } },
    bodySerializer(body) {
      const form = new FormData();
      form.append("asset[file]", body["asset[file]"], "logo.png");
      if (body["asset[asset_type]"]) form.append("asset[asset_type]", body["asset[asset_type]"]);
      for (const [key, value] of Object.entries(body["asset[metadata]"] ?? {})) form.append(\`asset[metadata][\${key}]\`, value);
      return form;
    },
  });
  if (!upload.data) throw new Error(\`upload: \${upload.response.status}\`);

  const created = await client.POST("/api/v1/projects/{project_id}/ads", {
    params: { path: { project_id: projectId }, header: { "Idempotency-Key": "journey-1" } },
    body: { ad: { output: "image", placements: ["square"] } },
  });
  if (!created.data) throw new Error(\`create: \${created.error?.error.code}\`);
  const path = { project_id: projectId, ad_id: created.data.ad.id };

  // Conditional polling: a 304 costs no body; a 200 brings the new state and a new ETag.
  let etag = "";
  let status: string = created.data.ad.status;
  let notModified = 0;
  for (let i = 0; i < 20 && status === "generating"; i++) {
    const poll = await client.GET("/api/v1/projects/{project_id}/ads/{ad_id}", { params: { path, header: { "If-None-Match": etag } } });
    if (poll.response.status === 304) notModified++;
    else if (poll.data) {
      status = poll.data.ad.status;
      etag = poll.response.headers.get("etag") ?? "";
    }
    if (status === "generating") await tick();
  }
  const unchanged = await client.GET("/api/v1/projects/{project_id}/ads/{ad_id}", { params: { path, header: { "If-None-Match": etag } } });
  if (unchanged.response.status === 304) notModified++;

  const file = await client.GET("/api/v1/projects/{project_id}/ads/{ad_id}/file.{format}", {
    params: { path: { ...path, format: "png" } },
    parseAs: "blob",
  });
  if (!file.data) throw new Error(\`file: \${file.response.status}\`);
  return { assetId: upload.data.asset.id, adId: path.ad_id, status, notModified, pngType: file.data.type, pngBytes: file.data.size };
}
`;

/**
 * `tsc --strict --noEmit` of one file, run in this process on the smallest program: the file, what it
 * imports and the es2022 and DOM libraries. The generated types are a declaration file, so skipLibCheck
 * spares checking the schema itself (half the time) while the journey's use of it is checked in full.
 */
function strictTypeErrors(file: string): string {
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ["lib.es2022.d.ts", "lib.dom.d.ts"],
    types: [],
  });
  const host = { getCanonicalFileName: (f: string) => f, getCurrentDirectory: () => root, getNewLine: () => "\n" };
  return ts.formatDiagnostics(ts.getPreEmitDiagnostics(program), host);
}

async function generateTypes(): Promise<string> {
  const blob = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier("Blob"));
  // Binary fields are Blobs in the client (the FormData it sends), as openapi-typescript documents.
  const ast = await openapiTS(openApiDocument() as never, { transform: (schema) => (schema.format === "binary" ? blob : undefined) });
  return astToString(ast);
}

describe("a client generated from the OpenAPI document", () => {
  it("compiles a journey under tsc --strict with no casts, and the journey runs", async () => {
    writeFileSync(path.join(dir, "schema.d.ts"), await generateTypes());
    writeFileSync(path.join(dir, "journey.ts"), JOURNEY);
    expect(JOURNEY).not.toMatch(/\bas\b (?!const)|<any>|: any\b|@ts-/);
    expect(strictTypeErrors(path.join(dir, "journey.ts"))).toBe("");

    const { token } = await createAccount(1000);
    const project = await createProject(token);
    const { journey } = await import(/* @vite-ignore */ path.join(dir, "journey.ts"));
    const png = new Blob([await import("sharp").then(({ default: sharp }) => sharp({ create: { width: 64, height: 64, channels: 3, background: "#c33" } }).png().toBuffer())], { type: "image/png" });
    // Only this project's jobs: the shared PostgreSQL database may hold other tests' backlogs.
    const drainProject = async () => {
      const ads = await (await db()).ad.findMany({ where: { projectId: project.id }, select: { id: true } });
      await drainJobs({ adIds: ads.map((a) => a.id) });
    };
    const result = await journey(fetchRoute, token, project.id, png, drainProject);
    expect(result.status).toBe("ready");
    expect(result.notModified).toBeGreaterThanOrEqual(1);
    expect(result.pngType).toBe("image/png");
    expect(result.pngBytes).toBeGreaterThan(1000);
  }, 300_000);
});
