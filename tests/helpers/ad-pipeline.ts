import { expect } from "vitest";
import { api } from "./http";
import { createAccount, createProject } from "./factories";

/** Ads ordered through the API and read back, for the generation pipeline tests (tests/api/ads-pipeline-*.test.ts). */
export const adsOf = (projectId: string) => `/api/v1/projects/${projectId}/ads`;
export const getAd = async (token: string, projectId: string, id: string) => (await api.get(`${adsOf(projectId)}/${id}`, { token })).body.ad;

/** A new account with `tokens`, a project, and `ad` ordered in it (202). */
export async function newAd(tokens: number, ad: Record<string, unknown>) {
  const { token } = await createAccount(tokens);
  const project = await createProject(token);
  const res = await api.post(adsOf(project.id), { ad }, { token });
  expect(res.status).toBe(202);
  return { token, project, ad: res.body.ad as { id: string; [k: string]: any } };
}
