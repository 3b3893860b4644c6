import { describe, expect, it } from "vitest";
import type { Project } from "@/server/db/generated/client";
import { STYLES } from "@/shared/styles";
import { definitionOf } from "@/remotion/designs/definitions";
import { designBrand } from "@/server/projects/brand";
import { artOf, designPropsOf } from "@/server/generation/compose";
import { planAd } from "@/server/generation/plan";
import { lookOf, type PlanContext, type PlanRequest } from "@/server/generation/plan/context";
import { parseAdRequest } from "@/shared/ad-request";
import { checkDesign } from "@/server/render/qa";
import { artProducts } from "../helpers/art-products";

/**
 * Issue 46's matrix: every template and meme, pinned, with each headline of HEADLINES as exact copy, with
 * and without a product photo, as stills in every placement it designs for and (templates) as a story video.
 * Each request is either refused by its plan, naming the slot, the placement and how much to cut, or planned:
 * then every placement's layout is the one the render draws (the same props, compose.ts `designPropsOf`),
 * and a sample of the planned ads goes through the render's real checks, pixels and all, and passes.
 * The plans alone are laid out, no pixels: the whole matrix costs ~ the layouts' milliseconds.
 */
const { bag } = await artProducts();

const project = (language: string, description: string): Project =>
  ({ id: "00000000-0000-4000-8000-000000000001", name: "Northside Roasters", tagline: null, description, visualDirection: "", brandKit: null, language }) as unknown as Project;
const EN = project(
  "en",
  "Northside Roasters launches Ethiopia Guji, a single-origin coffee. Notes of blueberry and jasmine. Roasted every Tuesday in small batches. Steeped twenty hours for a smooth cup. Low in acid and ready in seconds. Pour it over ice.",
);
const HEADLINES: { name: string; project: Project; headline: string }[] = [
  { name: "short", project: EN, headline: "Cold brew" },
  { name: "long", project: EN, headline: "Cold brew steeped slowly for twenty hours in small batches, bottled fresh every week" },
  { name: "29 characters", project: EN, headline: "Cold brew, ready when you are" },
  { name: "Arabic", project: project("ar", "قهوة باردة محضرة ببطء لمدة عشرين ساعة. نكهة ناعمة وقليلة الحموضة."), headline: "قهوة باردة جاهزة متى شئت" },
  { name: "Japanese", project: project("ja", "二十時間かけてゆっくり抽出したコールドブリュー。まろやかで酸味が少ない味わい。"), headline: "いつでも飲めるコールドブリュー" },
];

const NEEDED: Record<string, string> = { offer: "offer: 20% off", date: "date: 12 March" };

function contextFor(p: Project, request: PlanRequest, photo: boolean): PlanContext {
  const source = { organizationId: p.id, project: p, audience: null, request, catalogItem: null, design: null, batchId: null, createdAt: new Date() };
  return { source, hypotheses: { preferred: [], avoided: [] }, earlier: [], shared: { brand: designBrand(p), images: photo ? [bag] : [], art: artOf(p, null) } };
}

type Case = { label: string; body: Record<string, unknown>; context: (request: PlanRequest) => PlanContext };
const cases: Case[] = STYLES.flatMap((style) =>
  HEADLINES.flatMap(({ name, project, headline }) =>
    [false, true].flatMap((photo) => {
      // The styles that need an offer, a date or a quote get one, as a customer pinning them gives it.
      const need = definitionOf(style.id).needs;
      // The testimonial's quote is its headline.
      const copy = need === "quote" ? `quote: ${headline}` : [`headline: ${headline}`, need && NEEDED[need]].filter(Boolean).join("\n");
      const pinned = style.category === "meme" ? { meme_base: style.meme_base } : { template_key: style.template_key };
      const base = { ...pinned, copy, copy_mode: "exact" };
      const label = `${style.id} · ${name} · ${photo ? "photo" : "no photo"}`;
      const context = (request: PlanRequest) => contextFor(project, request, photo);
      return [
        { label: `${label} · stills`, body: { ...base, output: "image", placements: style.placements }, context },
        ...(style.outputs.includes("video") ? [{ label: `${label} · story video`, body: { ...base, output: "video", placements: ["instagram_story"] }, context }] : []),
      ];
    }),
  ),
);

describe("the ad plan over every style (issue 46)", () => {
  it("refuses a request before any charge, naming slot, placement and how much to cut, or plans a layout the render draws", { timeout: 900_000 }, async () => {
    const planned: { label: string; context: PlanContext; plan: NonNullable<Awaited<ReturnType<typeof planAd>>["plan"]> }[] = [];
    for (const { label, body, context: contextOf } of cases) {
      // The request's way: the schema (fields, slot budgets), then the plan; either refusal is a 422 before any charge.
      const parsed = parseAdRequest(body);
      if (!parsed.ok) {
        expect(parsed.details.join("\n"), label).toMatch(/^ad\.copy: the \w+ slot holds at most \d+ characters/);
        continue;
      }
      const context = contextOf(parsed.value);
      const result = await planAd(context, 0, 0);
      if (!result.plan) {
        expect(result.problems.length, label).toBeGreaterThan(0);
        // A layout refusal names the slot, the placement and how much to cut; a fill refusal what the brief lacks.
        for (const problem of result.problems) expect(problem, label).toMatch(/^ad\.(copy|cta|template_key|meme_base): (the \w+ of .+ does not fit whole in \w+ .+; cut \d+ characters?|.+ cannot be laid out .+ in \w+$|.+ (needs|would leave) )/);
        continue;
      }
      expect(result.plan.copy.headline ?? Object.values(result.plan.copy)[0], label).toBeTruthy();
      expect(result.plan.layouts.map((l) => [l.placement, l.fits]), label).toEqual(context.source.request.placements.map((p) => [p, true]));
      planned.push({ label, context, plan: result.plan });
    }
    // Most of the matrix is plannable: a refusal is the exception a customer reads, not the rule.
    expect(planned.length).toBeGreaterThan(cases.length * 0.5);
    for (const headline of ["29 characters", "Arabic", "Japanese"]) expect(planned.some((p) => p.label.includes(headline)), headline).toBe(true);
    // A sample through the render's own checks (every 9th planned ad, one placement each, and the two reported cases).
    const reported = planned.filter((p) => p.label.startsWith("template:split-panel · 29 characters") || p.label === "template:split-panel · short · photo · stills");
    const sample = [...reported, ...planned.filter((_, i) => i % 9 === 0)];
    for (const { label, context, plan } of sample) {
      const layout = plan.layouts.find((l) => l.placement === "instagram_story") ?? plan.layouts[0];
      const props = designPropsOf(lookOf(context, STYLES.find((s) => s.id === plan.style.id)!, plan.copy, layout.seed), layout.placement, context.shared);
      const checked = await checkDesign(props);
      expect(checked.failures, `${label} · ${layout.placement}`).toEqual([]);
    }
  });
});
