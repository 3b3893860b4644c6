import type { Actor } from "./actor";
import { authenticateBearer } from "./api-keys";
import { actorFromSessionCookie } from "./session";

type SessionResolver = (req: Request) => Promise<Actor | null>;
// The next-auth database session (cookie -> auth_sessions row -> confirmed user).
let sessionResolver: SessionResolver = actorFromSessionCookie;

/** The web sign-in module registers how a browser session becomes an actor. */
export function setSessionResolver(resolver: SessionResolver) {
  sessionResolver = resolver;
}

/**
 * The caller of a tRPC or GraphQL request: a bearer API key when the header is present (a bad key is a
 * 401, never a fallback to the session), else the signed-in web session, else nobody.
 */
export async function actorFromRequest(req: Request): Promise<Actor | null> {
  const authorization = req.headers.get("authorization");
  if (authorization) return authenticateBearer(authorization);
  return sessionResolver(req);
}
