import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { api } from "../helpers/http";
import { adsOf, getAd, newAd } from "../helpers/ad-pipeline";
import { db } from "@/server/db/client";
import { drainJobs } from "@/server/jobs/runner";

// What the pipeline makes: the copy (exact, learning-informed, from a model provider) and video files.
process.env.ADLAB_JOB_BACKOFF_MS = "0";

afterEach(() => {
  delete process.env.ADLAB_LLM_BASE_URL;
  delete process.env.ADLAB_LLM_API_KEY;
  delete process.env.ADLAB_LLM_MODEL;
});

describe("copy", () => {
  it("copy_mode exact uses the copy as written; the learning brief steers and is recorded", async () => {
    const { token, project, ad } = await newAd(1000, {
      output: "image",
      template_key: "bold-statement",
      placements: ["square"],
      copy: "headline: Cold brew, zero wait, all flavour today\nbody: Twenty hours of steeping, bottled for you.",
      copy_mode: "exact",
      cta: "Grab a bottle",
    });
    const prisma = await db();
    const org = (await prisma.ad.findUniqueOrThrow({ where: { id: ad.id } })).organizationId;
    const good = await prisma.hypothesis.create({ data: { organizationId: org, projectId: project.id, statement: "Speed framing (ready in seconds) wins", author: "test" } });
    await prisma.finding.create({ data: { hypothesisId: good.id, body: "CTR up", signal: "positive", author: "test" } });
    const bad = await prisma.hypothesis.create({ data: { organizationId: org, projectId: project.id, statement: "Discount and price framing", author: "test" } });
    await prisma.finding.create({ data: { hypothesisId: bad.id, body: "CPA worse", signal: "negative", author: "test" } });
    const second = await api.post(adsOf(project.id), { ad: { output: "image", template_key: "bold-statement", placements: ["square"] } }, { token });
    await drainJobs({ adIds: [ad.id, second.body.ad.id] });

    const exact = await getAd(token, project.id, ad.id);
    expect(exact.editable_copy).toEqual({
      headline: "Cold brew, zero wait, all flavour today",
      body: "Twenty hours of steeping, bottled for you.",
      cta: "Grab a bottle",
    });
    const written = await getAd(token, project.id, second.body.ad.id);
    // What was applied (issue 41): the speed finding moved its claim to the lead; the price finding moved
    // nothing, since the brief says nothing about a price.
    expect(written.informed_by).toEqual([good.id]);
    expect(written.editable_copy.headline).toMatch(/seconds/i);
    for (const value of Object.values(written.editable_copy) as string[]) expect(value.length).toBeGreaterThan(0);
  });

  it("an OpenAI-compatible provider (fake server on loopback) writes the copy, fitted to the slots", async () => {
    const requests: any[] = [];
    const server = createServer((req, res) => {
      let body = "";
      req.on("data", (c) => (body += c));
      req.on("end", () => {
        requests.push({ url: req.url, auth: req.headers.authorization, body: JSON.parse(body) });
        const content = JSON.stringify({
          headline: "Cafe cold brew at home in seconds, every single morning of the week",
          body: "Smooth, low acid, ready when you are.",
          cta: "Try Brewly",
        });
        res.setHeader("content-type", "application/json");
        res.end(JSON.stringify({ choices: [{ message: { role: "assistant", content } }] }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      process.env.ADLAB_LLM_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
      process.env.ADLAB_LLM_API_KEY = "sk-test";
      process.env.ADLAB_LLM_MODEL = "fake-model";
      const { token, project, ad } = await newAd(1000, { output: "image", template_key: "bold-statement", placements: ["square"], prompt: "morning routine" });
      // The learning brief (read when the ad generates): the model is told the findings' claims to lead with and to leave out.
      const finding = async (statement: string, signal: string) => {
        const hypothesis = (await api.post(`/api/v1/projects/${project.id}/hypotheses`, { hypothesis: { statement } }, { token })).body.hypothesis;
        expect((await api.post(`/api/v1/projects/${project.id}/hypotheses/${hypothesis.id}/findings`, { finding: { body: "Measured on Meta", signal } }, { token })).status).toBe(201);
        return hypothesis.id as string;
      };
      const good = await finding("Ready in seconds framing wins", "positive");
      const bad = await finding("Single origin beans bore buyers", "negative");
      await drainJobs({ adIds: [ad.id] });
      const done = await getAd(token, project.id, ad.id);
      expect(requests).toHaveLength(1);
      expect(requests[0]).toMatchObject({ url: "/v1/chat/completions", auth: "Bearer sk-test", body: { model: "fake-model" } });
      const prompt: string = requests[0].body.messages[1].content;
      expect(prompt).toContain("morning routine");
      expect(prompt).toContain("Lean on (positive findings): Ready in seconds framing wins");
      // The same ranked material as the built-in copywriter (issue 41): the backed claim leads, the other goes last.
      expect(prompt).toMatch(/^Lead the headline with this claim \(\w+\): .*ready in seconds/im);
      expect(prompt).toContain("Avoid (negative findings): Single origin beans bore buyers");
      expect(prompt).toMatch(/^The product text's claims, best first, with their roles: .*single origin beans[^;\n]*$/im);
      // The model wrote slots told both: informed_by names exactly those two.
      expect(done.informed_by).toEqual([good, bad]);
      // The model was asked for structured output with each slot's budget, in the project's language.
      const format = requests[0].body.response_format;
      expect(format.type).toBe("json_schema");
      expect(format.json_schema.schema.properties.headline).toMatchObject({ type: "string", maxLength: 40 });
      expect(requests[0].body.messages[1].content).toContain("English (en)");
      // Its headline is over the slot's budget: refused (never cut), and the built-in copywriter writes that slot.
      expect(done.editable_copy).toMatchObject({ body: "Smooth, low acid, ready when you are.", cta: "Try Brewly" });
      expect(done.editable_copy.headline).not.toMatch(/every single morning/);
      expect(done.copy_sources).toEqual({ headline: "builtin", body: "model", cta: "model" });

      // An answer that quotes the prompt or invents a rating is refused slot by slot.
      server.removeAllListeners("request");
      server.on("request", (_req, res) => {
        const content = JSON.stringify({ headline: "Rated 4.9★ by 10,000 fans", body: "For your morning routine on the go", cta: "Try Brewly" });
        res.setHeader("content-type", "application/json");
        res.end(JSON.stringify({ choices: [{ message: { role: "assistant", content } }] }));
      });
      const checked = await api.post(adsOf(project.id), { ad: { output: "image", template_key: "bold-statement", placements: ["square"], prompt: "your morning routine on the go" } }, { token });
      await drainJobs({ adIds: [checked.body.ad.id] });
      const kept = await getAd(token, project.id, checked.body.ad.id);
      expect(kept.copy_sources).toEqual({ headline: "builtin", body: "builtin", cta: "model" });
      expect(Object.values(kept.editable_copy).join(" ")).not.toMatch(/4\.9|★|morning routine/);

      // A provider that fails does not fail the ad: the built-in copywriter writes it.
      server.removeAllListeners("request");
      server.on("request", (_req, res) => {
        res.statusCode = 503;
        res.end("{}");
      });
      const second = await api.post(adsOf(project.id), { ad: { output: "image", template_key: "bold-statement", placements: ["square"] } }, { token });
      await drainJobs({ adIds: [second.body.ad.id] });
      const fallback = await getAd(token, project.id, second.body.ad.id);
      expect(fallback.status).toBe("ready");
      expect(fallback.editable_copy.headline.length).toBeGreaterThan(0);
      expect(fallback.editable_copy.cta).not.toBe("Try Brewly");

      // Words that pass the copy check but do not lay out (one word wider than the square): the model's copy is
      // planned again before it is used (issue 46), and the plan's copy, laid out before the charge, renders: no failure, no refund.
      server.removeAllListeners("request");
      server.on("request", (_req, res) => {
        const content = JSON.stringify({ headline: "Pneumonoultramicroscopicsilicovolcanoco", body: "Smooth, low acid, ready when you are.", cta: "Try Brewly" });
        res.setHeader("content-type", "application/json");
        res.end(JSON.stringify({ choices: [{ message: { role: "assistant", content } }] }));
      });
      const wide = await api.post(adsOf(project.id), { ad: { output: "image", template_key: "bold-statement", placements: ["square"] } }, { token });
      const planned = (await (await db()).ad.findUniqueOrThrow({ where: { id: wide.body.ad.id }, select: { plan: true } })).plan as { copy: Record<string, string> };
      await drainJobs({ adIds: [wide.body.ad.id] });
      const laidOut = await getAd(token, project.id, wide.body.ad.id);
      expect(laidOut.status).toBe("ready");
      expect(laidOut.editable_copy).toEqual(planned.copy);
      expect(Object.values(laidOut.copy_sources)).not.toContain("model");
      expect(await (await db()).tokenLedgerEntry.count({ where: { adId: wide.body.ad.id, reason: "refund" } })).toBe(0);
    } finally {
      server.close();
    }
  });
});

describe("video", () => {
  it("renders an mp4 and a png poster on demand", async () => {
    const { token, project, ad } = await newAd(1000, { output: "video", template_key: "bold-statement", placements: ["instagram_story"], video_style: "moving_elements" });
    expect(ad).toMatchObject({ video_style: "moving_elements", token_cost: 163 });
    await drainJobs({ adIds: [ad.id] });
    const ready = await getAd(token, project.id, ad.id);
    expect(ready.status).toBe("ready");
    expect(ready.video_url).toContain("format=mp4");
    const base = `${adsOf(project.id)}/${ad.id}/file`;
    const mp4 = await api.get(`${base}.mp4`, { token });
    expect(mp4.status).toBe(200);
    expect(mp4.headers.get("content-type")).toBe("video/mp4");
    expect(mp4.bytes.subarray(4, 8).toString()).toBe("ftyp");
    // The soundtrack the pipeline chose: an AAC sample entry in the MP4, and the ad's music object.
    expect(mp4.bytes.includes("mp4a")).toBe(true);
    expect(ready.music).toMatchObject({ provider: "adlab", duration_seconds: 6 });
    const mvhd = mp4.bytes.indexOf("mvhd");
    const seconds = mp4.bytes.readUInt32BE(mvhd + 20) / mp4.bytes.readUInt32BE(mvhd + 16);
    expect(seconds).toBeGreaterThan(5);
    expect(seconds).toBeLessThan(7);
    expect((await api.get(base, { token })).headers.get("content-type")).toBe("video/mp4");
    const poster = await api.get(`${base}.png`, { token });
    expect(poster.status).toBe(202);
    await drainJobs({ adIds: [ad.id] });
    const png = await api.get(`${base}.png`, { token });
    expect(png.status).toBe(200);
    expect([png.bytes.readUInt32BE(16), png.bytes.readUInt32BE(20)]).toEqual([1080, 1920]);
  }, 180_000);
});
