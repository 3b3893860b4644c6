import { db } from "../../db/client";
import type { Project } from "../../db/generated/client";
import { styleFor } from "../../../shared/styles";
import { VIDEO_SECONDS } from "../../../shared/music";
import type { AdRequest } from "../../../shared/ad-request";
import type { Style } from "../../styles/types";
import { languageOf } from "../../language/detect";
import { generationBrief } from "../../learning/brief";
import { customerCopyOf } from "../catalog-item";
import { sharedInputsOf, type AdLook, type SharedInputs } from "../compose";
import type { CopyBrief } from "../copy";

/**
 * What an ad is planned from, read once: the request, the project and audience, the learning brief, the
 * project's earlier styles (selection varies from them) and the images the render will draw. One shape for
 * a request being validated (no ad row yet) and a stored ad planned at its style step.
 */
export type PlanRequest = Pick<AdRequest, "output" | "videoStyle" | "styleScope" | "pinned" | "characterDirection" | "prompt" | "copy" | "copyMode" | "cta" | "placements" | "durationSeconds">;

type Audience = { id?: string; name: string; description: string | null; rules: string | null } | null;

export type PlanSource = {
  organizationId: string;
  project: Project;
  audience: Audience;
  request: PlanRequest;
  /** A catalog batch's item (its words lead the copy, its photo is the only one), an edit's design; none for a request. */
  catalogItem: unknown;
  design: unknown;
  /** The ad's batch, whose own ads are not "earlier"; null for a request not stored yet. */
  batchId: string | null;
  createdAt: Date;
};

export type PlanContext = {
  source: PlanSource;
  hypotheses: CopyBrief["hypotheses"];
  /** Style ids of the project's ads from earlier requests, newest first. */
  earlier: string[];
  shared: SharedInputs;
};

export async function planContextOf(source: PlanSource): Promise<PlanContext> {
  const [hypotheses, earlier, shared] = await Promise.all([
    generationBrief(source.organizationId, source.project.id, source.audience?.id ?? null).catch(() => ({ preferred: [], avoided: [] })),
    earlierStyles(source),
    sharedOf(source),
  ]);
  return { source, hypotheses, earlier, shared };
}

/** The context of one catalog item's ad of a batch: the batch's learning brief and history, the item's words and photo. */
export async function withCatalogItem(context: PlanContext, catalogItem: unknown): Promise<PlanContext> {
  const source = { ...context.source, catalogItem };
  return { ...context, source, shared: await sharedOf(source) };
}

const sharedOf = (source: PlanSource) =>
  sharedInputsOf({ projectId: source.project.id, project: source.project, design: source.design ?? null, catalogItem: source.catalogItem ?? null, variantIndex: 0 });

/** The styles of the project's ads from earlier requests, newest first: what automatic selection varies from. */
async function earlierStyles(source: PlanSource): Promise<string[]> {
  const prisma = await db();
  const rows = await prisma.ad.findMany({
    where: { projectId: source.project.id, ...(source.batchId ? { batchId: { not: source.batchId } } : {}), createdAt: { lte: source.createdAt }, styleCategory: { not: null } },
    select: { styleCategory: true, templateKey: true, memeBase: true },
    orderBy: { createdAt: "desc" },
    take: 50,
  });
  return rows.flatMap((row) => styleFor(row)?.id ?? []);
}

/** Everything the copywriters may draw on for variant `variantIndex` on `style` (null: the style is being chosen). */
export function copyBriefOf(context: PlanContext, variantIndex: number, style: Style | null): CopyBrief {
  const { project, audience, request } = context.source;
  return {
    project: { name: project.name, tagline: project.tagline, description: project.description, visualDirection: project.visualDirection },
    language: languageOf(project),
    audience: audience ? { name: audience.name, description: audience.description, rules: audience.rules } : null,
    prompt: request.prompt,
    // A batch ad's catalog item speaks first (title, price, description), placed for the style once known.
    copy: customerCopyOf({ catalogItem: context.source.catalogItem, copyInput: request.copy }, style),
    copyMode: request.copyMode === "exact" ? "exact" : "generate",
    cta: request.cta,
    characterDirection: request.characterDirection,
    variantIndex,
    // Successive requests of a project say different things: the ad's place among them.
    sequence: context.earlier.length + variantIndex,
    hypotheses: context.hypotheses,
  };
}

/** The look of the ad for the layout: the same fields compose.ts gives the render. */
export function lookOf(context: PlanContext, style: Style, copy: Record<string, string>, seed: number): AdLook {
  const { request } = context.source;
  return {
    styleId: style.id,
    copy,
    output: request.output,
    videoStyle: request.videoStyle ?? undefined,
    language: languageOf(context.source.project),
    seed,
    ...(request.output === "video" ? { durationSeconds: request.durationSeconds ?? VIDEO_SECONDS.default } : {}),
  };
}
