import { randomUUID } from "node:crypto";
import { createConfirmedAccount } from "@/server/accounts/service";
import { api } from "./http";
import { LONG_DESCRIPTION } from "./long-description";

export { LONG_DESCRIPTION };

/** A confirmed account with a fresh e-mail and API key; `tokens` is its exact starting balance. */
export async function createAccount(tokens = 1000) {
  const email = `user-${randomUUID()}@example.com`;
  const account = await createConfirmedAccount({ email, tokens });
  return { email, token: account.api_key, userId: account.user_id };
}

export async function createProject(token: string, overrides: Record<string, unknown> = {}) {
  const res = await api.post("/api/v1/projects", { project: { name: "Brewly Cold Brew", description: LONG_DESCRIPTION, ...overrides } }, { token });
  if (res.status !== 201) throw new Error(`project create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.project as { id: string; slug: string; [k: string]: any };
}
