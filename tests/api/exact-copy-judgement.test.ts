import { describe, expect, it } from "vitest";
import { api } from "../helpers/http";
import { createAccount, createProject } from "../helpers/factories";

describe("one judgement of exact copy (issue 29)", () => {
  it("a 109-character exact copy no style holds whole is a 422 naming the cause, before any token is charged", async () => {
    const { token } = await createAccount(100);
    const project = await createProject(token);
    const copy = "Cold brew that tastes like the first morning of a long holiday, brewed slow for twenty hours in small batches";
    expect(copy).toHaveLength(109);
    const res = await api.post(`/api/v1/projects/${project.id}/ads`, { ad: { output: "image", placements: ["square"], copy, copy_mode: "exact" } }, { token });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe("validation_failed");
    expect(res.body.error.details).toEqual([expect.stringMatching(/^ad\.style_scope: no style in "any" holds this exact copy whole/)]);
    expect((await api.get("/api/v1/account", { token })).body.account.token_balance).toBe(100);
    expect((await api.get(`/api/v1/projects/${project.id}/ads`, { token })).body.ads).toEqual([]);
  });
});
