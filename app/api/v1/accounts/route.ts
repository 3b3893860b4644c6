import { publicRoute } from "@/server/http/api-route";
import { signupFromRequest } from "@/server/http/signup";

/** Public signup (spec 4.1): 202 with the same neutral body whether or not the address is known. */
export const POST = publicRoute(async ({ req }) => ({ status: 202, body: await signupFromRequest(req) }));
