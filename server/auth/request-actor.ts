import type { Actor } from "./actor";
import { authenticateBearer } from "./api-keys";

type SessionResolver = (req: Request) => Promise<Actor | null>;
let sessionResolver: SessionResolver = async () => null;

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
