import { accountJson } from "./shapes";
import { outputOptions } from "../config";
import { serializerOf } from "../serializer";

/** The user with its organization: the e-mail is the user's column, the balance the organization's. */
export const serializeAccount = serializerOf(accountJson, (user: { id: string; email: string; organization: { tokenBalance: number } }) => ({
  user_id: user.id,
  token_balance: user.organization.tokenBalance,
  output_options: outputOptions.map((o) => ({ ...o })),
}));
