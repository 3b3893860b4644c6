import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, call } from "../helpers/http";
import { graphql } from "../helpers/fronts";
import { EXAMPLE_QUERIES } from "@/server/graphql/examples";
import { LONG_DESCRIPTION, createAccount, createProject } from "../helpers/factories";

type TypeRef = { kind: string; name: string | null; ofType: TypeRef | null };
const TYPE_REF = "kind name ofType { kind name ofType { kind name ofType { kind name } } }";
const named = (ref: TypeRef): TypeRef => (ref.ofType ? named(ref.ofType) : ref);

describe("the typed GraphQL schema", () => {
  it("has no JSON scalar: typed inputs for every mutation, typed nested outputs, DateTime timestamps", async () => {
    const { token } = await createAccount();
    const res = await graphql(
      token,
      `{ __schema {
          mutationType { fields { name args { name type { ${TYPE_REF} } } } }
          types { name kind inputFields { name type { ${TYPE_REF} } } fields { name type { ${TYPE_REF} } } }
        } }`,
    );
    expect(res.errors).toBeUndefined();
    const types = new Map<string, any>(res.data.__schema.types.map((t: any) => [t.name, t]));
    expect(types.has("JSON")).toBe(false);

    // Every type reachable from a mutation argument is a typed input object or a specific scalar.
    const seen = new Set<string>();
    const visit = (ref: TypeRef) => {
      const type = named(ref);
      if (!type.name || seen.has(type.name)) return;
      seen.add(type.name);
      for (const field of types.get(type.name).inputFields ?? []) visit(field.type);
    };
    for (const mutation of res.data.__schema.mutationType.fields) for (const arg of mutation.args) visit(arg.type);
    const scalars = [...seen].filter((n) => types.get(n).kind === "SCALAR");
    expect(scalars.filter((n) => !["Boolean", "DateTime", "File", "Float", "ID", "Int", "JSONObject", "String"].includes(n))).toEqual([]);
    for (const name of ["CreateProjectInput", "CreateAdInput", "CreateFindingInput", "ObservationInput", "CreateWebhookInput", "UploadAssetInput"]) {
      expect(seen.has(name), name).toBe(true);
    }

    const fieldOf = (type: string, field: string) => named(types.get(type).fields.find((f: any) => f.name === field).type);
    const objects: [string, string][] = [
      ["Ad", "files"], ["Ad", "style"], ["Ad", "distribution"], ["Ad", "ad_runs"], ["Ad", "music"], ["Ad", "remix"],
      ["AdRun", "health"], ["AdRun", "cost"], ["AdRun", "delivery"], ["AdRun", "metrics_summary"], ["Project", "brand_kit"],
      ["AdFile", "qa"], ["WebhookDelivery", "payload"],
    ];
    for (const [type, field] of objects) expect(fieldOf(type, field).kind, `${type}.${field}`).toBe("OBJECT");
    for (const [type, field] of [["Ad", "created_at"], ["Project", "updated_at"], ["Finding", "finding_at"], ["AdRun", "first_live_at"]]) {
      expect(fieldOf(type, field).name, `${type}.${field}`).toBe("DateTime");
    }
  });

  it("GraphiQL's example operations are valid against the schema", async () => {
    const { token } = await createAccount();
    // The whole document is validated before the one named operation runs (and finds no such ad).
    const res = await call("POST", "/api/graphql", { query: EXAMPLE_QUERIES, operationName: "PollAd", variables: { adId: "00000000-0000-4000-8000-000000000000" } }, { token });
    expect(res.body.errors?.map((e: { extensions?: { code?: string } }) => e.extensions?.code)).toEqual(["not_found"]);
    // The nested-connection example stays within the complexity limits.
    await createProject(token);
    const projects = await call("POST", "/api/graphql", { query: EXAMPLE_QUERIES, operationName: "Projects" }, { token });
    expect(projects.body.errors).toBeUndefined();
    expect(projects.body.data.projects.nodes[0].ads).toEqual({ nodes: [], pageInfo: { endCursor: null, hasNextPage: false } });
  });

  it("answers every list of resources as a connection, except lists that are part of a resource's REST JSON", async () => {
    const { token } = await createAccount();
    const res = await graphql(token, `{ __schema { queryType { name } types { name kind fields { name type { ${TYPE_REF} } } } } }`);
    const objects = (res.data.__schema.types as { name: string; kind: string; fields: { name: string; type: TypeRef }[] | null }[]).filter(
      (t) => t.kind === "OBJECT" && !t.name.startsWith("__"),
    );
    const isList = (ref: TypeRef): boolean => ref.kind === "LIST" || (ref.kind === "NON_NULL" && isList(ref.ofType!));
    const connections = objects.filter((t) => t.name.endsWith("Connection"));
    const resources = new Set(connections.map((c) => named(c.fields!.find((f) => f.name === "nodes")!.type).name));
    for (const name of ["Project", "Ad", "Audience", "Asset", "Finding", "Experiment", "Subject", "AdRun", "MusicTrack", "Style", "ApiKey"]) expect(resources.has(name), name).toBe(true);
    const bare = objects
      .filter((t) => !t.name.endsWith("Connection"))
      .flatMap((t) => t.fields!.filter((f) => isList(f.type) && (t.name === "Query" || resources.has(named(f.type).name))).map((f) => `${t.name}.${f.name}`));
    // The ad's runs and an experiment's subjects are fields of their REST JSON; a mutation answers what it wrote.
    expect(bare.sort()).toEqual(["Ad.ad_runs", "CreateAdsPayload.ads", "Experiment.subjects", "MetricsImport.observations", "ObservationBatch.observations"]);
    for (const [type, field] of [["Project", "ads"], ["Project", "audiences"], ["Project", "assets"], ["Hypothesis", "findings"], ["Hypothesis", "experiments"]]) {
      const ref = objects.find((t) => t.name === type)!.fields!.find((f) => f.name === field)!.type;
      expect(named(ref).name, `${type}.${field}`).toMatch(/Connection$/);
    }
  });

  it("pages every list as a connection with the REST cursor", async () => {
    const { token } = await createAccount();
    for (const name of ["One", "Two", "Three"]) await createProject(token, { name });
    const page = (cursor: string | null) =>
      graphql(token, `query($c: String) { projects(limit: 2, cursor: $c) { nodes { name created_at } pageInfo { endCursor hasNextPage } } }`, { c: cursor });
    const first = (await page(null)).data.projects;
    expect(first.nodes.map((p: { name: string }) => p.name)).toEqual(["Three", "Two"]);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const rest = (await api.get("/api/v1/projects?limit=2", { token })).body;
    expect(first.pageInfo.endCursor).toBe(rest.next_cursor);
    const second = (await page(first.pageInfo.endCursor)).data.projects;
    expect(second.nodes.map((p: { name: string }) => p.name)).toEqual(["One"]);
    expect(second.pageInfo).toEqual({ endCursor: null, hasNextPage: false });
    expect(second.nodes[0].created_at).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
  });

  it("uploads an asset through a GraphQL multipart request, with the REST rules", async () => {
    const { token } = await createAccount();
    const project = await createProject(token);
    const upload = (bytes: Buffer, asset: Record<string, unknown>) => {
      const form = new FormData();
      form.append(
        "operations",
        JSON.stringify({
          query: `mutation($p: String!, $f: File!, $a: UploadAssetInput) { uploadAsset(projectId: $p, file: $f, asset: $a) { id filename content_type width height asset_type metadata } }`,
          variables: { p: project.id, f: null, a: asset },
        }),
      );
      form.append("map", JSON.stringify({ 0: ["variables.f"] }));
      form.append("0", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "logo.png");
      return call("POST", "/api/graphql", undefined, { token, body: form });
    };
    const png = await sharp({ create: { width: 32, height: 20, channels: 3, background: "#3366cc" } }).png().toBuffer();
    const res = await upload(png, { asset_type: "logo", metadata: { source: "graphql" } });
    expect(res.body.errors).toBeUndefined();
    const uploaded = res.body.data.uploadAsset;
    expect(uploaded).toMatchObject({ filename: "logo.png", content_type: "image/png", width: 32, height: 20, asset_type: "logo", metadata: { source: "graphql" } });
    const viaRest = (await api.get(`/api/v1/projects/${project.id}/assets/${uploaded.id}`, { token })).body.asset;
    expect(viaRest).toMatchObject(uploaded);

    // Not an image: the same validation error as REST.
    const bad = await upload(Buffer.from("not an image"), {});
    expect(bad.body.errors[0].extensions).toMatchObject({ code: "validation_failed", status: 422 });
  });

  describe("createProjectFromUrl", () => {
    let server: Server;
    let origin: string;
    beforeAll(async () => {
      const page = `<html><head><title>Brewly | Cold brew</title><meta name="theme-color" content="#1A2B3C"></head><body><main><p>${LONG_DESCRIPTION}</p></main></body></html>`;
      server = createServer((_req, res) => res.writeHead(200, { "content-type": "text/html" }).end(page));
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      process.env.ADLAB_FETCH_ALLOW_HOSTS = new URL(origin).host;
    });
    afterAll(async () => {
      delete process.env.ADLAB_FETCH_ALLOW_HOSTS;
      await new Promise((resolve) => server.close(resolve));
    });

    it("reads the page and creates the project, as POST /projects/from_url does", async () => {
      const { token } = await createAccount();
      const mutation = `mutation($p: CreateProjectFromUrlInput!) { createProjectFromUrl(input: $p) { id name source_url brand_kit { colors } } }`;
      const res = await graphql(token, mutation, { p: { url: `${origin}/home` } });
      expect(res.errors).toBeUndefined();
      expect(res.data.createProjectFromUrl).toMatchObject({ name: expect.stringContaining("Brewly"), source_url: `${origin}/home`, brand_kit: { colors: ["#1a2b3c"] } });

      const bad = await graphql(token, mutation, { p: { url: "ftp://example.com" } });
      const rest = (await api.post("/api/v1/projects/from_url", { url: "ftp://example.com" }, { token })).body.error;
      expect(bad.errors?.[0].extensions).toMatchObject({ code: "validation_failed", details: rest.details });
    });
  });
});
