"use server";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { createApiKey, revokeApiKey } from "@/server/accounts/keys";
import { AppError } from "@/server/errors";
import { disconnect } from "@/server/oauth/connections";
import { currentActor } from "../../_trpc/server";

async function actorOrSignIn() {
  const actor = await currentActor();
  if (!actor) redirect("/signin?callbackUrl=/account");
  return actor;
}

export type CreateKeyState = { secret?: string; name?: string; error?: string } | undefined;

export async function createKeyAction(_state: CreateKeyState, form: FormData): Promise<CreateKeyState> {
  const actor = await actorOrSignIn();
  try {
    const { api_key } = await createApiKey(actor, { name: form.get("name"), scope: form.get("scope") || undefined });
    revalidatePath("/account");
    return { secret: api_key.secret, name: api_key.name };
  } catch (error) {
    if (error instanceof AppError) return { error: error.details?.[0]?.replace(/^api_key\.name: /, "Name: ") ?? error.message };
    throw error;
  }
}

export async function revokeKeyAction(form: FormData) {
  const actor = await actorOrSignIn();
  await revokeApiKey(actor, String(form.get("id") ?? ""));
  revalidatePath("/account");
}

export async function disconnectAssistantAction(form: FormData) {
  const actor = await actorOrSignIn();
  await disconnect(actor, String(form.get("id") ?? ""));
  revalidatePath("/account");
}
