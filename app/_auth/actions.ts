"use server";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { emailSchema } from "@/server/accounts/schema";
import { confirmAccount } from "@/server/accounts/confirmation";
import { signupFromRequest } from "@/server/http/signup";
import { signIn, signOut } from "@/server/auth/next-auth";
import { sessionCookieName, sessionCookieOptions } from "@/server/auth/session";
import { AppError } from "@/server/errors";
import { outputOptions } from "@/server/config";
import { enoughFor } from "../_lib/words";
import { SOCKET_IP_HEADER } from "@/server/http/origin";
import { safeCallback } from "./auth-shell";

export type FormState = { error?: string } | undefined;

/** Sign-in form: a magic link by e-mail (sent only to confirmed accounts; the answer is the same for all). */
export async function requestSignInLink(_state: FormState, form: FormData): Promise<FormState> {
  const email = emailSchema.safeParse(form.get("email"));
  if (!email.success) return { error: "Enter a valid e-mail address." };
  // next-auth would redirect to its own /api/auth/verify-request route; the client router should land
  // on our page directly.
  await signIn("email", { email: email.data, redirectTo: safeCallback(form.get("callbackUrl")), redirect: false });
  redirect("/signin/check-email");
}

/** Signup form: the same service as POST /api/v1/accounts, with the browser's address for the limits. */
export async function signupAction(_state: FormState, form: FormData): Promise<FormState> {
  const h = await headers();
  const req = new Request("http://internal/api/v1/accounts", {
    method: "POST",
    // The browser's request headers that say who it is and which host it used (server/http/origin.ts).
    headers: {
      "content-type": "application/json",
      ...Object.fromEntries(["host", "x-forwarded-for", "x-forwarded-host", "x-forwarded-proto", SOCKET_IP_HEADER].flatMap((n) => (h.get(n) ? [[n, h.get(n)!]] : []))),
    },
    body: JSON.stringify({ email: form.get("email"), cf_turnstile_token: form.get("cf-turnstile-response") || undefined }),
  });
  try {
    await signupFromRequest(req);
  } catch (error) {
    if (error instanceof AppError) return { error: error.status === 422 ? "Enter a valid e-mail address." : error.message };
    throw error;
  }
  redirect("/signin/check-email?reason=signup");
}

export type ConfirmState =
  | { ok: true; email: string; tokenBalance: number; enoughFor: string; apiKey: { name: string; prefix: string; secret: string } }
  | { ok: false; code: string; message: string }
  | undefined;

/** The confirm button: uses the link once, signs the browser in and hands the first key to the page once. */
export async function confirmAction(_state: ConfirmState, form: FormData): Promise<ConfirmState> {
  try {
    const result = await confirmAccount(String(form.get("token") ?? ""));
    (await cookies()).set(sessionCookieName(), result.session.sessionToken, sessionCookieOptions(result.session.expires));
    return { ok: true, email: result.email, tokenBalance: result.token_balance, enoughFor: enoughFor(result.token_balance, outputOptions), apiKey: result.api_key };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, code: error.code, message: error.message };
    throw error;
  }
}

export async function signOutAction() {
  await signOut({ redirectTo: "/signin?signedOut=1" });
}
