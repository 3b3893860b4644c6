import { oauthRoute } from "@/server/oauth/http";

/** The OAuth authorization server's endpoints: authorize, token, register, revoke, jwks (server/oauth). */
export const GET = oauthRoute;
export const POST = oauthRoute;
export const OPTIONS = oauthRoute;
