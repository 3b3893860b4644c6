import { builder } from "../graphql/builder";
import { getAccount } from "./service";

type AccountJson = Awaited<ReturnType<typeof getAccount>>;

const OutputOption = builder.objectRef<AccountJson["output_options"][number]>("OutputOption").implement({
  fields: (t) => ({
    id: t.exposeString("id"),
    label: t.exposeString("label"),
    description: t.exposeString("description"),
    token_cost: t.exposeInt("token_cost"),
    cost_basis: t.exposeString("cost_basis"),
  }),
});

const AccountType = builder.objectRef<AccountJson>("Account").implement({
  fields: (t) => ({
    user_id: t.exposeID("user_id"),
    email: t.exposeString("email"),
    token_balance: t.exposeInt("token_balance"),
    output_options: t.field({ type: [OutputOption], resolve: (a) => a.output_options }),
  }),
});

builder.queryField("account", (t) => t.field({ type: AccountType, resolve: (_root, _args, ctx) => getAccount(ctx.actor) }));
