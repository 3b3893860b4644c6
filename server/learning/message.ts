import { db } from "../db/client";
import type { Project } from "../db/generated/client";
import { languageOf } from "../language/detect";
import { printedLead } from "../generation/copy/angles";
import { readBrief } from "../generation/copy/read-brief";
import type { BriefJson } from "./shapes";
import type { CopyBrief } from "../generation/copy/types";

/**
 * What the brief says about the words of the next ad (issue 41): the material adlab read from the
 * project (every claim with its role and rank, after the findings and the audience moved them) and the
 * claim the project's next ad will lead with. The ad's own style may hold a shorter claim when this one
 * is too long for its headline: the ad's `angle` says what it led with.
 */
export async function nextMessage(project: Project, audienceId: string | null, hypotheses: CopyBrief["hypotheses"]): Promise<Pick<BriefJson, "material" | "next_ad">> {
  const prisma = await db();
  const [audience, earlier] = await Promise.all([
    audienceId ? prisma.audience.findUnique({ where: { id: audienceId }, select: { name: true, description: true, rules: true } }) : null,
    prisma.ad.count({ where: { projectId: project.id, styleCategory: { not: null } } }),
  ]);
  const brief = {
    project: { name: project.name, tagline: project.tagline, description: project.description, visualDirection: project.visualDirection },
    language: languageOf(project),
    audience,
    prompt: null,
    copy: null,
    copyMode: "generate" as const,
    cta: null,
    characterDirection: null,
    variantIndex: 0,
    sequence: Math.min(earlier, 50),
    hypotheses,
  };
  const reading = readBrief(brief);
  return { material: reading.claims, next_ad: printedLead(reading, brief) };
}
