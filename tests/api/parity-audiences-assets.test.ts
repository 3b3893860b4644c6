import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import { api, call } from "../helpers/http";
import { graphql, trpcAs } from "../helpers/fronts";
import { createAccount, createProject } from "../helpers/factories";

const AUDIENCE_FIELDS = `id slug project_id organization_id creator_user_id name description rules metadata used_by_ads created_at updated_at`;
const ASSET_FIELDS = `id project_id user_id asset_type source status filename content_type byte_size width height duration_seconds
  description metadata license_metadata created_at updated_at file_url`;
const STYLE_FIELDS = `id category name description tags outputs placements template_key meme_base
  editable_slots { name role budget max_lines max_words } character_roles { name guidance }`;

async function uploadPng(token: string, projectId: string, fields: Record<string, string> = {}) {
  const data = new FormData();
  const png = await sharp({ create: { width: 12, height: 8, channels: 4, background: "#ff000080" } }).png().toBuffer();
  data.append("asset[file]", new Blob([new Uint8Array(png)], { type: "image/png" }), "p.png");
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  const res = await call("POST", `/api/v1/projects/${projectId}/assets`, undefined, { token, body: data });
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.asset;
}

// The first GraphQL call builds the schema and Yoga; on a busy shared machine that alone can take seconds.
describe("REST, tRPC and GraphQL agree on audiences, assets and styles", { timeout: 90_000 }, () => {
  it("audiences: list, get, relation, create, update and the rules of delete", async () => {
    const { token } = await createAccount();
    const project = await createProject(token);
    const caller = await trpcAs(token);
    const a1 = (await api.post(`/api/v1/projects/${project.id}/audiences`, { audience: { name: "Runners", metadata: { k: [1, { x: true }] } } }, { token })).body.audience;
    await api.post(`/api/v1/projects/${project.id}/audiences`, { audience: { name: "Walkers", description: "d", rules: "r" } }, { token });
    await (await db()).ad.create({
      data: { organizationId: a1.organization_id, projectId: project.id, audienceId: a1.id, batchId: randomUUID(), slug: `ad-${randomUUID()}`, name: "ad", output: "image" },
    });

    const rest = (await api.get(`/api/v1/projects/${project.id}/audiences`, { token })).body.audiences;
    expect(rest.map((a: { used_by_ads: boolean }) => a.used_by_ads)).toEqual([false, true]);
    expect((await caller.audiences.listAudiences({ project_id: project.slug })).audiences).toEqual(rest);
    const gql = await graphql(token, `query($p: String!) { audiences(projectId: $p) { nodes { ${AUDIENCE_FIELDS} } } }`, { p: project.id });
    expect(gql.data.audiences.nodes).toEqual(rest);
    // The project's audiences page like the REST list: limit and the cursor of pageInfo.
    const relation = `query($p: String!, $c: String) { project(id: $p) { audiences(limit: 1, cursor: $c) { nodes { ${AUDIENCE_FIELDS} } pageInfo { endCursor hasNextPage } } } }`;
    const first = (await graphql(token, relation, { p: project.slug })).data.project.audiences;
    expect(first.nodes).toEqual([rest[0]]);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = (await graphql(token, relation, { p: project.slug, c: first.pageInfo.endCursor })).data.project.audiences;
    expect(second).toEqual({ nodes: [rest[1]], pageInfo: { endCursor: null, hasNextPage: false } });

    const one = await graphql(token, `query($p: String!, $id: String!) { audience(projectId: $p, id: $id) { ${AUDIENCE_FIELDS} } }`, { p: project.id, id: a1.slug });
    expect(one.data.audience).toEqual(rest[1]);
    expect((await caller.audiences.getAudience({ project_id: project.id, audience_id: a1.slug })).audience).toEqual(rest[1]);

    // The same validation details on every front (values the typed input can carry, so zod decides).
    const bad = { name: "", rules: "x".repeat(10_001) };
    const restError = (await api.post(`/api/v1/projects/${project.id}/audiences`, { audience: bad }, { token })).body.error;
    const trpcError = await caller.audiences.createAudience({ project_id: project.id, ...(bad as object) } as never).catch((e) => e);
    expect(trpcError.cause.toBody().error).toEqual({ ...restError, request_id: undefined }); // request_id names the HTTP request
    const gqlError = await graphql(token, `mutation($p: String!, $a: CreateAudienceInput!) { createAudience(projectId: $p, audience: $a) { id } }`, { p: project.id, a: bad });
    expect(gqlError.errors?.[0].extensions).toMatchObject({ code: "validation_failed", status: 422, details: restError.details });

    const created = await graphql(token, `mutation($p: String!, $a: CreateAudienceInput!) { createAudience(projectId: $p, audience: $a) { ${AUDIENCE_FIELDS} } }`, {
      p: project.id,
      a: { name: "From GraphQL", rules: "be kind" },
    });
    const viaRest = (await api.get(`/api/v1/projects/${project.id}/audiences/${created.data.createAudience.id}`, { token })).body.audience;
    expect(created.data.createAudience).toEqual(viaRest);

    const { audience: updated } = await caller.audiences.updateAudience({ project_id: project.id, audience_id: viaRest.slug, description: "via tRPC" });
    expect(updated).toEqual((await api.get(`/api/v1/projects/${project.id}/audiences/${viaRest.id}`, { token })).body.audience);
    const gqlUpdated = await graphql(token, `mutation($p: String!, $id: String!, $a: UpdateAudienceInput!) { updateAudience(projectId: $p, id: $id, audience: $a) { ${AUDIENCE_FIELDS} } }`, {
      p: project.id,
      id: viaRest.id,
      a: { metadata: { via: "graphql" } },
    });
    expect(gqlUpdated.data.updateAudience).toEqual((await api.get(`/api/v1/projects/${project.id}/audiences/${viaRest.id}`, { token })).body.audience);

    // A used audience: 409 audience_in_use everywhere.
    const restDelete = (await api.delete(`/api/v1/projects/${project.id}/audiences/${a1.id}`, { token })).body.error;
    expect(restDelete.code).toBe("audience_in_use");
    const trpcDelete = await caller.audiences.deleteAudience({ project_id: project.id, audience_id: a1.id }).catch((e) => e);
    expect(trpcDelete.cause.toBody().error).toEqual({ ...restDelete, request_id: undefined });
    const gqlDelete = await graphql(token, `mutation($p: String!, $id: String!) { deleteAudience(projectId: $p, id: $id) }`, { p: project.id, id: a1.slug });
    expect(gqlDelete.errors?.[0].extensions).toMatchObject({ code: "audience_in_use", status: 409 });
    expect(gqlDelete.errors?.[0].message).toBe(restDelete.message);

    // An unused one deletes on each front.
    expect(await caller.audiences.deleteAudience({ project_id: project.id, audience_id: viaRest.id })).toBeNull();
    expect((await api.get(`/api/v1/projects/${project.id}/audiences/${viaRest.id}`, { token })).status).toBe(404);
    const walkers = rest[0];
    const gqlDeleted = await graphql(token, `mutation($p: String!, $id: String!) { deleteAudience(projectId: $p, id: $id) }`, { p: project.id, id: walkers.id });
    expect(gqlDeleted.data.deleteAudience).toBe(true);
    expect((await api.get(`/api/v1/projects/${project.id}/audiences`, { token })).body.audiences.map((a: { id: string }) => a.id)).toEqual([a1.id]);
  });

  it("assets: list, get, relation, update and delete", async () => {
    const { token } = await createAccount();
    const project = await createProject(token);
    const caller = await trpcAs(token);
    await uploadPng(token, project.id, { "asset[asset_type]": "logo", "asset[metadata][a]": "1" });
    await uploadPng(token, project.slug, { "asset[license_metadata][owner]": "me" });

    const rest = (await api.get(`/api/v1/projects/${project.id}/assets`, { token })).body.assets;
    expect(rest).toHaveLength(2);
    expect((await caller.assets.listAssets({ project_id: project.id })).assets).toEqual(rest);
    const gql = await graphql(token, `query($p: String!) { assets(projectId: $p) { nodes { ${ASSET_FIELDS} } } }`, { p: project.slug });
    expect(gql.data.assets.nodes).toEqual(rest);
    const relation = await graphql(token, `query($p: String!) { project(id: $p) { assets_count assets { nodes { ${ASSET_FIELDS} } pageInfo { hasNextPage } } } }`, { p: project.id });
    expect(relation.data.project).toEqual({ assets_count: 2, assets: { nodes: rest, pageInfo: { hasNextPage: false } } });

    const one = await graphql(token, `query($p: String!, $id: String!) { asset(projectId: $p, id: $id) { ${ASSET_FIELDS} } }`, { p: project.id, id: rest[0].id });
    expect(one.data.asset).toEqual(rest[0]);
    expect((await caller.assets.getAsset({ project_id: project.id, asset_id: rest[0].id })).asset).toEqual(rest[0]);

    const bad = { filename: "a/b", asset_type: "" };
    const restError = (await api.patch(`/api/v1/projects/${project.id}/assets/${rest[0].id}`, { asset: bad }, { token })).body.error;
    const trpcError = await caller.assets.updateAsset({ project_id: project.id, asset_id: rest[0].id, ...(bad as object) } as never).catch((e) => e);
    expect(trpcError.cause.toBody().error).toEqual({ ...restError, request_id: undefined }); // request_id names the HTTP request
    const gqlError = await graphql(token, `mutation($p: String!, $id: String!, $a: UpdateAssetInput!) { updateAsset(projectId: $p, id: $id, asset: $a) { id } }`, {
      p: project.id,
      id: rest[0].id,
      a: bad,
    });
    expect(gqlError.errors?.[0].extensions).toMatchObject({ code: "validation_failed", details: restError.details });

    const updated = await graphql(token, `mutation($p: String!, $id: String!, $a: UpdateAssetInput!) { updateAsset(projectId: $p, id: $id, asset: $a) { ${ASSET_FIELDS} } }`, {
      p: project.id,
      id: rest[0].id,
      a: { description: "via GraphQL", metadata: { nested: { ok: true } } },
    });
    expect(updated.data.updateAsset).toEqual((await api.get(`/api/v1/projects/${project.id}/assets/${rest[0].id}`, { token })).body.asset);
    const { asset: trpcUpdated } = await caller.assets.updateAsset({ project_id: project.id, asset_id: rest[1].id, filename: "renamed.png" });
    expect(trpcUpdated).toEqual((await api.get(`/api/v1/projects/${project.id}/assets/${rest[1].id}`, { token })).body.asset);

    expect(await caller.assets.deleteAsset({ project_id: project.id, asset_id: rest[0].id })).toBeNull();
    const gqlDeleted = await graphql(token, `mutation($p: String!, $id: String!) { deleteAsset(projectId: $p, id: $id) }`, { p: project.id, id: rest[1].id });
    expect(gqlDeleted.data.deleteAsset).toBe(true);
    expect((await api.get(`/api/v1/projects/${project.id}/assets`, { token })).body.assets).toEqual([]);
    expect((await api.get(`/api/v1/projects/${project.id}`, { token })).body.project.assets_count).toBe(0);
  });

  it("styles: the same catalog on every front", async () => {
    const { token } = await createAccount();
    const rest = (await api.get("/api/v1/styles", { token })).body.styles;
    expect((await (await trpcAs(token)).styles.listStyles()).styles).toEqual(rest);
    const gql = await graphql(token, `{ styles { nodes { ${STYLE_FIELDS} } pageInfo { hasNextPage } } }`);
    expect(gql.errors).toBeUndefined();
    expect(gql.data.styles).toEqual({ nodes: rest, pageInfo: { hasNextPage: false } });
  });

  it("another account's audiences and assets are not found on any front", async () => {
    const alice = await createAccount();
    const bob = await createAccount();
    const project = await createProject(alice.token);
    const audience = (await api.post(`/api/v1/projects/${project.id}/audiences`, { audience: { name: "Secret" } }, { token: alice.token })).body.audience;
    const asset = await uploadPng(alice.token, project.id);
    const caller = await trpcAs(bob.token);

    for (const error of [
      await caller.audiences.getAudience({ project_id: project.id, audience_id: audience.id }).catch((e) => e),
      await caller.audiences.listAudiences({ project_id: project.id }).catch((e) => e),
      await caller.assets.getAsset({ project_id: project.id, asset_id: asset.id }).catch((e) => e),
      await caller.assets.deleteAsset({ project_id: project.id, asset_id: asset.id }).catch((e) => e),
    ]) {
      expect(error.cause.toBody().error.code).toBe("not_found");
    }
    for (const [query, vars] of [
      [`query($p: String!, $id: String!) { audience(projectId: $p, id: $id) { id } }`, { p: project.id, id: audience.id }],
      [`query($p: String!) { audiences(projectId: $p) { nodes { id } } }`, { p: project.id }],
      [`query($p: String!, $id: String!) { asset(projectId: $p, id: $id) { id } }`, { p: project.id, id: asset.id }],
      [`mutation($p: String!, $id: String!) { deleteAudience(projectId: $p, id: $id) }`, { p: project.id, id: audience.id }],
    ] as const) {
      const res = await graphql(bob.token, query, vars);
      expect(res.errors?.[0].extensions).toMatchObject({ code: "not_found", status: 404 });
    }
    expect((await api.get(`/api/v1/projects/${project.id}/assets/${asset.id}`, { token: alice.token })).status).toBe(200);
  });
});
