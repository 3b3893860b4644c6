import { z } from "zod";
import type { Endpoint } from "../openapi/registry";
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

export const accountEndpoints: Endpoint[] = [
  {
    method: "post",
    path: "/api/v1/accounts",
    tag: "Account",
    auth: false,
    summary: "Sign up: sends a single-use confirmation link to the e-mail address",
    description:
      "Public. Always answers 202 with the same body for a valid address, whether or not it already has an account (no enumeration). " +
      "Following the link in the mail confirms the account, grants the signup tokens, signs the browser in and shows the first API key once. " +
      "The body may also be wrapped as `{ account: { ... } }`. Rate limited per IP and per e-mail address (429 with `Retry-After`).",
    body: { schema: signupBody },
    responses: {
      202: { description: "Confirmation sent if the address can be used", key: "account", schema: signupAccepted },
      429: { description: "Too many signups from this IP or for this address (`rate_limited`, with `Retry-After`)", headers: ["Retry-After"] },
      503: { description: "`human_verification_unavailable`: the human-verification service could not be reached; retry later" },
    },
  },
];
