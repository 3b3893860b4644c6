import { afterEach, describe, expect, it } from "vitest";
import { revokeApiKey } from "@/server/accounts/keys";
import { authenticateBearer } from "@/server/auth/api-keys";
import { db } from "@/server/db/client";
import { useManualClock } from "../helpers/clock";
import { api } from "../helpers/http";
import { createAccount } from "../helpers/factories";

afterEach(() => {
  delete process.env.ADLAB_API_KEY_CACHE_MS;
});

const keyOf = async (token: string) => (await db()).apiKey.findFirstOrThrow({ where: { prefix: token.slice(0, 12) } });

describe("API-key cache", () => {
  it("serves repeated requests without a key read, and a key revoked here stops at once", async () => {
    process.env.ADLAB_API_KEY_CACHE_MS = "60000";
    const { token } = await createAccount();
    expect((await api.get("/api/v1/account", { token })).status).toBe(200);
    const key = await keyOf(token);
    // Deleting the row behind the cache's back: the cached key still answers (no database read)...
    await (await db()).apiKey.update({ where: { id: key.id }, data: { hash: "moved" } });
    expect((await api.get("/api/v1/styles", { token })).status).toBe(200);
    await (await db()).apiKey.update({ where: { id: key.id }, data: { hash: key.hash } });
    // ...while a revocation through adlab forgets it in this process at once.
    const actor = await authenticateBearer(`Bearer ${token}`);
    await revokeApiKey(actor, key.id);
    expect((await api.get("/api/v1/styles", { token })).status).toBe(401);
  });

  it("a revocation made by another instance (only in the database) takes effect when the entry expires", async () => {
    process.env.ADLAB_API_KEY_CACHE_MS = "300";
    const clock = useManualClock();
    const { token } = await createAccount();
    expect((await api.get("/api/v1/styles", { token })).status).toBe(200);
    const key = await keyOf(token);
    await (await db()).apiKey.update({ where: { id: key.id }, data: { revokedAt: new Date() } });
    clock.advance(299);
    expect((await api.get("/api/v1/styles", { token })).status).toBe(200);
    clock.advance(1);
    expect((await api.get("/api/v1/styles", { token })).status).toBe(401);
  });
});
