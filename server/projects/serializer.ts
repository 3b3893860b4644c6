import type { Prisma } from "../db/generated/client";
import { identifierMap } from "../distribution/external-identifiers";
import { languageOf } from "../language/detect";
import { brandKitSchema } from "./schema";
import type { ProjectJson } from "./shapes";

export const projectInclude = {
  externalIdentifiers: { select: { key: true, value: true } },
  _count: { select: { assets: true, ads: true } },
} satisfies Prisma.ProjectInclude;

export type ProjectRecord = Prisma.ProjectGetPayload<{ include: typeof projectInclude }>;

export function serializeProject(project: ProjectRecord): ProjectJson {
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
    // Stored only after brandKitSchema validated it; parsing again gives the column its type.
    brand_kit: project.brandKit === null ? null : brandKitSchema.parse(project.brandKit),
    created_at: project.createdAt.toISOString(),
    updated_at: project.updatedAt.toISOString(),
    assets_count: project._count.assets,
    creatives_count: project._count.ads,
  };
}

export type { ProjectJson };
