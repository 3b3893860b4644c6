import { authedProcedure, router } from "../trpc/init";
import { getAccount } from "./service";

export const accountRouter = router({
  get: authedProcedure.query(({ ctx }) => getAccount(ctx.actor)),
});
