import { afterEach, describe, expect, it } from "vitest";
import { api } from "../helpers/http";
import { createAccount, createProject } from "../helpers/factories";
import { graphql, trpcAs } from "../helpers/fronts";
import { drainJobs } from "@/server/jobs/runner";
import { generationHooks } from "@/server/generation/renderer";
import { PHRASES } from "@/server/generation/copy/phrases";

/**
 * Copy obeys the customer (docs/generation.md, "Copy"): what is on the ad is read back from the stored
 * editable_copy and from the ad's HTML document, which carries the same words as the raster.
 */
process.env.ADLAB_JOB_BACKOFF_MS = "0";

/**
 * For the tests that read words only (editable_copy, the chosen style, the HTML document's text): their
 * ads' raster is not drawn (nor checked), which is most of a render's CPU. The copy is written and laid
 * out as always and the HTML document is rendered for real. The tests about copy fitting its layout
 * (exact copy, the CTA on every ad) draw and check their rasters in full.
 */
function wordsOnly() {
  generationHooks.renderer = { renderStill: async () => Buffer.from("not drawn: this test reads words only") };
}
afterEach(() => {
  generationHooks.renderer = undefined;
});

const adsOf = (projectId: string) => `/api/v1/projects/${projectId}/ads`;
const balanceOf = async (token: string) => (await api.get("/api/v1/account", { token })).body.account.token_balance as number;

async function generate(token: string, projectId: string, ad: Record<string, unknown>) {
  const res = await api.post(adsOf(projectId), { ad: { output: "image", placements: ["square"], ...ad } }, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  const ids = (res.body.ads as { id: string }[]).map((a) => a.id);
  await drainJobs({ adIds: ids });
  return Promise.all(ids.map(async (id) => (await api.get(`${adsOf(projectId)}/${id}`, { token })).body.ad));
}

/** The visible words of the ad's HTML document for a placement (tags and styles stripped). */
async function documentText(token: string, projectId: string, adId: string, placement = "square"): Promise<string> {
  const res = await api.get(`${adsOf(projectId)}/${adId}/file.html?placement=${placement}`, { token });
  expect(res.status).toBe(200);
  return res.bytes
    .toString("utf8")
    .replace(/<(style|title)[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}
const squash = (text: string) => text.toLowerCase().replace(/\s+/g, "");

const PROMPT = "Target commuters who drink coffee on the train";

describe("copy obeys the customer", () => {
  it("never prints the prompt or the character direction; a customer line in default mode is the headline, word for word", async () => {
    wordsOnly();
    const { token } = await createAccount(1000);
    const project = await createProject(token);
    const ads = await generate(token, project.id, { prompt: PROMPT, character_direction: "A sleepy commuter with big headphones", variant_count: 4 });
    for (const ad of ads) {
      const words = Object.values(ad.editable_copy).join(" ").toLowerCase();
      expect(words).not.toContain("commuter");
      expect(words).not.toContain("on the train");
      expect(words).not.toContain("headphones");
      expect(squash(await documentText(token, project.id, ad.id))).not.toContain(squash("commuters who drink"));
    }
    const [ad] = await generate(token, project.id, { template_key: "bold-statement", copy: "Zero sugar, all the taste" });
    expect(ad.editable_copy.headline).toBe("Zero sugar, all the taste");
    expect(ad.copy_sources).toMatchObject({ headline: "customer", body: "builtin", cta: "builtin" });
    expect(squash(await documentText(token, project.id, ad.id))).toContain(squash("Zero sugar, all the taste"));
  });

  it("slot labels address slots and are never printed, also on styles without a slot of that name", async () => {
    wordsOnly();
    const { token } = await createAccount(1000);
    const project = await createProject(token);
    const copy = "headline: Zero sugar\nbody: Cold brew that tastes like the cafe";
    // two-buttons has neither slot; the event ticket needs its date (a style is never left with an empty slot).
    const pins: [Record<string, string>, string][] = [[{ meme_base: "two-buttons" }, ""], [{ template_key: "event-ticket" }, "\ndate: 12 March"], [{ template_key: "bold-statement" }, ""]];
    for (const [pin, extra] of pins) {
      const [ad] = await generate(token, project.id, { ...pin, copy: copy + extra });
      const values = Object.values(ad.editable_copy) as string[];
      expect(values).toContain("Zero sugar");
      for (const value of values) expect(value).not.toMatch(/^(headline|body)\s*:/i);
      expect(await documentText(token, project.id, ad.id)).not.toMatch(/headline\s*:|body\s*:/i);
    }
  });

  it("exact copy is verbatim, and copy that cannot fit is refused with one detail per slot before any charge", async () => {
    const { token } = await createAccount(1000);
    const project = await createProject(token);
    const headline = "Cold brew steeped twenty hours, for you"; // 39 characters: fits every 40-character headline
    const [ad] = await generate(token, project.id, { template_key: "split-panel", copy: headline, copy_mode: "exact", cta: "Get your first bottle", placements: ["square", "instagram_story"] });
    expect(ad.editable_copy).toMatchObject({ headline, cta: "Get your first bottle" });
    for (const placement of ["square", "instagram_story"]) {
      const text = squash(await documentText(token, project.id, ad.id, placement));
      expect(text).toContain(squash(headline));
      expect(text).not.toContain("…");
    }

    const before = await balanceOf(token);
    const long = "A".repeat(10) + " cold brew steeped for twenty hours and bottled fresh every single week for you";
    const pinned = await api.post(adsOf(project.id), { ad: { output: "image", template_key: "bold-statement", copy: long, copy_mode: "exact" } }, { token });
    expect(pinned.status).toBe(422);
    expect(pinned.body.error.code).toBe("validation_failed");
    expect(pinned.body.error.details).toEqual([expect.stringMatching(/^ad\.copy: the headline slot holds at most 40 characters; the text for it has 89/)]);
    // Within the budget but not within the layout (one 39-letter word): refused before any charge too.
    const unbreakable = await api.post(adsOf(project.id), { ad: { output: "image", template_key: "split-panel", copy: "W".repeat(39), copy_mode: "exact", placements: ["square"] } }, { token });
    expect(unbreakable.status).toBe(422);
    expect(unbreakable.body.error.details).toEqual([expect.stringMatching(/^ad\.copy: the headline of template "split-panel" does not fit whole in square even at the smallest legible size; cut \d+ characters \("W+" does not fit\)$/)]);
    const anyStyle = await api.post(adsOf(project.id), { ad: { output: "image", copy: `headline: ${long}\nbody: ${long}`, copy_mode: "exact" } }, { token });
    expect(anyStyle.status).toBe(422);
    expect(anyStyle.body.error.details[0]).toMatch(/no style in "any" holds this exact copy whole/);
    const cta = await api.post(adsOf(project.id), { ad: { output: "image", cta: "Order a bottle of our cold brew concentrate today" } }, { token });
    expect(cta.status).toBe(422);
    expect(cta.body.error.details).toEqual(["ad.cta: has 49 characters; the CTA slot holds at most 30 (every style has one, so the CTA is never dropped or shrunk)"]);
    // The same refusal on tRPC and GraphQL, and nothing was charged.
    const trpc = await (await trpcAs(token)).ads.createAds({ project_id: project.id, output: "image", template_key: "bold-statement", copy: long, copy_mode: "exact" } as never).catch((e) => e);
    expect(trpc.message).toMatch(/validation/i);
    const gql = await graphql(token, `mutation($p: String!, $a: CreateAdInput!) { createAds(projectId: $p, ad: $a) { ads { id } } }`, { p: project.id, a: { output: "image", cta: "x".repeat(31) } });
    expect(gql.errors?.[0].extensions?.code).toBe("validation_failed");
    expect(await balanceOf(token)).toBe(before);
  });

  it("the CTA is on every ad, memes and styles without a CTA before included", async () => {
    const { token } = await createAccount(1000);
    const project = await createProject(token);
    for (const ad of [
      ...(await generate(token, project.id, { meme_base: "nobody-me", cta: "Get your first bottle" })),
      ...(await generate(token, project.id, { template_key: "handwritten-note", cta: "Get your first bottle" })),
      ...(await generate(token, project.id, { style_scope: "memes", cta: "Get your first bottle", variant_count: 3 })),
    ]) {
      expect(ad.editable_copy.cta).toBe("Get your first bottle");
      expect(squash(await documentText(token, project.id, ad.id))).toContain(squash("Get your first bottle"));
    }
    // Without a CTA, memes stay memes: no CTA is made up for them.
    const [meme] = await generate(token, project.id, { meme_base: "two-buttons" });
    expect(meme.editable_copy.cta).toBeUndefined();
  });

  it("no invented social proof: no stars, no 'verified', no invented customer; automatic selection skips the testimonial", async () => {
    wordsOnly();
    const { token } = await createAccount(1000);
    const project = await createProject(token);
    // A pinned testimonial without the customer's quote is refused before any charge: it would have an empty slot.
    const before = await balanceOf(token);
    const refused = await api.post(adsOf(project.id), { ad: { output: "image", template_key: "testimonial-quote" } }, { token });
    expect(refused.status).toBe(422);
    expect(refused.body.error.details).toEqual([expect.stringMatching(/^ad\.template_key: .*needs a customer's quote.*quote:/)]);
    expect(await balanceOf(token)).toBe(before);
    const auto = await generate(token, project.id, { style_scope: "templates", variant_count: 10 });
    expect(auto.map((a) => a.style.template_key)).not.toContain("testimonial-quote");
    // A quote the customer supplies is theirs: it is used, and no author is invented for it.
    const [quoted] = await generate(token, project.id, { style_scope: "templates", copy: "quote: The only cold brew I buy now" });
    expect(quoted.style.template_key).toBe("testimonial-quote");
    expect(quoted.editable_copy.quote).toBe("The only cold brew I buy now");
    expect(quoted.editable_copy.author).toBeUndefined();
  });

  it("an audience changes the copy; no slot repeats another", async () => {
    wordsOnly();
    const { token } = await createAccount(1000);
    const project = await createProject(token);
    const audience = (await api.post(`/api/v1/projects/${project.id}/audiences`, { audience: { name: "Remote designers", description: "Designers working from home who want a cafe drink without leaving the desk" } }, { token })).body.audience;
    const [plain] = await generate(token, project.id, { template_key: "editorial-serif" });
    const [targeted] = await generate(token, project.id, { template_key: "editorial-serif", audience_id: audience.id });
    expect(targeted.editable_copy).not.toEqual(plain.editable_copy);
    expect(Object.values(targeted.editable_copy).join(" ")).toMatch(/remote designers/i);
    for (const ad of [plain, targeted]) {
      const values = (Object.values(ad.editable_copy) as string[]).map((v) => v.toLowerCase());
      expect(new Set(values).size).toBe(values.length);
    }
  });

  it("a Japanese project gets Japanese copy, with no English words from the phrase tables; its description counts its words", async () => {
    wordsOnly();
    const { token } = await createAccount(1000);
    const description = "ブルーリーは単一産地の豆から作るコールドブリューの濃縮液です。二十時間かけて抽出し、毎週新鮮に瓶詰めします。酸味が少なく";
    expect(description.length).toBe(60);
    const project = await createProject(token, { name: "ブルーリー", description });
    expect(project.copy_language).toBe("ja");
    const english = new Set([...PHRASES.en.ctas, ...PHRASES.en.oldWays].map((p) => p.toLowerCase()));
    const ads = await generate(token, project.id, { style_scope: "any", variant_count: 6 });
    for (const ad of ads) {
      expect(ad.language).toBe("ja");
      for (const value of Object.values(ad.editable_copy) as string[]) {
        expect(english.has(value.toLowerCase())).toBe(false);
        expect(value).not.toMatch(/\b(Shop now|Learn more|Meet|New|Order now|Get yours)\b/);
      }
    }
    // The formats' own labels are in the ad's language too.
    for (const meme_base of ["nobody-me", "before-after"]) {
      const [meme] = await generate(token, project.id, { meme_base });
      expect(await documentText(token, project.id, meme.id)).not.toMatch(/Nobody|Me:|Before|After/i);
    }
    // A project may state its language: Spanish phrases for an English description.
    const spanish = await createProject(token, { language: "es" });
    expect(spanish).toMatchObject({ language: "es", copy_language: "es" });
    const [ad] = await generate(token, spanish.id, { template_key: "bold-statement" });
    expect(PHRASES.es.ctas).toContain(ad.editable_copy.cta);
    const bad = await api.post("/api/v1/projects", { project: { name: "X", description, language: "not a tag!" } }, { token });
    expect(bad.status).toBe(422);
    expect(bad.body.error.details).toEqual([expect.stringMatching(/^project\.language: must be a BCP 47 language tag/)]);
  });
});
