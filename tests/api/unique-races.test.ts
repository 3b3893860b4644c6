import { describe, expect, it } from "vitest";
import { api, call } from "../helpers/http";
import { LONG_DESCRIPTION, createAccount, createProject } from "../helpers/factories";

/**
 * Concurrent writes of the same unique value (a slug, an external identifier key): each answers its
 * success or the documented 409 `conflict` (tests/helpers/http.ts holds every answer to the OpenAPI
 * document), never a 500, and no value is stored twice.
 */
const RACERS = 6;
const together = <T>(send: () => Promise<T>) => Promise.all(Array.from({ length: RACERS }, send));

function expectWinnersOrConflicts(answers: { status: number; body: any }[], success: number) {
  for (const answer of answers) {
    expect([success, 409], JSON.stringify(answer.body)).toContain(answer.status);
    if (answer.status === 409) expect(answer.body.error.code).toBe("conflict");
  }
  expect(answers.some((a) => a.status === success)).toBe(true);
}

describe("concurrent writes of one unique value", () => {
  it("projects and audiences with the same name get distinct slugs or 409 conflict", async () => {
    const { token } = await createAccount();
    const projects = await together(() => api.post("/api/v1/projects", { project: { name: "Same Name", description: LONG_DESCRIPTION } }, { token }));
    expectWinnersOrConflicts(projects, 201);
    const slugs = projects.filter((p) => p.status === 201).map((p) => p.body.project.slug);
    expect(new Set(slugs).size).toBe(slugs.length);

    const project = await createProject(token);
    const audiences = await together(() => api.post(`/api/v1/projects/${project.id}/audiences`, { audience: { name: "Runners" } }, { token }));
    expectWinnersOrConflicts(audiences, 201);
    const audienceSlugs = audiences.filter((a) => a.status === 201).map((a) => a.body.audience.slug);
    expect(new Set(audienceSlugs).size).toBe(audienceSlugs.length);
  });

  it("one external identifier key set at once by several requests is stored once", async () => {
    const { token } = await createAccount();
    const project = await createProject(token);
    const url = `/api/v1/projects/${project.id}/external_identifiers`;
    let n = 0;
    const one = await together(() => call("PUT", `${url}/meta.campaign_id`, { external_identifier: { value: `c-${++n}` } }, { token }));
    expectWinnersOrConflicts(one, 200);
    const sets = await together(() => call("PUT", url, { external_identifiers: { "google.campaign_id": `g-${++n}` } }, { token }));
    expectWinnersOrConflicts(sets, 200);
    const stored = (await api.get(url, { token })).body.external_identifiers;
    expect(Object.keys(stored).sort()).toEqual(["google.campaign_id"]);
  });
});
