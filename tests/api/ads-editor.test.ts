import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { api } from "../helpers/http";
import { form, upload } from "../helpers/asset-upload";
import { createAccount, createProject } from "../helpers/factories";
import { trpcAs } from "../helpers/fronts";
import { drainJobs } from "@/server/jobs/runner";

process.env.ADLAB_JOB_BACKOFF_MS = "0";

/** A product photo of one flat colour, uploaded to the project. */
async function uploadPhoto(token: string, projectId: string, colour: string, filename: string) {
  const bytes = await sharp({ create: { width: 600, height: 600, channels: 3, background: colour } }).png().toBuffer();
  const res = await upload(token, projectId, form({ "asset[file]": { bytes, filename, type: "image/png" }, "asset[asset_type]": "product" }));
  expect(res.status).toBe(201);
  return res.body.asset as { id: string };
}

/** The share of the square PNG's pixels within a small distance of `hex`. */
async function shareOf(token: string, ad: { id: string; project_id: string }, hex: string): Promise<number> {
  const res = await api.get(`/api/v1/projects/${ad.project_id}/ads/${ad.id}/file?placement=square&format=png`, { token });
  expect(res.status).toBe(200);
  const { data, info } = await sharp(res.bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  let near = 0;
  for (let i = 0; i < data.length; i += 3) if (Math.abs(data[i] - r) + Math.abs(data[i + 1] - g) + Math.abs(data[i + 2] - b) < 30) near++;
  return near / (info.width * info.height);
}

const KIT = ["#c1121f", "#1d4ed8"];

async function readyAd() {
  const { token } = await createAccount(1000);
  const project = await createProject(token, { brand_kit: { colors: KIT } });
  const red = await uploadPhoto(token, project.id, "#e05a10", "orange mug.png");
  const green = await uploadPhoto(token, project.id, "#10a060", "green mug.png");
  const res = await api.post(`/api/v1/projects/${project.id}/ads`, { ad: { output: "image", template_key: "product-hero", placements: ["square"], copy: "headline: Warm feet on every trail", cta: "Shop now" } }, { token });
  expect(res.status).toBe(202);
  await drainJobs({ adIds: [res.body.ad.id] });
  const trpc = await trpcAs(token);
  const { ad } = await trpc.ads.getAd({ project_id: project.id, ad_id: res.body.ad.id });
  expect(ad.status).toBe("ready");
  return { trpc, ad, token, project, photo: red, drawn: green };
}

describe("edit and regenerate (web editor service)", () => {
  it("previews edited words and design on the ad's own design, and re-renders them as a new ad for a fifth of the price; the original is unchanged", async () => {
    const { trpc, ad, token, photo, drawn } = await readyAd();
    // The photo the ad was drawn with (the newest) is named in its design (issue 43).
    expect(ad.design).toEqual({ palette: 0, layout: 0, photo_asset_id: drawn.id, type_direction: null });
    const { html } = await trpc.ads.previewEdit({ id: ad.id, placement: "square", copy: { headline: "Mended for life in Bergen" }, cta: "Get yours", design: ad.design });
    expect(html).toContain("Mended");
    expect(html).toContain("Get yours");
    expect(html).not.toContain("Warm feet");
    const design = { palette: 1, layout: 1, photo_asset_id: photo.id, type_direction: "handwritten" as const };
    const recoloured = await trpc.ads.previewEdit({ id: ad.id, placement: "square", copy: { headline: "Mended for life in Bergen" }, cta: "Get yours", design });
    expect(recoloured.html).not.toBe(html);
    expect(recoloured.html).toContain("Caveat");

    // Newer images push the chosen photo out of the newest six the renderers take by default: it is still drawn.
    for (let i = 0; i < 5; i++) await uploadPhoto(token, ad.project_id, "#7a7a7a", `grey ${i}.png`);
    const balance = (await trpc.account.getAccount()).account.token_balance;
    const { ad: created } = await trpc.ads.regenerate({
      id: ad.id,
      edit: { copy: { kicker: "", headline: "Mended for life in Bergen", body: "" }, cta: "Get yours", copy_mode: "exact", audience_id: null, placements: ["square"], music: "", design },
    });
    expect(created.id).not.toBe(ad.id);
    expect((await trpc.account.getAccount()).account.token_balance).toBe(balance - 5);
    await drainJobs({ adIds: [created.id] });
    const { ad: fresh } = await trpc.ads.getAd({ project_id: ad.project_id, ad_id: created.id });
    // The name follows the headline (the original was named by its own).
    expect(ad.name).toBe("Warm feet on every trail");
    expect(fresh).toMatchObject({ status: "ready", name: "Mended for life in Bergen", token_cost: 5, placements: ["square"], design, style: { id: "template:product-hero" } });
    expect(fresh.editable_copy).toEqual({ headline: "Mended for life in Bergen", cta: "Get yours" });
    expect(fresh.copy_sources).toEqual({ headline: "customer", cta: "customer" });
    expect(fresh.progress?.steps.map((s) => s.name)).toEqual(["render:square"]);

    // The pixels: the chosen (older) photo replaces the latest one, and the kit's blue leads instead of its red.
    const [before, after] = [ad, fresh];
    for (const [hex, more] of [["#e05a10", after], ["#10a060", before], ["#1d4ed8", after]] as const) {
      const less = more === after ? before : after;
      expect(await shareOf(token, more, hex), hex).toBeGreaterThan((await shareOf(token, less, hex)) + 0.01);
    }
    const { ad: original } = await trpc.ads.getAd({ project_id: ad.project_id, ad_id: ad.id });
    expect(original.editable_copy).toEqual(ad.editable_copy);
    expect(original.design).toEqual(ad.design);
  });

  it("refuses exact copy over a slot's budget, a bad design and another account's photo with 422, before charging", async () => {
    const { trpc, ad } = await readyAd();
    const other = await createAccount(1000);
    const otherProject = await createProject(other.token);
    const foreign = await uploadPhoto(other.token, otherProject.id, "#888888", "theirs.png");
    const balance = (await trpc.account.getAccount()).account.token_balance;
    const edit = { copy: { kicker: "Hand-knitted merino from Norway" }, cta: "", copy_mode: "exact" as const, audience_id: null, placements: ["square" as const], music: "", design: ad.design };
    await expect(trpc.ads.regenerate({ id: ad.id, edit })).rejects.toMatchObject({ code: "UNPROCESSABLE_CONTENT" });
    await expect(trpc.ads.regenerate({ id: ad.id, edit: { ...edit, placements: [] } })).rejects.toMatchObject({ code: "UNPROCESSABLE_CONTENT" });
    const fits = { ...edit, copy: { headline: "Warm feet" } };
    await expect(trpc.ads.regenerate({ id: ad.id, edit: { ...fits, design: { ...ad.design, palette: 9 } } })).rejects.toMatchObject({
      code: "UNPROCESSABLE_CONTENT",
      message: expect.stringContaining("edit.design.palette: must be a colour arrangement from 0 to 3"),
    });
    await expect(trpc.ads.regenerate({ id: ad.id, edit: { ...fits, design: { ...ad.design, photo_asset_id: foreign.id } } })).rejects.toMatchObject({
      code: "UNPROCESSABLE_CONTENT",
      message: expect.stringContaining("edit.design.photo_asset_id: no image with this id in this project"),
    });
    expect((await trpc.account.getAccount()).account.token_balance).toBe(balance);
    await expect(trpc.ads.previewEdit({ id: ad.id, placement: "square", copy: {}, cta: "", design: { ...ad.design, photo_asset_id: foreign.id } })).rejects.toMatchObject({ code: "UNPROCESSABLE_CONTENT" });
    // A size the edit adds is previewed too.
    expect((await trpc.ads.previewEdit({ id: ad.id, placement: "landscape", copy: {}, cta: "", design: ad.design })).html).toContain("<html");
  });

  it("checks an edit as the pipeline renders it: the words a size would cut, named before any charge; colour choices that differ with no kit; the photo the ad was drawn with", async () => {
    const { token } = await createAccount(1000);
    // No brand colours: the colours come from the photo (a brown loaf).
    const project = await createProject(token);
    const loaf = await uploadPhoto(token, project.id, "#8a5a2b", "loaf.png");
    const res = await api.post(`/api/v1/projects/${project.id}/ads`, { ad: { output: "image", template_key: "handwritten-note", placements: ["square", "instagram_story"], copy: "headline: Warm sourdough at dawn" } }, { token });
    expect(res.status).toBe(202);
    await drainJobs({ adIds: [res.body.ad.id] });
    const trpc = await trpcAs(token);
    const { ad } = await trpc.ads.getAd({ project_id: project.id, ad_id: res.body.ad.id });
    expect(ad).toMatchObject({ status: "ready", name: "Warm sourdough at dawn" });

    // A photo uploaded later does not replace the one the ad was drawn with.
    await uploadPhoto(token, project.id, "#10a060", "newer.png");
    const { edit } = await trpc.ads.editStart({ id: ad.id });
    expect(edit).toMatchObject({ copy_mode: "exact", placements: ["square", "instagram_story"], design: { photo_asset_id: loaf.id } });

    // Within the headline's 40 characters, yet the square (beside the photo) would cut it.
    const long = { ...edit, copy: { ...edit.copy, headline: "Neighbourhood sourdough, baked at dawn" } };
    const check = await trpc.ads.checkEdit({ id: ad.id, copy: long.copy, cta: long.cta, design: long.design, placements: long.placements });
    expect(check.fit).toEqual([
      { placement: "square", label: "Square", cuts: [{ slot: "headline", shown: "Neighbourhood sourdough, baked at", cut: ["dawn"] }] },
      { placement: "instagram_story", label: "Instagram Story", cuts: [] },
    ]);
    // Four arrangements, each painting differently (a kit-less project once saw four identical ones).
    expect(check.colours.map((c) => c.palette)).toEqual([0, 1, 2, 3]);
    expect(new Set(check.colours.map((c) => c.swatches.join())).size).toBe(4);

    // Saving it is refused with the words to shorten, and nothing is charged.
    const balance = (await trpc.account.getAccount()).account.token_balance;
    await expect(trpc.ads.regenerate({ id: ad.id, edit: long })).rejects.toMatchObject({
      code: "UNPROCESSABLE_CONTENT",
      message: expect.stringContaining("edit.copy.headline: the headline does not fit whole in Square (it would stop at “Neighbourhood sourdough, baked at…”); shorten “dawn”"),
    });
    expect((await trpc.account.getAccount()).account.token_balance).toBe(balance);
  });

  it("plans an edit whose words are rewritten before the charge, on the edit's own design (issue 46)", async () => {
    const { trpc, ad, token } = await readyAd();
    const before = (await api.get("/api/v1/account", { token })).body.account.token_balance as number;
    const { edit } = await trpc.ads.editStart({ id: ad.id });
    const design = { ...edit.design, layout: 1 - edit.design.layout };
    const { ad: rewritten } = await trpc.ads.regenerate({ id: ad.id, edit: { ...edit, copy_mode: "generate", design } });
    // Stored with the new ad, before any step ran: the pinned style, laid out from the edit's layout variant.
    const prisma = await (await import("@/server/db/client")).db();
    const { plan, status } = await prisma.ad.findUniqueOrThrow({ where: { id: rewritten.id }, select: { plan: true, status: true } });
    expect(status).toBe("generating");
    expect(plan).toMatchObject({ style: { id: "template:product-hero" }, layouts: [{ placement: "square", seed: design.layout, fits: true }] });
    expect((await api.get("/api/v1/account", { token })).body.account.token_balance).toBeLessThan(before);
    await drainJobs({ adIds: [rewritten.id] });
    expect((await trpc.ads.getAd({ project_id: ad.project_id, ad_id: rewritten.id })).ad).toMatchObject({ status: "ready", editable_copy: (plan as { copy: object }).copy });
  });

  it("lets a failed ad be edited and tried again", async () => {
    const { trpc, ad } = await readyAd();
    await (await import("@/server/db/client")).db().then((prisma) => prisma.ad.update({ where: { id: ad.id }, data: { status: "failed", failureReason: "the exact copy of the headline slot does not fit the square placement whole (shorten it); the tokens were refunded" } }));
    const { edit } = await trpc.ads.editStart({ id: ad.id });
    expect(edit.copy.headline).toBe("Warm feet on every trail");
    const { ad: retried } = await trpc.ads.regenerate({ id: ad.id, edit: { ...edit, copy: { ...edit.copy, headline: "Warm feet" } } });
    await drainJobs({ adIds: [retried.id] });
    expect((await trpc.ads.getAd({ project_id: ad.project_id, ad_id: retried.id })).ad).toMatchObject({ status: "ready", name: "Warm feet", editable_copy: { headline: "Warm feet" } });
  });
});
