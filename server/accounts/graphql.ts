import { builder } from "../graphql/builder";
import { connection } from "../graphql/helpers";
import { zodObject } from "../graphql/zod";
import { getAccount } from "./service";
import { accountJson } from "./shapes";
import { createApiKey, listApiKeys, listLedger, revokeApiKey, type ApiKeyJson, type LedgerEntryJson } from "./keys";

const AccountType = zodObject("Account", accountJson);

builder.queryField("account", (t) => t.field({ type: AccountType, resolve: (_root, _args, ctx) => getAccount(ctx.actor) }));

// API keys and the token ledger: the same services and JSON as tRPC.
const ApiKeyFields = builder.interfaceRef<ApiKeyJson>("ApiKeyFields").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    prefix: t.exposeString("prefix"),
    scope: t.exposeString("scope", { description: "full, or generate (no key management)" }),
    created_at: t.expose("created_at", { type: "DateTime" }),
    last_used_at: t.expose("last_used_at", { type: "DateTime", nullable: true }),
    revoked_at: t.expose("revoked_at", { type: "DateTime", nullable: true }),
  }),
});

const ApiKeyType = builder.objectRef<ApiKeyJson>("ApiKey").implement({ interfaces: [ApiKeyFields], isTypeOf: (key) => !("secret" in (key as object)) });

const CreatedApiKey = builder.objectRef<ApiKeyJson & { secret: string }>("CreatedApiKey").implement({
  description: "A new key; `secret` is shown this once and never again.",
  interfaces: [ApiKeyFields],
  isTypeOf: (key) => "secret" in (key as object),
  fields: (t) => ({ secret: t.exposeString("secret") }),
});

const LedgerEntry = builder.objectRef<LedgerEntryJson>("LedgerEntry").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    delta: t.exposeInt("delta"),
    balance_after: t.exposeInt("balance_after"),
    reason: t.exposeString("reason"),
    ad_id: t.exposeString("ad_id", { nullable: true }),
    note: t.exposeString("note", { nullable: true }),
    created_at: t.expose("created_at", { type: "DateTime" }),
  }),
});

const LedgerConnection = connection<LedgerEntryJson>("LedgerEntry", LedgerEntry);
// Every key of the account is one page (tRPC lists them unpaged), so hasNextPage is false.
const ApiKeyConnection = connection<ApiKeyJson>("ApiKey", ApiKeyType);

builder.queryField("apiKeys", (t) =>
  t.field({ type: ApiKeyConnection, resolve: async (_root, _args, ctx) => ({ nodes: (await listApiKeys(ctx.actor)).api_keys, next_cursor: null }) }),
);

builder.queryField("ledger", (t) =>
  t.field({
    type: LedgerConnection,
    args: { limit: t.arg.int(), cursor: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      const { ledger, next_cursor } = await listLedger(ctx.actor, args);
      return { nodes: ledger, next_cursor };
    },
  }),
);

builder.mutationField("createApiKey", (t) =>
  t.field({
    type: CreatedApiKey,
    args: { name: t.arg.string({ required: true }), scope: t.arg.string({ description: "full (default) or generate" }) },
    resolve: async (_root, args, ctx) => (await createApiKey(ctx.actor, { name: args.name, scope: args.scope ?? undefined })).api_key,
  }),
);

builder.mutationField("revokeApiKey", (t) =>
  t.field({
    type: ApiKeyType,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => (await revokeApiKey(ctx.actor, String(args.id))).api_key,
  }),
);
