import { createHash, randomBytes } from "node:crypto";
import { z } from "zod";
import { clock, noSoonerThan } from "../clock";
import { config } from "../config";
import { db } from "../db/client";
import { AppError, errors } from "../errors";
import { sendMail } from "../mail/mailer";
import { alreadyRegisteredMail, confirmationMail } from "../mail/templates";
import { parseInput } from "../validation";
import { emailSchema } from "./schema";

/** The optional human-verification field of POST /api/v1/accounts (a Cloudflare Turnstile token). */
export const HUMAN_VERIFICATION_FIELD = "cf_turnstile_token";

export const signupSchema = z.object({
  email: emailSchema,
  [HUMAN_VERIFICATION_FIELD]: z.string().max(4096).optional(),
});

/** The one answer of POST /api/v1/accounts, whether or not the address already has an account. */
export const SIGNUP_ACCEPTED = {
  account: {
    status: "confirmation_sent",
    message:
      "If this address can be used, a confirmation link is on its way to it. Follow the link to confirm the account, sign in and get your first API key.",
  },
};

export const confirmationTtlHours = () => config.signup.confirmationTtlHours;

export const hashConfirmationToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Checks the human-verification token against a Turnstile-compatible `siteverify` endpoint, when a
 * secret is configured (ADLAB_HUMAN_VERIFICATION_SECRET; URL in ADLAB_HUMAN_VERIFICATION_URL).
 */
export async function verifyHuman(token: string | undefined, ip: string) {
  const verifier = config.signup.humanVerification;
  if (!verifier) return;
  if (!token) throw errors.validation([`${HUMAN_VERIFICATION_FIELD}: is required`]);
  const { secret, url } = verifier;
  let success = false;
  try {
    const body = new URLSearchParams({ secret, response: token, ...(ip !== "unknown" ? { remoteip: ip } : {}) });
    const res = await fetch(url, { method: "POST", body, signal: AbortSignal.timeout(10_000) });
    success = res.ok && ((await res.json()) as { success?: boolean }).success === true;
  } catch (error) {
    console.error(`[adlab] human verification service unreachable: ${(error as Error).message}`);
    throw new AppError("human_verification_unavailable", "Human verification is unavailable right now. Retry later.");
  }
  if (!success) throw errors.validation([`${HUMAN_VERIFICATION_FIELD}: was not accepted by the human verification service`]);
}

/** Reads `{ email, cf_turnstile_token? }`, also accepted wrapped as `{ account: { ... } }`. */
function unwrap(body: unknown): unknown {
  if (body && typeof body === "object" && !Array.isArray(body) && "account" in body && !("email" in body)) {
    return (body as { account: unknown }).account;
  }
  return body;
}

/** A new single-use confirmation link for the user; only the token's hash is stored. */
export async function issueConfirmation(userId: string, origin = config.baseUrl): Promise<{ url: string; token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(clock().now() + confirmationTtlHours() * 3600_000);
  const prisma = await db();
  await prisma.emailConfirmation.create({ data: { userId, tokenHash: hashConfirmationToken(token), expiresAt } });
  return { url: `${origin}/confirm?token=${token}`, token, expiresAt };
}

/** The body of a signup request, `{ email, cf_turnstile_token? }` or the same wrapped as `{ account: { ... } }`. */
export const parseSignup = (body: unknown) => parseInput(signupSchema, unwrap(body));

/**
 * Public signup of a valid, human-checked, rate-limited address (server/http/signup.ts runs those checks).
 * Always answers the same body: a new address gets an unconfirmed user and organization and a confirmation
 * link; an unconfirmed one gets a fresh link; a confirmed one gets a mail pointing to sign-in. Links point
 * at `origin` (ADLAB_BASE_URL, else the host the client used).
 */
export async function signup(email: string, origin: string) {
  // Every address answers after the same floor, whatever its path did (new, pending or confirmed
  // account), so the time taken does not tell which addresses have an account.
  return noSoonerThan(config.signup.minResponseMs, () => signupAddress(email, origin));
}

async function signupAddress(email: string, origin: string) {
  const prisma = await db();
  const existing = await prisma.user.findUnique({ where: { email } });
  if (existing?.emailVerified) {
    await deliver(alreadyRegisteredMail(email, `${origin}/signin?email=${encodeURIComponent(email)}`));
    return SIGNUP_ACCEPTED;
  }
  let userId = existing?.id;
  if (!userId) {
    try {
      userId = await prisma.$transaction(async (tx) => {
        const organization = await tx.organization.create({ data: { name: email } });
        const user = await tx.user.create({ data: { email, organizationId: organization.id } });
        return user.id;
      });
    } catch (error) {
      // Two signups for one new address at once: the other one created it.
      if ((error as { code?: string }).code !== "P2002") throw error;
      userId = (await prisma.user.findUniqueOrThrow({ where: { email } })).id;
    }
  }
  const link = await issueConfirmation(userId, origin);
  await deliver(confirmationMail(email, link.url, confirmationTtlHours()));
  return SIGNUP_ACCEPTED;
}

// A mail failure must not tell the caller anything either; it is logged for the operator.
async function deliver(mail: Parameters<typeof sendMail>[0]) {
  try {
    await sendMail(mail);
  } catch (error) {
    console.error(`[adlab] could not send "${mail.subject}" to ${mail.to}: ${(error as Error).message}`);
  }
}
