import { protectedResourceRoute } from "@/server/oauth/http";

/** RFC 9728 protected-resource metadata of the whole API (both endpoints; server/oauth/resources.ts). */
export const GET = (req: Request) => protectedResourceRoute(req, "");
