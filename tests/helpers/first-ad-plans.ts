import type { Project } from "@/server/db/generated/client";
import type { CopyBrief } from "@/server/generation/copy";
import { artOf } from "@/server/generation/compose";
import { planAd } from "@/server/generation/plan";
import type { PlanContext } from "@/server/generation/plan/context";
import type { AdPlan } from "@/server/generation/plan/shape";
import { designBrand } from "@/server/projects/brand";
import { FIRST_AD_BRIEFS, LAUNCH } from "./first-ad-briefs";

/** The first-ad briefs and issue 41's coffee launch (the launched product, an offer, a quote and a date in plain sentences). */
export const SHEET_BRIEFS: Record<string, CopyBrief["project"]> = { ...FIRST_AD_BRIEFS, "coffee launch": { name: "Northside Roasters", tagline: null, description: LAUNCH, visualDirection: "" } };

/**
 * What one request of `variants` automatic variants of a still in `placements` plans for a project (in `language`) with
 * nothing but `project`'s brief (no kit, photo, audience or earlier ads), as validateAdRequest plans it.
 * Used by tests/unit/first-ad.test.ts and scripts/first-ad-sheet.ts.
 */
export async function firstAdPlans(project: CopyBrief["project"], variants = 3, placements: ("square" | "feed_portrait" | "instagram_story")[] = ["square"], language = "en") {
  const row = { id: "00000000-0000-4000-8000-000000000001", ...project, brandKit: {}, language } as unknown as Project;
  const request = { output: "image" as const, videoStyle: null, styleScope: "any" as const, pinned: null, characterDirection: null, prompt: null, copy: null, copyMode: "generate" as const, cta: null, placements, durationSeconds: null };
  const context: PlanContext = {
    source: { organizationId: row.id, project: row, audience: null, request, catalogItem: null, design: null, batchId: null, createdAt: new Date() },
    hypotheses: { preferred: [], avoided: [] },
    earlier: [],
    shared: { brand: designBrand(row), images: [], art: artOf(row, null) },
  };
  const plans: AdPlan[] = [];
  for (let variant = 0; variant < variants; variant++) {
    const { plan, problems } = await planAd(context, variant, variant);
    if (!plan) throw new Error(`${project.name} #${variant}: ${problems.join("; ")}`);
    plans.push(plan);
  }
  return { context, plans };
}
