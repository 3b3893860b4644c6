import type { AudienceJson } from "./shapes";
import type { Prisma } from "../db/generated/client";

/** `used_by_ads` is derived from the ads that reference the audience; there is no stored flag. */
export const audienceInclude = {
  _count: { select: { ads: true } },
} satisfies Prisma.AudienceInclude;

export type AudienceRecord = Prisma.AudienceGetPayload<{ include: typeof audienceInclude }>;

export function serializeAudience(audience: AudienceRecord): AudienceJson {
  return {
    id: audience.id,
    slug: audience.slug,
    project_id: audience.projectId,
    organization_id: audience.organizationId,
    creator_user_id: audience.creatorUserId,
    name: audience.name,
    description: audience.description,
    rules: audience.rules,
    metadata: (audience.metadata as Record<string, unknown> | null) ?? {},
    used_by_ads: audience._count.ads > 0,
    created_at: audience.createdAt.toISOString(),
    updated_at: audience.updatedAt.toISOString(),
  };
}
