import { describe, expect, it } from "vitest";
import { api } from "../helpers/http";
import { createAccount } from "../helpers/factories";
import { graphql, trpcAs } from "../helpers/fronts";
import { createApiKeyForEmail, revokeApiKeyForEmail } from "@/server/accounts/service";
import { operatorCommands } from "@/server/accounts/operator-commands";

// Issue 14.12: API keys have scopes; a `generate` key does everything but create and revoke keys. The
// operator CLI creates scoped keys and revokes keys.

describe("API key scopes", () => {
  it("lets a generate key work but not manage keys, on tRPC and GraphQL", async () => {
    const { token, email } = await createAccount();
    const full = await trpcAs(token);
    const created = (await full.apiKeys.create({ name: "agent", scope: "generate" })).api_key;
    expect(created.scope).toBe("generate");
    expect((await full.apiKeys.list()).api_keys.map((k) => k.scope).sort()).toEqual(["full", "generate"]);

    expect((await api.get("/api/v1/account", { token: created.secret })).status).toBe(200);
    const limited = await trpcAs(created.secret);
    await expect(limited.apiKeys.create({ name: "escalate" })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(limited.apiKeys.revoke({ id: created.id })).rejects.toMatchObject({ code: "FORBIDDEN" });
    const gql = await graphql(created.secret, `mutation { createApiKey(name: "x") { secret } }`);
    expect(gql.errors?.[0].extensions).toMatchObject({ code: "forbidden", status: 403 });
    const listed = await graphql(created.secret, "{ apiKeys { nodes { name scope } } }");
    expect(listed.data.apiKeys.nodes).toEqual(expect.arrayContaining([{ name: "agent", scope: "generate" }]));

    await expect(full.apiKeys.create({ name: "bad", scope: "root" as never })).rejects.toMatchObject({ code: "UNPROCESSABLE_CONTENT" });
    expect(email).toMatch(/@/);
  });

  it("creates scoped keys and revokes keys from the operator CLI", async () => {
    const { email } = await createAccount();
    const made = await createApiKeyForEmail({ email, name: "cli agent", scope: "generate" });
    expect(made.scope).toBe("generate");
    expect((await api.get("/api/v1/account", { token: made.api_key })).status).toBe(200);
    expect(Object.keys(operatorCommands)).toContain("keys.revoke");
    const revoked = await revokeApiKeyForEmail({ email, key: made.prefix });
    expect(revoked.revoked_at).toBeTruthy();
    expect((await api.get("/api/v1/account", { token: made.api_key })).status).toBe(401);
    await expect(revokeApiKeyForEmail({ email, key: "adlab_nope00" })).rejects.toMatchObject({ status: 404 });
  });
});
