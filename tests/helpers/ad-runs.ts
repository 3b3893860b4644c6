import { api } from "./http";
import { createAccount, createProject } from "./factories";
import { insertAd } from "./ad-factory";

/** An account with a project and a ready ad; `base` is the ad's API path, under which its runs live. */
export async function setup() {
  const account = await createAccount();
  const project = await createProject(account.token);
  const ad = await insertAd(account.userId, project.id);
  const base = `/api/v1/projects/${project.id}/ads/${ad.id}`;
  return { ...account, project, ad, base };
}

export async function createRun(token: string, base: string, fields: Record<string, unknown> = {}) {
  const res = await api.post(`${base}/ad_runs`, { ad_run: { platform: "meta", ...fields } }, { token });
  if (res.status !== 201) throw new Error(`run create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.ad_run;
}

export const lifecycle = (event: string, occurred_at: string, extra: Record<string, unknown> = {}) => ({
  observation: { kind: "lifecycle", event, occurred_at, ...extra },
});
