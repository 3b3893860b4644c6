import type { Actor } from "./actor";
import { authenticateBearer } from "./api-keys";
import { actorFromSessionCookie } from "./session";

/**
 * The caller of a tRPC, GraphQL or web-app file request: a bearer API key when the header is present (a bad key is a
 * 401, never a fallback to the session), else the signed-in web session, else nobody.
 */
export async function actorFromRequest(req: Request): Promise<Actor | null> {
  const authorization = req.headers.get("authorization");
  if (authorization) return authenticateBearer(authorization);
  // The next-auth database session (cookie -> auth_sessions row -> confirmed user).
  return actorFromSessionCookie(req);
}
