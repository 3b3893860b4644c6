import { headers } from "next/headers";
import { cache } from "react";
import { actorFromRequest } from "@/server/auth/request-actor";
import { createCallerFactory } from "@/server/trpc/init";
import { appRouter } from "@/server/trpc/root";

const createCaller = createCallerFactory(appRouter);

/** The signed-in actor of this request (browser session), or null. Cached per request. */
export const currentActor = cache(async () => {
  const h = await headers();
  const req = new Request(`http://${h.get("host") ?? "localhost"}/`, { headers: new Headers(h) });
  // Server components are browser requests: never let a stray Authorization header stand in for the session.
  req.headers.delete("authorization");
  return actorFromRequest(req).catch(() => null);
});

/** A tRPC caller for server components, acting as the signed-in user. */
export async function serverTrpc() {
  return createCaller({ actor: await currentActor() });
}
