import { audienceJson } from "./shapes";
import type { Prisma } from "../db/generated/client";
import { serializerOf } from "../serializer";

/** `used_by_ads` is derived from the ads that reference the audience; there is no stored flag. */
export const audienceInclude = {
  _count: { select: { ads: true } },
} satisfies Prisma.AudienceInclude;

export type AudienceRecord = Prisma.AudienceGetPayload<{ include: typeof audienceInclude }>;

export const serializeAudience = serializerOf(audienceJson, (audience: AudienceRecord) => ({ used_by_ads: audience._count.ads > 0 }));
