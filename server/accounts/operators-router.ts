import { authedProcedure, router } from "../trpc/init";
import { unvalidated } from "../trpc/inputs";
import { grantTokensAsOperator, listAccountsForOperator } from "./operators";

/** The web Operator page; every procedure answers NOT_FOUND unless the session's user has the operator flag. */
export const operatorRouter = router({
  accounts: authedProcedure.query(({ ctx }) => listAccountsForOperator(ctx.actor)),
  grantTokens: authedProcedure
    .input(unvalidated<{ organization_id: string; amount: number; note?: string }>())
    .mutation(({ ctx, input }) => grantTokensAsOperator(ctx.actor, input)),
});
