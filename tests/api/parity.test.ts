import { describe, expect, it } from "vitest";
import { api } from "../helpers/http";
import { graphql, trpcAs } from "../helpers/fronts";
import { LONG_DESCRIPTION, createAccount, createProject } from "../helpers/factories";

const PROJECT_FIELDS = `id slug name description tagline language copy_language visual_direction avatar_url status source_url
  external_identifiers brand_kit { colors font_preferences logos style_notes } created_at updated_at assets_count creatives_count`;

describe("REST, tRPC and GraphQL return the same data for the same account", () => {
  it("account", async () => {
    const { token } = await createAccount(500);
    const rest = (await api.get("/api/v1/account", { token })).body.account;
    const { account: trpc } = await (await trpcAs(token)).account.getAccount();
    const gql = await graphql(token, `{ account { user_id email token_balance output_options { id label description token_cost cost_basis } } }`);
    expect(trpc).toEqual(rest);
    expect(gql.data.account).toEqual(rest);
  });

  it("projects: list, get and the rules of create", async () => {
    const { token } = await createAccount();
    await createProject(token, { brand_kit: { colors: ["#112233"] }, external_identifiers: { meta_campaign_id: "9" } });
    await createProject(token, { name: "Second" });
    const rest = (await api.get("/api/v1/projects", { token })).body.projects;
    const caller = await trpcAs(token);
    expect((await caller.projects.listProjects()).projects).toEqual(rest);
    const gql = await graphql(token, `{ projects { nodes { ${PROJECT_FIELDS} } } }`);
    expect(gql.data.projects.nodes).toEqual(rest);

    const one = await graphql(token, `query($id: String!) { project(id: $id) { ${PROJECT_FIELDS} } }`, { id: rest[0].slug });
    expect(one.data.project).toEqual(rest[0]);
    expect((await caller.projects.getProject({ project_id: rest[0].slug })).project).toEqual(rest[0]);

    // The same validation, with the same details, on every front.
    const bad = { name: "", description: "short" };
    // request_id names the HTTP request, so it is the one field that differs.
    const { request_id: _requestId, ...restError } = (await api.post("/api/v1/projects", { project: bad }, { token })).body.error;
    const trpcError = await caller.projects.createProject(bad as never).catch((e) => e);
    expect(trpcError.cause.toBody().error).toEqual(restError);
    const gqlError = await graphql(token, `mutation($p: CreateProjectInput!) { createProject(project: $p) { id } }`, { p: bad });
    expect(gqlError.errors?.[0].extensions).toMatchObject({ code: "validation_failed", details: restError.details });

    const created = await graphql(token, `mutation($p: CreateProjectInput!) { createProject(project: $p) { ${PROJECT_FIELDS} } }`, {
      p: { name: "From GraphQL", description: LONG_DESCRIPTION },
    });
    const viaRest = (await api.get(`/api/v1/projects/${created.data.createProject.id}`, { token })).body.project;
    expect(created.data.createProject).toEqual(viaRest);
  });

  it("GraphQL without a key is a 401 and another account's project is not found", async () => {
    const alice = await createAccount();
    const bob = await createAccount();
    const project = await createProject(alice.token);
    const res = await api.post("/api/graphql", { query: "{ projects { nodes { id } } }" });
    expect(res.status).toBe(401);
    const gql = await graphql(bob.token, `query($id: String!) { project(id: $id) { id } }`, { id: project.id });
    expect(gql.errors?.[0].extensions).toMatchObject({ code: "not_found", status: 404 });
  });

  it("GraphQL refuses queries past the complexity limit", async () => {
    const { token } = await createAccount();
    expect((await graphql(token, "{ projects { nodes { id } } }")).errors).toBeUndefined();
    const aliases = Array.from({ length: 120 }, (_, i) => `p${i}: projects { nodes { id name } }`).join(" ");
    const tooBig = await graphql(token, `{ ${aliases} }`);
    expect(tooBig.data ?? null).toBeNull();
    expect(tooBig.errors?.[0].message).toMatch(/complexity|breadth|alias/i);
  });
});
