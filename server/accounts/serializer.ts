import type { z } from "zod";
import type { accountJson } from "./openapi";
import { outputOptions } from "../config";

export function serializeAccount(user: { id: string; email: string }, organization: { tokenBalance: number }): z.infer<typeof accountJson> {
  return {
    user_id: user.id,
    email: user.email,
    token_balance: organization.tokenBalance,
    output_options: outputOptions.map((o) => ({ ...o })),
  };
}
