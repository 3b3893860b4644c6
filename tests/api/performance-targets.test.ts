import { describe, expect, it } from "vitest";
import { api, call } from "../helpers/http";
import { createAccount, createProject } from "../helpers/factories";

describe("performance targets, a sub-resource of the project (issue 29)", () => {
  it("reads what create accepted, sets fields alone, clears with null, refuses bad input and other accounts", async () => {
    const { token } = await createAccount();
    const project = await createProject(token, { target_cpa: "12.50", target_cpa_currency: "EUR" });
    const url = `/api/v1/projects/${project.slug}/performance_targets`;
    expect((await api.get(url, { token })).body).toEqual({ performance_targets: { ad_health_monitored: false, target_cpa: "12.50", target_cpa_currency: "EUR" } });

    const set = await call("PUT", url, { performance_targets: { ad_health_monitored: true, target_cpa: "9" } }, { token });
    expect(set.status).toBe(200);
    expect(set.body.performance_targets).toEqual({ ad_health_monitored: true, target_cpa: "9.00", target_cpa_currency: "EUR" });
    const cleared = await call("PUT", url, { performance_targets: { target_cpa: null } }, { token });
    expect(cleared.body.performance_targets.target_cpa).toBeNull();

    const bad = await call("PUT", url, { performance_targets: { target_cpa_currency: "euro", target_cap: "1" } }, { token });
    expect(bad.status).toBe(422);
    expect(bad.body.error.details).toEqual(
      expect.arrayContaining(["performance_targets.target_cpa_currency: must be a 3-letter currency code such as USD", "performance_targets.target_cap: unknown field; did you mean target_cpa?"]),
    );

    const other = await createAccount();
    expect((await api.get(url, { token: other.token })).status).toBe(404);
  });
});
