import { describe, expect, it } from "vitest";
import { api } from "../helpers/http";
import { createAccount, createProject } from "../helpers/factories";
import { trpcAs } from "../helpers/fronts";
import { drainJobs } from "@/server/jobs/runner";

process.env.ADLAB_JOB_BACKOFF_MS = "0";

async function readyAd() {
  const { token } = await createAccount(1000);
  const project = await createProject(token);
  const res = await api.post(`/api/v1/projects/${project.id}/ads`, { ad: { output: "image", template_key: "product-hero", placements: ["square"], copy: "headline: Warm feet on every trail", cta: "Shop now" } }, { token });
  expect(res.status).toBe(202);
  await drainJobs({ adIds: [res.body.ad.id] });
  const trpc = await trpcAs(token);
  const { ad } = await trpc.ads.getAd({ project_id: project.id, ad_id: res.body.ad.id });
  expect(ad.status).toBe("ready");
  return { trpc, ad, token, project };
}

describe("edit and regenerate (web editor service)", () => {
  it("previews edited copy on the ad's design and generates a new ad from the edit; the original is unchanged", async () => {
    const { trpc, ad } = await readyAd();
    const { html } = await trpc.ads.previewEdit({ id: ad.id, placement: "square", copy: { headline: "Mended for life in Bergen" }, cta: "Get yours" });
    expect(html).toContain("Mended");
    expect(html).toContain("Get yours");
    expect(html).not.toContain("Warm feet");

    const { ad: created } = await trpc.ads.regenerate({
      id: ad.id,
      edit: { copy: { kicker: "", headline: "Mended for life in Bergen", body: "" }, cta: "Get yours", copy_mode: "exact", audience_id: null, placements: ["square", "landscape"], music: "" },
    });
    expect(created.id).not.toBe(ad.id);
    await drainJobs({ adIds: [created.id] });
    const { ad: fresh } = await trpc.ads.getAd({ project_id: ad.project_id, ad_id: created.id });
    expect(fresh).toMatchObject({ status: "ready", name: `${ad.name} (edited)`, placements: ["square", "landscape"], style: { id: "template:product-hero" } });
    expect(fresh.editable_copy).toMatchObject({ headline: "Mended for life in Bergen", cta: "Get yours" });
    expect(fresh.copy_sources).toMatchObject({ headline: "customer", cta: "customer" });
    const { ad: original } = await trpc.ads.getAd({ project_id: ad.project_id, ad_id: ad.id });
    expect(original.editable_copy).toEqual(ad.editable_copy);
  });

  it("refuses exact copy over a slot's budget before charging, and bad input with 422", async () => {
    const { trpc, ad } = await readyAd();
    const balance = (await trpc.account.getAccount()).account.token_balance;
    const edit = { copy: { kicker: "Hand-knitted merino from Norway" }, cta: "", copy_mode: "exact" as const, audience_id: null, placements: ["square" as const], music: "" };
    await expect(trpc.ads.regenerate({ id: ad.id, edit })).rejects.toMatchObject({ code: "UNPROCESSABLE_CONTENT" });
    expect((await trpc.account.getAccount()).account.token_balance).toBe(balance);
    await expect(trpc.ads.regenerate({ id: ad.id, edit: { ...edit, placements: [] } })).rejects.toMatchObject({ code: "UNPROCESSABLE_CONTENT" });
    await expect(trpc.ads.previewEdit({ id: ad.id, placement: "landscape", copy: {}, cta: "" })).rejects.toMatchObject({ code: "UNPROCESSABLE_CONTENT" });
  });
});
