import NextAuth, { type NextAuthConfig } from "next-auth";
import type { Adapter } from "next-auth/adapters";
import type { EmailConfig } from "next-auth/providers/email";
import { NextRequest } from "next/server";
import { PrismaAdapter } from "@auth/prisma-adapter";
import { config } from "../config";
import { db } from "../db/client";
import { readBodyBytes } from "../http/body";
import { requestOrigin } from "../http/origin";
import { errorResponse } from "../http/respond";
import { limit, policies } from "../http/rate-limit";
import { sendMail } from "../mail/mailer";
import { installationSecret } from "../secret";
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

/**
 * Sends the magic link through our mailer, only to confirmed accounts and at most
 * ADLAB_SIGNIN_LIMIT_PER_EMAIL times per window. Either way the browser sees the same
 * "check your e-mail" page, so the form does not tell who has an account.
 */
async function sendVerificationRequest({ identifier, url, request }: { identifier: string; url: string; request?: Request }) {
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
  // The link points at ADLAB_BASE_URL when set, else at the host the browser asked with; its callbackUrl
  // is kept as a path, so it survives whichever of the two the browser comes back on.
  const link = new URL(url);
  const callback = link.searchParams.get("callbackUrl");
  if (callback) {
    const target = new URL(callback, link.origin);
    link.searchParams.set("callbackUrl", target.pathname + target.search + target.hash);
  }
  const fixed = new URL(link.pathname + link.search, requestOrigin(request?.headers) + "/").toString();
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

const AUTH_MAX_BODY_BYTES = 64 * 1024;

export function authConfig(): NextAuthConfig {
  // next-auth's URLs (callbacks, redirects) come from the request URL that authHandler builds from
  // ADLAB_BASE_URL or the browser's Host, not from AUTH_URL: next-auth turns AUTH_URL into a NextRequest,
  // and Next.js rewrites 127.0.0.1 to localhost in those.
  cached ??= {
    adapter: adapter(),
    providers: [emailProvider],
    secret: installationSecret(),
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
      // Only this site's own pages: a path, or a URL on the origin being served (or ADLAB_BASE_URL).
      redirect({ url, baseUrl }) {
        let target: URL;
        try {
          target = new URL(url, baseUrl);
        } catch {
          return baseUrl;
        }
        const allowed = [new URL(baseUrl).origin, ...(config.publicBaseUrl ? [new URL(config.publicBaseUrl).origin] : [])];
        if (!allowed.includes(target.origin)) return baseUrl;
        return new URL(target.pathname + target.search + target.hash, baseUrl).toString();
      },
      session({ session, user }) {
        return { ...session, user: { ...session.user, id: user.id } };
      },
    },
  };
  return cached;
}

export const { handlers, auth, signIn, signOut } = NextAuth(() => authConfig());

/**
 * The /api/auth route: next-auth sees the request at the public origin (ADLAB_BASE_URL, else the Host
 * the browser used), so every redirect and link it builds points where the browser is.
 */
export async function authHandler(req: Request): Promise<Response> {
  const url = new URL(req.url);
  const publicUrl = requestOrigin(req) + url.pathname + url.search;
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  let body: Uint8Array<ArrayBuffer> | undefined;
  try {
    // Sign-in forms are a few hundred bytes: 64 KB at most, 413 before next-auth parses anything.
    body = hasBody ? new Uint8Array(await readBodyBytes(req, AUTH_MAX_BODY_BYTES)) : undefined;
  } catch (error) {
    return errorResponse(error);
  }
  const headers = new Headers(req.headers);
  headers.delete("content-length");
  const init: RequestInit = { method: req.method, headers, body };
  // An operator-set AUTH_URL makes next-auth read `nextUrl`, which only a NextRequest has.
  const forwarded = config.auth.urlSet ? new NextRequest(publicUrl, init as ConstructorParameters<typeof NextRequest>[1]) : new Request(publicUrl, init);
  return (req.method === "POST" ? handlers.POST : handlers.GET)(forwarded as NextRequest);
}
