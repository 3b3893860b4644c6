import type { AccountJson } from "./shapes";
import { outputOptions } from "../config";

export function serializeAccount(user: { id: string; email: string }, organization: { tokenBalance: number }): AccountJson {
  return {
    user_id: user.id,
    email: user.email,
    token_balance: organization.tokenBalance,
    output_options: outputOptions.map((o) => ({ ...o })),
  };
}
