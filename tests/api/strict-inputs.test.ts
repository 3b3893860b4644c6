import { describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import { api } from "../helpers/http";
import { graphql, trpcAs } from "../helpers/fronts";
import { form, upload } from "../helpers/asset-upload";
import { createAccount, createProject } from "../helpers/factories";

const adsOf = (projectId: string) => `/api/v1/projects/${projectId}/ads`;
const balanceOf = async (token: string) => (await api.get("/api/v1/account", { token })).body.account.token_balance as number;

/** These tests do not render: remove the jobs of their ads (the database may be shared with other files). */
async function dropJobs(adIds: string[]) {
  const prisma = await db();
  await prisma.$executeRawUnsafe(`DELETE FROM "jobs" WHERE ("payload"->>'adId') = ANY($1::text[])`, adIds);
}

// The request an agent sent (issue 28): misspelt fields that used to be dropped while the ad was charged.
const MISSPELT = { output: "image", placement: ["square"], variants: 2, audience: "Commuters", headline: "Cold brew in seconds" };
const MISSPELT_DETAILS = [
  "ad.placement: unknown field; did you mean placements?",
  "ad.variants: unknown field; did you mean variant_count?",
  "ad.audience: unknown field; did you mean audience_id?",
  "ad.headline: unknown field",
];

describe("unknown fields are refused on every front, before any token is charged", () => {
  it("REST, tRPC and GraphQL name each unknown field of an ad request and suggest the closest known one", async () => {
    const { token } = await createAccount(1000);
    const project = await createProject(token);

    const rest = await api.post(adsOf(project.id), { ad: MISSPELT }, { token });
    expect(rest.status).toBe(422);
    expect(rest.body.error.code).toBe("validation_failed");
    expect(rest.body.error.details).toEqual(MISSPELT_DETAILS);

    const trpc = await (await trpcAs(token)).ads.createAds({ project_id: project.id, ...MISSPELT } as never).catch((e) => e);
    expect(trpc.cause.toBody().error.details).toEqual(MISSPELT_DETAILS);

    // GraphQL's input types are closed: the document itself is refused, with the suggestion (as for a browser session).
    const mutation = `mutation($p: String!, $a: CreateAdInput!) { createAds(projectId: $p, ad: $a) { ads { id } } }`;
    const viaVariables = await graphql(token, mutation, { p: project.id, a: { output: "image", placement: ["square"] } });
    expect(viaVariables.data?.createAds ?? null).toBeNull();
    expect(viaVariables.errors?.[0].message).toMatch(/Field "placement" is not defined by type "CreateAdInput"\. Did you mean "placements"\?/);
    const inline = await graphql(token, `mutation($p: String!) { createAds(projectId: $p, ad: { output: "image", placement: ["square"] }) { ads { id } } }`, { p: project.id });
    expect(inline.errors?.[0].message).toMatch(/Field "placement" is not defined by type "CreateAdInput"\. Did you mean "placements"\?/);

    expect(await balanceOf(token)).toBe(1000);
    expect((await api.get(adsOf(project.id), { token })).body.ads).toEqual([]);
  });

  it("nested objects, keys beside the wrapper and multipart fields are closed too", async () => {
    const { token } = await createAccount();
    const project = await createProject(token);

    const nested = await api.post("/api/v1/projects", { project: { name: "Kit", description: project.description, brand_kit: { colours: ["#112233"] } } }, { token });
    expect(nested.status).toBe(422);
    expect(nested.body.error.details).toEqual(["project.brand_kit.colours: unknown field; did you mean colors?"]);

    const beside = await api.post(`/api/v1/projects/${project.id}/audiences`, { audience: { name: "Commuters" }, audiense: {} }, { token });
    expect(beside.status).toBe(422);
    expect(beside.body.error.details).toEqual(["audiense: unknown field; did you mean audience?"]);

    const patch = await api.patch(`/api/v1/projects/${project.id}`, { project: { tagline: "Smooth", visualDirection: "warm" } }, { token });
    expect(patch.body.error.details).toEqual(["project.visualDirection: unknown field; did you mean visual_direction?"]);
    expect((await api.get(`/api/v1/projects/${project.id}`, { token })).body.project.tagline).toBe(project.tagline);

    const multipart = await upload(token, project.id, form({ "asset[file]": { bytes: Buffer.from("x"), filename: "a.png", type: "image/png" }, asset_type: "logo" }));
    expect(multipart.status).toBe(422);
    expect(multipart.body.error.details).toContain("asset_type: unknown field; did you mean asset[asset_type]?");
    expect((await api.get(`/api/v1/projects/${project.id}/assets`, { token })).body.assets).toEqual([]);
  });

  it("unknown query parameters are ignored (docs/decisions.md)", async () => {
    const { token } = await createAccount();
    await createProject(token);
    const res = await api.get("/api/v1/projects?limit=1&utm_source=agent", { token });
    expect(res.status).toBe(200);
    expect(res.body.projects).toHaveLength(1);
  });
});

describe("every problem of a request in one answer", () => {
  it("a too-long CTA, headline and body and an unknown field are reported together", async () => {
    const { token } = await createAccount(1000);
    const project = await createProject(token);
    const ad = {
      output: "image",
      template_key: "bold-statement",
      copy_mode: "exact",
      copy: `headline: ${"Cold brew that is ready in seconds, every day"}\nbody: ${"Smooth, low in acid and ready in seconds: pour over ice, add milk and enjoy a cafe drink at home, any morning of the week, for less."}`,
      cta: "Order your first bottle of cold brew today",
      headlne: "typo",
    };
    const res = await api.post(adsOf(project.id), { ad }, { token });
    expect(res.status).toBe(422);
    const details: string[] = res.body.error.details;
    expect(details).toEqual(
      expect.arrayContaining([
        "ad.headlne: unknown field",
        expect.stringMatching(/^ad\.cta: has 42 characters; the CTA slot holds at most 30/),
        expect.stringMatching(/^ad\.copy: the headline slot holds at most 40 characters; the text for it has 45/),
        expect.stringMatching(/^ad\.copy: the body slot holds at most 110 characters; the text for it has 13\d/),
      ]),
    );
    expect(details).toHaveLength(4);
    expect(await balanceOf(token)).toBe(1000);
  });
});

describe("slugs wherever an id is taken", () => {
  it("an ad request's audience_id takes the audience's slug (the ad carries its id)", async () => {
    const { token } = await createAccount(1000);
    const project = await createProject(token);
    const audience = (await api.post(`/api/v1/projects/${project.slug}/audiences`, { audience: { name: "Morning Commuters" } }, { token })).body.audience;
    const res = await api.post(adsOf(project.slug), { ad: { output: "image", placements: ["square"], audience_id: audience.slug } }, { token });
    expect(res.status).toBe(202);
    expect(res.body.ad.audience_id).toBe(audience.id);
    const gql = await graphql(token, `mutation($p: String!, $a: CreateAdInput!) { createAds(projectId: $p, ad: $a) { ads { id } ad { audience_id } } }`, {
      p: project.slug,
      a: { output: "image", placements: ["square"], audience_id: audience.slug },
    });
    expect(gql.data.createAds.ad.audience_id).toBe(audience.id);
    await dropJobs([res.body.ad.id, ...gql.data.createAds.ads.map((a: { id: string }) => a.id)]);
  });
});

describe("a 401 says why", () => {
  it("missing header, another scheme, an unknown key and a revoked key each have their own message", async () => {
    const { token } = await createAccount();
    const caller = await trpcAs(token);
    const created = (await caller.apiKeys.create({ name: "doomed" })).api_key;
    const doomed = created.secret;
    await caller.apiKeys.revoke({ id: created.id });

    const cases: [Record<string, string>, RegExp][] = [
      [{}, /^No credential: send your API key as `Authorization: Bearer <API key>`/],
      [{ authorization: `Basic ${Buffer.from(`me:${token}`).toString("base64")}` }, /^The Authorization header is not a bearer credential/],
      [{ authorization: "Bearer adlab_not-a-key-anybody-has" }, /^This API key is not known/],
      [{ authorization: `Bearer ${doomed}` }, /^This API key has been revoked/],
    ];
    const messages = new Set<string>();
    for (const [headers, message] of cases) {
      const res = await api.get("/api/v1/account", { headers });
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe("unauthorized");
      expect(res.body.error.message).toMatch(message);
      expect(res.headers.get("www-authenticate")).toMatch(/^Bearer realm="adlab"/);
      // Nothing the client sent is repeated.
      for (const secret of [token, doomed, "not-a-key-anybody-has"]) expect(JSON.stringify(res.body)).not.toContain(secret);
      messages.add(res.body.error.message);
    }
    expect(messages.size).toBe(4);
    // The other fronts authenticate through the same code: GraphQL answers the same reasons.
    const gql = await api.post("/api/graphql", { query: "{ account { email } }" }, { headers: { authorization: `Bearer ${doomed}` } });
    expect(gql.status).toBe(401);
    expect(gql.body.error.message).toMatch(/^This API key has been revoked/);
    expect((await api.get("/api/v1/account", { headers: { authorization: "Bearer adlab_nope" } })).headers.get("www-authenticate")).toContain('error="invalid_token"');
  });
});
