import { oauthRoute } from "@/server/oauth/http";

/** RFC 8414 authorization server metadata, as oidc-provider writes it (server/oauth). */
export const GET = oauthRoute;
export const OPTIONS = oauthRoute;
