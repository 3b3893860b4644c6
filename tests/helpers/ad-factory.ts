import { randomUUID } from "node:crypto";
import { db } from "@/server/db/client";

/**
 * Inserts a ready Ad row directly (the ads API is built separately), for tests of things that hang off
 * ads such as distribution. `userId` comes from `createAccount()`.
 */
export async function insertAd(userId: string, projectId: string, overrides: { name?: string; slug?: string } = {}) {
  const prisma = await db();
  const user = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { organizationId: true } });
  const suffix = randomUUID().slice(0, 8);
  return prisma.ad.create({
    data: {
      organizationId: user.organizationId,
      projectId,
      batchId: randomUUID(),
      slug: overrides.slug ?? `test-ad-${suffix}`,
      name: overrides.name ?? `Test ad ${suffix}`,
      status: "ready",
      output: "image",
      placements: ["square"],
    },
  });
}
