import { z } from "zod";
import { signupFromRequest } from "../http/signup";
import { defineOperations } from "../operations/operation";
import { HUMAN_VERIFICATION_FIELD } from "./signup";

const signupBody = z.object({
  email: z.email().max(254).describe("The account e-mail address; the confirmation link is sent there."),
  [HUMAN_VERIFICATION_FIELD]: z
    .string()
    .optional()
    .describe("Cloudflare Turnstile response token. Required when the server has a human-verification secret configured."),
});

const signupAccepted = z.object({
  status: z.literal("confirmation_sent"),
  message: z.string(),
});

/** Public signup (spec 4.1): REST alone serves it, before any account exists. */
export const accountRawOperations = defineOperations([
  {
    method: "post",
    path: "/api/v1/accounts",
    auth: false,
    summary: "Sign up: sends a single-use confirmation link to the e-mail address",
    description:
      "Public. Always answers 202 with the same body for a valid address, whether or not it already has an account (no enumeration). " +
      "Following the link in the mail confirms the account, grants the signup tokens, signs the browser in and shows the first API key once. " +
      "The body may also be wrapped as `{ account: { ... } }`. Rate limited per IP and per e-mail address (429 with `Retry-After`).",
    tool: "sign_up",
    raw: true,
    body: { schema: signupBody },
    responses: {
      202: { description: "Confirmation sent if the address can be used", key: "account", schema: signupAccepted },
      429: { description: "Too many signups from this IP or for this address (`rate_limited`, with `Retry-After`)", headers: ["Retry-After"] },
      503: { description: "`human_verification_unavailable`: the human-verification service could not be reached; retry later" },
    },
    handler: async ({ req }) => ({ status: 202, body: await signupFromRequest(req) }),
  },
]);
