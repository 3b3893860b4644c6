import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { DISPLAY_PLACEMENT_IDS } from "@/shared/placements";
import { graphql, trpcAs } from "../helpers/fronts";
import { api, call } from "../helpers/http";
import { createAccount, createProject } from "../helpers/factories";
import { drainJobs } from "@/server/jobs/runner";

process.env.ADLAB_JOB_BACKOFF_MS = "0";

const adsOf = (projectId: string) => `/api/v1/projects/${projectId}/ads`;
const balanceOf = async (token: string) => (await api.get("/api/v1/account", { token })).body.account.token_balance as number;

/** The IAB display sizes of issue 30 (docs/display-banners.md) over REST. */
describe("display placements", () => {
  it("are generated at 2x: files[] report the PNG's real pixels and the CSS size, the QA passes", async () => {
    const { token } = await createAccount(100);
    const project = await createProject(token);
    const created = await api.post(adsOf(project.id), { ad: { output: "image", placements: ["leaderboard", "mobile_banner"], template_key: "split-panel" } }, { token });
    expect(created.status).toBe(202);
    expect(created.body.ad.platform_aspect).toBe("728x90");
    await drainJobs({ adIds: [created.body.ad.id] });
    const ad = (await api.get(`${adsOf(project.id)}/${created.body.ad.id}`, { token })).body.ad;
    expect(ad.failure_reason).toBeNull();
    expect(ad.status).toBe("ready");
    expect(ad.files.map((f: Record<string, unknown>) => [f.placement, f.width, f.height, f.css_width, f.css_height])).toEqual([
      ["leaderboard", 1456, 180, 728, 90],
      ["mobile_banner", 640, 100, 320, 50],
    ]);
    for (const file of ad.files) {
      expect(file.qa, file.placement).toMatchObject({ text_fits: true, missing_glyphs: [], safe_zone_clear: true, passed: true });
      const png = await api.get(`${adsOf(project.id)}/${ad.id}/file.png?placement=${file.placement}`, { token });
      const meta = await sharp(png.bytes).metadata();
      expect([meta.width, meta.height]).toEqual([file.width, file.height]);
    }
    // The HTML document is the banner at its CSS size.
    const html = await api.get(`${adsOf(project.id)}/${ad.id}/file?placement=mobile_banner&format=html`, { token });
    expect(html.status).toBe(200);
    expect(html.bytes.toString()).toContain("html,body{width:320px;height:50px;");
    // A video is not made for a display size: refused, naming it, before any charge.
    const balance = await balanceOf(token);
    const video = await api.post(adsOf(project.id), { ad: { output: "video", placements: ["square", "half_page"] } }, { token });
    expect(video.status).toBe(422);
    expect(video.body.error.details).toContain(
      "ad.placements: half_page is a display size: still image and HTML only, no video (video placements: instagram_story, instagram_reels, feed_portrait, square, landscape)",
    );
    expect(await balanceOf(token)).toBe(balance);
  });

  it("a meme pinned on a placement it declines is refused with 422 before any charge; unknown placements stay 422", async () => {
    const { token } = await createAccount(100);
    const project = await createProject(token);
    const pinned = await api.post(adsOf(project.id), { ad: { output: "image", placements: ["square", "mobile_banner"], meme_base: "two-buttons" } }, { token });
    expect(pinned.status).toBe(422);
    expect(pinned.body.error.details).toEqual([expect.stringMatching(/^ad\.meme_base: meme "two-buttons" does not design for mobile_banner \(Mobile banner\); it supports .*medium_rectangle, half_page$/)]);
    const memes = await api.post(adsOf(project.id), { ad: { output: "image", placements: ["leaderboard"], style_scope: "memes" } }, { token });
    expect(memes.status).toBe(422);
    expect(memes.body.error.details).toEqual([expect.stringMatching(/^ad\.style_scope: no style in "memes" designs for leaderboard/)]);
    const unknown = await api.post(adsOf(project.id), { ad: { output: "image", placements: ["billboard"] } }, { token });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.details[0]).toMatch(/^ad\.placements\.0: must be one of .*medium_rectangle, leaderboard, mobile_banner, half_page, wide_skyscraper/);
    expect(await balanceOf(token)).toBe(100);
    // The catalog says which placements a style supports.
    const styles = (await api.get("/api/v1/styles", { token })).body.styles as { id: string; placements: string[] }[];
    expect(styles.find((s) => s.id === "template:event-ticket")!.placements).toContain("wide_skyscraper");
    expect(styles.find((s) => s.id === "meme:two-buttons")!.placements).not.toContain("mobile_banner");
  });

  it("are on every front: OpenAPI's enum, MCP's generate_ads, GraphQL's and tRPC's refusal of an unknown size naming them", async () => {
    const { token } = await createAccount(0);
    const project = await createProject(token);
    const sizes = [...DISPLAY_PLACEMENT_IDS];
    const openapi = JSON.stringify((await api.get("/api/v1/openapi.json")).body);
    expect(openapi).toContain(JSON.stringify(sizes).slice(1, -1));
    const tools = await call("POST", "/api/mcp", { jsonrpc: "2.0", id: 1, method: "tools/list" }, { token, headers: { accept: "application/json, text/event-stream" } });
    // One Server-Sent Event holding the JSON-RPC answer.
    const sse = tools.bytes.toString();
    const generateAds = JSON.parse(sse.slice(sse.indexOf("{"), sse.lastIndexOf("}") + 1)).result.tools.find((t: { name: string }) => t.name === "generate_ads");
    expect(generateAds.inputSchema.properties.placements.items.enum).toEqual(expect.arrayContaining(sizes));
    const gql = await graphql(token, `mutation { createAds(projectId: "${project.slug}", ad: { output: "image", placements: ["billboard"] }) { __typename } }`);
    expect(JSON.stringify(gql.errors)).toContain(sizes.join(", "));
    const trpc = await trpcAs(token);
    const refused: string[] = await trpc.ads.createAds({ project_id: project.slug, output: "image", placements: ["billboard"] } as never).then(
      () => [],
      (error: { cause?: { details?: string[] } }) => error.cause?.details ?? [],
    );
    expect(refused[0]).toContain(sizes.join(", "));
  });
});
