import { z } from "zod";
import { authedProcedure, router } from "../trpc/init";
import { pageInput, unvalidated } from "../trpc/inputs";
import { createApiKey, listApiKeys, listLedger, revokeApiKey } from "./keys";
import { topUp } from "./tokens-help";

/** The account's token history, which only the web app shows (beside the account's operations: server/trpc/root.ts). */
export const accountWebProcedures = {
  ledger: authedProcedure.input(pageInput).query(({ ctx, input }) => listLedger(ctx.actor, input)),
  /** How to get more tokens here: the shop's address (ADLAB_BUY_TOKENS_URL), the words, and the balance under which it is low. */
  topUp: authedProcedure.query(() => topUp()),
};

export const apiKeysRouter = router({
  list: authedProcedure.query(({ ctx }) => listApiKeys(ctx.actor)),
  create: authedProcedure.input(unvalidated<{ name: string; scope?: "full" | "generate" }>()).mutation(({ ctx, input }) => createApiKey(ctx.actor, input)),
  revoke: authedProcedure.input(z.object({ id: z.string() })).mutation(({ ctx, input }) => revokeApiKey(ctx.actor, input.id)),
});
