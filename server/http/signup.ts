import { parseSignup, signup, verifyHuman, HUMAN_VERIFICATION_FIELD } from "../accounts/signup";
import { readJson } from "./body";
import { clientIp, requestOrigin } from "./origin";
import { enforce, policies } from "./rate-limit";

/**
 * A signup request (POST /api/v1/accounts and the web signup form): the per-IP limit counts every
 * attempt, even malformed ones, before any other work; the per-address limit only human-checked ones,
 * so a bot cannot use up someone else's address. Then the signup service.
 */
export async function signupFromRequest(req: Request) {
  const ip = clientIp(req);
  await enforce([{ policy: policies.signupIp(), subject: ip }]);
  const input = parseSignup(await readJson(req));
  await verifyHuman(input[HUMAN_VERIFICATION_FIELD], ip);
  await enforce([{ policy: policies.signupEmail(), subject: input.email }]);
  return signup(input.email, requestOrigin(req));
}
