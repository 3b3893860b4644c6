import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { api, call } from "../helpers/http";
import { createAccount } from "../helpers/factories";
import { randomUUID } from "node:crypto";
import { MemoryStore, RedisStore, setRateLimitStore } from "@/server/http/rate-limit";

// Issue 14.2: one limiter and one budget per key on REST, GraphQL and tRPC; a tRPC batch counts each call.

beforeEach(async () => {
  process.env.ADLAB_RATE_LIMIT = "10";
  await setRateLimitStore(new MemoryStore());
});
afterEach(async () => {
  delete process.env.ADLAB_RATE_LIMIT;
  await setRateLimitStore(undefined);
});

const gql = (token: string) => call("POST", "/api/graphql", { query: "{ account { email } }" }, { token });
const trpc = (token: string, calls = 1) =>
  calls === 1
    ? call("GET", "/api/trpc/apiKeys.list", undefined, { token })
    : call("GET", `/api/trpc/${Array(calls).fill("apiKeys.list").join(",")}?batch=1&input=${encodeURIComponent(JSON.stringify({}))}`, undefined, { token });

describe("one rate limit across fronts", () => {
  it("counts REST, GraphQL and tRPC (each call of a batch) against the key's one budget", async () => {
    const { token } = await createAccount();
    expect((await api.get("/api/v1/account", { token })).headers.get("x-ratelimit-remaining")).toBe("9");
    const g = await gql(token);
    expect(g.status).toBe(200);
    expect(g.headers.get("x-ratelimit-remaining")).toBe("8");
    const t = await trpc(token);
    expect(t.status).toBe(200);
    expect(t.headers.get("x-ratelimit-remaining")).toBe("7");
    const batch = await trpc(token, 5);
    expect(batch.status).toBe(200);
    expect(batch.headers.get("x-ratelimit-remaining")).toBe("2");
    // 3 calls left on no front can hold a batch of 3: the whole batch is refused with 429.
    const over = await trpc(token, 3);
    expect(over.status).toBe(429);
    expect(over.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(JSON.stringify(over.body)).toContain('"code":"rate_limited"');
    for (const res of [await gql(token), await api.get("/api/v1/account", { token }), await trpc(token)]) {
      expect(res.status).toBe(429);
      expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    }
    const refused = await gql(token);
    expect(refused.body.error.code).toBe("rate_limited");
    expect(refused.body.errors[0].extensions).toMatchObject({ code: "rate_limited", status: 429 });
    // Another key's budget is its own.
    const other = await createAccount();
    expect((await gql(other.token)).status).toBe(200);
  });

  it("refuses a tRPC batch larger than 50 calls, counting it against the budget", async () => {
    process.env.ADLAB_RATE_LIMIT = "1000";
    const { token } = await createAccount();
    const res = await trpc(token, 200);
    expect(res.status).toBe(400);
    expect(res.headers.get("x-ratelimit-remaining")).toBe(String(1000 - 51));
  });

  it("counts a batch's calls in the Redis store shared by instances too", async () => {
    const redis = await RedisStore.connect("redis://127.0.0.1:6379", `adlab:test:${randomUUID()}:`);
    try {
      expect((await redis.hit("k", 60_000, 5)).count).toBe(5);
      expect((await redis.hit("k", 60_000)).count).toBe(6);
    } finally {
      await redis.close();
    }
  });

  it("answers 401 with WWW-Authenticate: Bearer", async () => {
    const res = await api.get("/api/v1/account", { token: "adlab_nope" });
    expect(res.status).toBe(401);
    expect(res.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect((await call("POST", "/api/graphql", { query: "{ account { email } }" })).headers.get("www-authenticate")).toMatch(/^Bearer/);
  });
});
