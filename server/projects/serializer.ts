import type { Prisma } from "../db/generated/client";
import { identifierMap } from "../distribution/external-identifiers";
import { languageOf } from "../language/detect";

export const projectInclude = {
  externalIdentifiers: { select: { key: true, value: true } },
  _count: { select: { assets: true, ads: true } },
} satisfies Prisma.ProjectInclude;

export type ProjectRecord = Prisma.ProjectGetPayload<{ include: typeof projectInclude }>;

export function serializeProject(project: ProjectRecord) {
  return {
    id: project.id,
    slug: project.slug,
    name: project.name,
    description: project.description,
    tagline: project.tagline,
    language: project.language,
    copy_language: languageOf(project),
    visual_direction: project.visualDirection,
    avatar_url: project.avatarUrl,
    status: project.status,
    source_url: project.sourceUrl,
    external_identifiers: identifierMap(project.externalIdentifiers),
    brand_kit: (project.brandKit as Record<string, unknown> | null) ?? null,
    created_at: project.createdAt.toISOString(),
    updated_at: project.updatedAt.toISOString(),
    assets_count: project._count.assets,
    creatives_count: project._count.ads,
  };
}

export type ProjectJson = ReturnType<typeof serializeProject>;
