import { authedProcedure, router } from "../trpc/init";
import { listStyles } from "./service";

export const stylesRouter = router({
  list: authedProcedure.query(() => listStyles()),
});
