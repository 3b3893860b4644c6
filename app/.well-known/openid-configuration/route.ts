import { oauthRoute } from "@/server/oauth/http";

/** The same metadata at the OpenID Connect Discovery address, which some OAuth clients try first. */
export const GET = oauthRoute;
export const OPTIONS = oauthRoute;
