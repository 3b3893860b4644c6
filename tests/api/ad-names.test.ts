import { describe, expect, it } from "vitest";
import { api } from "../helpers/http";
import { createAccount, createProject } from "../helpers/factories";
import { adsOf, getAd } from "../helpers/ad-pipeline";
import { db } from "@/server/db/client";
import { chooseStyleStep } from "@/server/generation/steps/style";
import { writeCopyStep } from "@/server/generation/steps/copy";

/** The style and copy steps of the pipeline, without rendering (the jobs are dropped after). */
async function writeWords(adIds: string[]) {
  for (const id of adIds) {
    await chooseStyleStep(id);
    await writeCopyStep(id);
  }
  const prisma = await db();
  await prisma.$executeRawUnsafe(`DELETE FROM "jobs" WHERE ("payload"->>'adId') = ANY($1::text[])`, adIds);
}

describe("ad names (issue 32)", () => {
  it("an unnamed ad is named by its headline (not its design), unique in the project; its slug and a chosen name stay", async () => {
    const { token } = await createAccount(1000);
    const project = await createProject(token);
    const words = { output: "image", placements: ["square"], template_key: "bold-statement", copy: "headline: Cafe cold brew at home", copy_mode: "exact" };
    const batch = await api.post(adsOf(project.id), { ad: { ...words, variant_count: 2 } }, { token });
    expect(batch.status).toBe(202);
    const later = await api.post(adsOf(project.id), { ad: words }, { token });
    const named = await api.post(adsOf(project.id), { ad: { ...words, name: "Summer launch" } }, { token });
    const ids = [...batch.body.ads.map((a: { id: string }) => a.id), later.body.ad.id, named.body.ad.id];
    // While generating: the provisional name.
    expect(batch.body.ads.map((a: { name: string }) => a.name)).toEqual([`${project.name} still ad #1`, `${project.name} still ad #2`]);

    await writeWords(ids);
    const ads = await Promise.all(ids.map((id) => getAd(token, project.id, id)));
    expect(ads.map((a) => a.name)).toEqual([
      "Cafe cold brew at home",
      "Cafe cold brew at home (2)",
      "Cafe cold brew at home (3)",
      "Summer launch",
    ]);
    // The slug, and so every URL of the ad, is the one it had at creation.
    expect(ads[0].slug).toBe(batch.body.ads[0].slug);
    expect((await api.get(`${adsOf(project.id)}/${ads[0].slug}`, { token })).body.ad.name).toBe("Cafe cold brew at home");
  });
});
