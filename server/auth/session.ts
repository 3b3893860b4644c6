import { config } from "../config";
import { db } from "../db/client";
import type { Actor } from "./actor";

/** Web sessions (next-auth database sessions) last 30 days, renewed daily while used. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 3600;
export const SESSION_UPDATE_AGE_SECONDS = 24 * 3600;

/** Secure cookies whenever the public address is https (next-auth's own rule, fixed to ADLAB_BASE_URL). */
export const secureCookies = () => config.baseUrl.startsWith("https://");

/** The name of next-auth's session cookie, which also the /confirm page sets. */
export const sessionCookieName = () => `${secureCookies() ? "__Secure-" : ""}authjs.session-token`;

export function sessionCookieOptions(expires: Date) {
  return { httpOnly: true, sameSite: "lax" as const, path: "/", secure: secureCookies(), expires };
}

/** The actor of a session token: only live sessions of confirmed users count. */
export async function actorFromSessionToken(sessionToken: string | undefined | null): Promise<Actor | null> {
  if (!sessionToken) return null;
  const prisma = await db();
  const session = await prisma.session.findUnique({ where: { sessionToken }, include: { user: true } });
  if (!session || session.expires.getTime() <= Date.now() || !session.user.emailVerified) return null;
  return { organizationId: session.user.organizationId, userId: session.user.id, email: session.user.email };
}

export function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.get("cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === name) return decodeURIComponent(part.slice(index + 1).trim());
  }
  return undefined;
}

/**
 * The browser session behind a tRPC or GraphQL request. The cookie is SameSite=Lax and httpOnly, so
 * other sites cannot make a browser send it with a cross-site POST.
 */
export async function actorFromSessionCookie(req: Request): Promise<Actor | null> {
  return actorFromSessionToken(readCookie(req, sessionCookieName()));
}
