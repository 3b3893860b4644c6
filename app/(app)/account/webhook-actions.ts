"use server";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { AppError } from "@/server/errors";
import { createWebhook, deleteWebhook, retryDelivery, updateWebhook } from "@/server/webhooks/service";
import { currentActor } from "../../_trpc/server";

async function actorOrSignIn() {
  const actor = await currentActor();
  if (!actor) redirect("/signin?callbackUrl=/account");
  return actor;
}

/** The first problem, worded for the form (`webhook.url: …` becomes `URL: …`). */
const problemOf = (error: AppError) =>
  (error.details?.[0] ?? error.message).replace(/^webhook\.url: /, "URL: ").replace(/^webhook\.events(\.\d+)?: /, "Events: ");

export type CreateWebhookState = { secret?: string; url?: string; error?: string } | undefined;

export async function createWebhookAction(_state: CreateWebhookState, form: FormData): Promise<CreateWebhookState> {
  const actor = await actorOrSignIn();
  try {
    const description = String(form.get("description") ?? "").trim();
    const webhook = await createWebhook(actor, { url: form.get("url"), events: form.getAll("events"), ...(description ? { description } : {}) });
    revalidatePath("/account");
    return { secret: webhook.secret, url: webhook.url };
  } catch (error) {
    if (error instanceof AppError) return { error: problemOf(error) };
    throw error;
  }
}

/** Enable, disable, delete or retry: small actions that answer an error message or nothing. */
export async function webhookAction(form: FormData): Promise<{ error?: string }> {
  const actor = await actorOrSignIn();
  const id = String(form.get("id") ?? "");
  try {
    switch (form.get("do")) {
      case "enable":
      case "disable":
        await updateWebhook(actor, id, { enabled: form.get("do") === "enable" });
        break;
      case "delete":
        await deleteWebhook(actor, id);
        break;
      case "retry":
        await retryDelivery(actor, id, String(form.get("delivery_id") ?? ""));
        break;
      default:
        return { error: "Unknown action." };
    }
  } catch (error) {
    if (error instanceof AppError) return { error: problemOf(error) };
    throw error;
  }
  revalidatePath("/account");
  return {};
}
