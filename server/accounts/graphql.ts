import { builder } from "../graphql/builder";
import { connection } from "../graphql/helpers";
import { zodObject } from "../graphql/zod";
import { apiKeyJson, createdApiKeyJson, ledgerEntryJson, type ApiKeyJson, type LedgerEntryJson } from "./shapes";
import { createApiKey, listApiKeys, listLedger, revokeApiKey } from "./keys";

// `account` is derived from its operation definition (server/graphql/operations.ts). API keys and the
// token ledger have no REST operation: they are the web app's tRPC procedures, with the same services and JSON.
const ApiKeyType = zodObject("ApiKey", apiKeyJson);
const CreatedApiKey = zodObject("CreatedApiKey", createdApiKeyJson);
const LedgerEntry = zodObject("LedgerEntry", ledgerEntryJson);

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
