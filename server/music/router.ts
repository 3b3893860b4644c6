import { authedProcedure, router } from "../trpc/init";
import { unvalidated } from "../trpc/inputs";
import { getTrack, listMusic } from "./service";

export const musicRouter = router({
  list: authedProcedure.query(() => listMusic()),
  get: authedProcedure.input(unvalidated<{ id: string }>()).query(({ input }) => getTrack(String(input?.id ?? ""))),
});
