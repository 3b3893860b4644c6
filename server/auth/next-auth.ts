import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import NextAuth, { type NextAuthConfig } from "next-auth";
import type { Adapter } from "next-auth/adapters";
import type { EmailConfig } from "next-auth/providers/email";
import { PrismaAdapter } from "@auth/prisma-adapter";
import { config } from "../config";
import { db } from "../db/client";
import { limit, policies } from "../http/rate-limit";
import { sendMail } from "../mail/mailer";
import { signInMail } from "../mail/templates";
import { SESSION_MAX_AGE_SECONDS, SESSION_UPDATE_AGE_SECONDS, sessionCookieName, secureCookies } from "./session";

/**
 * Web sign-in: next-auth v5 with an e-mail magic link sent through adlab's mailer and database
 * sessions in our Prisma tables. Only confirmed accounts can sign in: accounts are created by public
 * signup (or the operator CLI) only, never silently by a magic link.
 */

const ADAPTER_METHODS = [
  "getUser",
  "getUserByEmail",
  "getUserByAccount",
  "updateUser",
  "deleteUser",
  "linkAccount",
  "unlinkAccount",
  "getSessionAndUser",
  "createSession",
  "updateSession",
  "deleteSession",
  "createVerificationToken",
  "useVerificationToken",
] as const;

/** PrismaAdapter over our lazily opened client (the database opens on first use, never at build time). */
function adapter(): Adapter {
  const methods = Object.fromEntries(
    ADAPTER_METHODS.map((name) => [
      name,
      async (...args: unknown[]) => {
        const prismaAdapter = PrismaAdapter((await db()) as never) as Record<string, (...a: unknown[]) => unknown>;
        return prismaAdapter[name](...args);
      },
    ]),
  );
  return {
    ...methods,
    createUser: async () => {
      throw new Error("adlab users are created by signup or the operator CLI, not by sign-in");
    },
  } as Adapter;
}

/** AUTH_SECRET, or a random one kept in DATA_DIR so a self-hosted instance signs in with no setup. */
function authSecret(): string {
  if (process.env.AUTH_SECRET) return process.env.AUTH_SECRET;
  const file = path.join(config.dataDir, "auth-secret");
  if (!existsSync(file)) {
    mkdirSync(config.dataDir, { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600, flag: "wx" });
    } catch (error) {
      // Another process wrote it first: use theirs.
      if ((error as { code?: string }).code !== "EEXIST") throw error;
    }
  }
  return readFileSync(file, "utf8").trim();
}

/**
 * Sends the magic link through our mailer, only to confirmed accounts and at most
 * ADLAB_SIGNIN_LIMIT_PER_EMAIL times per window. Either way the browser sees the same
 * "check your e-mail" page, so the form does not tell who has an account.
 */
async function sendVerificationRequest({ identifier, url }: { identifier: string; url: string }) {
  const decision = await limit(policies.signinEmail(), identifier);
  if (decision && !decision.allowed) {
    console.log(`[adlab] sign-in link for ${identifier} not sent: rate limited`);
    return;
  }
  const prisma = await db();
  const user = await prisma.user.findUnique({ where: { email: identifier } });
  if (!user?.emailVerified) {
    console.log(`[adlab] sign-in link for ${identifier} not sent: no confirmed account`);
    return;
  }
  // Links always point at ADLAB_BASE_URL, never at the Host header the request came with.
  const link = new URL(url);
  const fixed = new URL(link.pathname + link.search, config.baseUrl + "/").toString();
  try {
    await sendMail(signInMail(identifier, fixed));
  } catch (error) {
    console.error(`[adlab] could not send the sign-in link to ${identifier}: ${(error as Error).message}`);
  }
}

export const emailProvider: EmailConfig = {
  id: "email",
  type: "email",
  name: "Email",
  maxAge: 24 * 3600,
  sendVerificationRequest,
  options: {},
} as EmailConfig;

let cached: NextAuthConfig | undefined;

export function authConfig(): NextAuthConfig {
  // With a public address configured, next-auth builds its URLs (callbacks, redirects) from it rather
  // than from the Host header the request came with; next-auth reads AUTH_URL on every request.
  if (process.env.ADLAB_BASE_URL && !process.env.AUTH_URL) process.env.AUTH_URL = `${config.baseUrl}/api/auth`;
  cached ??= {
    adapter: adapter(),
    providers: [emailProvider],
    secret: authSecret(),
    trustHost: true,
    useSecureCookies: secureCookies(),
    cookies: { sessionToken: { name: sessionCookieName() } },
    session: { strategy: "database", maxAge: SESSION_MAX_AGE_SECONDS, updateAge: SESSION_UPDATE_AGE_SECONDS },
    pages: { signIn: "/signin", verifyRequest: "/signin/check-email", error: "/signin" },
    callbacks: {
      async signIn({ user, email }) {
        // Asking for a link: always "yes" (sendVerificationRequest decides quietly whether to send).
        if (email?.verificationRequest) return true;
        if (!user.email) return false;
        const prisma = await db();
        const existing = await prisma.user.findUnique({ where: { email: user.email.toLowerCase() } });
        return Boolean(existing?.emailVerified);
      },
      session({ session, user }) {
        return { ...session, user: { ...session.user, id: user.id } };
      },
    },
  };
  return cached;
}

export const { handlers, auth, signIn, signOut } = NextAuth(() => authConfig());
