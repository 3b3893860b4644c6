import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { actorFromRequest } from "@/server/auth/request-actor";
import { appRouter } from "@/server/trpc/root";

const handler = (req: Request) =>
  fetchRequestHandler({
    endpoint: "/api/trpc",
    req,
    router: appRouter,
    createContext: async () => ({ actor: await actorFromRequest(req).catch(() => null) }),
  });

export { handler as GET, handler as POST };
