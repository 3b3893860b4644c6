import { describe, expect, it } from "vitest";
import { createAccount, createProject } from "../helpers/factories";
import { trpcAs } from "../helpers/fronts";

describe("projects.getPerformanceTargets (the settings form's targets, derived from GET .../performance_targets)", () => {
  it("shows the saved target CPA, lets monitoring be switched off and the target cleared, and stays in its account", async () => {
    const { token } = await createAccount();
    const project = await createProject(token, { ad_health_monitored: true, target_cpa: "30", target_cpa_currency: "EUR" });
    const caller = await trpcAs(token);
    expect((await caller.projects.getPerformanceTargets({ project_id: project.slug })).performance_targets).toEqual({ ad_health_monitored: true, target_cpa: "30.00", target_cpa_currency: "EUR" });

    await caller.projects.updateProject({ project_id: project.id, ad_health_monitored: false, target_cpa: "12.5" });
    expect((await caller.projects.getPerformanceTargets({ project_id: project.id })).performance_targets).toEqual({ ad_health_monitored: false, target_cpa: "12.50", target_cpa_currency: "EUR" });
    await caller.projects.updateProject({ project_id: project.id, target_cpa: null, target_cpa_currency: null });
    expect((await caller.projects.getPerformanceTargets({ project_id: project.id })).performance_targets).toEqual({ ad_health_monitored: false, target_cpa: null, target_cpa_currency: null });

    const stranger = await trpcAs((await createAccount()).token);
    await expect(stranger.projects.getPerformanceTargets({ project_id: project.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
