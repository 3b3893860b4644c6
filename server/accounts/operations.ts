import { defineOperations } from "../operations/operation";
import { getAccount } from "./service";
import { accountJson } from "./shapes";

export const accountOperations = defineOperations([
  {
    method: "get",
    path: "/api/v1/account",
    summary: "The account's token balance and the cost of each output type",
    description: "Read it before ordering ads.",
    tool: "get_account",
    handler: async ({ actor }) => ({ body: { account: await getAccount(actor) } }),
    responses: {
      200: { description: "The account", key: "account", schema: accountJson },
      403: { description: "`forbidden`: the account has not been confirmed yet" },
    },
  },
]);
