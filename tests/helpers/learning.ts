import { randomUUID } from "node:crypto";
import { db } from "@/server/db/client";
import { createCallerFactory } from "@/server/trpc/init";
import { appRouter } from "@/server/trpc/root";
import { api } from "./http";
import { createAccount, createProject } from "./factories";

/** An account with one project, and the base path of its hypotheses. */
export async function learningSetup() {
  const account = await createAccount();
  const project = await createProject(account.token);
  const prisma = await db();
  const { organizationId } = await prisma.project.findUniqueOrThrow({ where: { id: project.id }, select: { organizationId: true } });
  return { ...account, project, organizationId, base: `/api/v1/projects/${project.id}/hypotheses` };
}

/** Rows other parts of the app own (audiences, ads, ad runs), inserted directly for these tests. */
export async function insertAudience(projectId: string, name = "Busy parents") {
  const prisma = await db();
  const { organizationId } = await prisma.project.findUniqueOrThrow({ where: { id: projectId } });
  return prisma.audience.create({ data: { organizationId, projectId, name, slug: `aud-${randomUUID().slice(0, 8)}` } });
}

export async function insertAd(projectId: string, name = "Summer still") {
  const prisma = await db();
  const { organizationId } = await prisma.project.findUniqueOrThrow({ where: { id: projectId } });
  return prisma.ad.create({
    data: { organizationId, projectId, name, slug: `ad-${randomUUID().slice(0, 8)}`, batchId: randomUUID(), output: "image", status: "ready" },
  });
}

export async function insertAdRun(adId: string, platform = "meta") {
  const prisma = await db();
  const ad = await prisma.ad.findUniqueOrThrow({ where: { id: adId } });
  return prisma.adRun.create({ data: { organizationId: ad.organizationId, projectId: ad.projectId, adId, platform } });
}

/** A tRPC caller for a person signed in to the web app (no API key): records are not agent-authored. */
export async function webCaller(email: string) {
  const prisma = await db();
  const user = await prisma.user.findUniqueOrThrow({ where: { email } });
  return createCallerFactory(appRouter)({ actor: { organizationId: user.organizationId, userId: user.id, email } });
}

export async function createHypothesis(base: string, token: string, hypothesis: Record<string, unknown>) {
  const res = await api.post(base, { hypothesis }, { token });
  if (res.status !== 201) throw new Error(`hypothesis create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.hypothesis as { id: string; [k: string]: any };
}

export async function createFinding(base: string, token: string, hypothesisId: string, finding: Record<string, unknown>) {
  const res = await api.post(`${base}/${hypothesisId}/findings`, { finding }, { token });
  if (res.status !== 201) throw new Error(`finding create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.finding as { id: string; [k: string]: any };
}
