import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { api } from "../helpers/http";
import { createAccount } from "../helpers/factories";
import { enforceRateLimit, MemoryStore, RedisStore, setRateLimitStore } from "@/server/http/rate-limit";
import type { Actor } from "@/server/auth/actor";

const REDIS_URL = process.env.ADLAB_TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

afterEach(async () => {
  delete process.env.ADLAB_RATE_LIMIT;
  delete process.env.ADLAB_UPLOAD_RATE_LIMIT;
  delete process.env.ADLAB_UPLOAD_RATE_LIMIT_PER_IP;
  delete process.env.REDIS_URL;
  await setRateLimitStore(undefined);
});

const keyActor = (): Actor => ({ organizationId: randomUUID(), userId: randomUUID(), email: "a@example.com", apiKey: { id: randomUUID(), name: "k" } });

async function expectLimitedAfter(limit: number, token: string) {
  for (let i = 1; i <= limit; i++) {
    const ok = await api.get("/api/v1/account", { token });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("x-ratelimit-limit")).toBe(String(limit));
    expect(ok.headers.get("x-ratelimit-remaining")).toBe(String(limit - i));
    expect(ok.headers.get("ratelimit-policy")).toBe(`"default";q=${limit};w=60`);
    expect(ok.headers.get("ratelimit")).toMatch(new RegExp(`^"default";r=${limit - i};t=\\d+$`));
    expect(Number(ok.headers.get("x-ratelimit-reset"))).toBeGreaterThan(Date.now() / 1000);
  }
  const limited = await api.get("/api/v1/account", { token });
  expect(limited.status).toBe(429);
  expect(limited.body.error).toMatchObject({ code: "rate_limited", message: expect.stringContaining("Retry in") });
  const retryAfter = Number(limited.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(limited.headers.get("x-ratelimit-remaining")).toBe("0");
}

describe("API rate limits", () => {
  it("has generous defaults and sends the RateLimit and X-RateLimit headers", async () => {
    const { token } = await createAccount();
    const res = await api.get("/api/v1/account", { token });
    expect(res.headers.get("ratelimit-policy")).toBe('"default";q=600;w=60');
    expect(res.headers.get("x-ratelimit-remaining")).toBe("599");
  });

  it("limits per key in memory, and one key's limit leaves the others alone", async () => {
    process.env.ADLAB_RATE_LIMIT = "3";
    const alice = await createAccount();
    const bob = await createAccount();
    await expectLimitedAfter(3, alice.token);
    expect((await api.get("/api/v1/account", { token: bob.token })).status).toBe(200);
  });

  it("gives uploads their own, lower bucket, per key and per IP", async () => {
    process.env.ADLAB_UPLOAD_RATE_LIMIT = "2";
    process.env.ADLAB_UPLOAD_RATE_LIMIT_PER_IP = "3";
    const actor = keyActor();
    const req = (ip: string) => new Request("http://adlab.test/x", { headers: { "x-forwarded-for": ip } });
    const first = await enforceRateLimit(actor, "upload", req("192.0.2.1"));
    expect(first["RateLimit-Policy"]).toBe('"upload";q=2;w=60');
    await enforceRateLimit(actor, "upload", req("192.0.2.1"));
    await expect(enforceRateLimit(actor, "upload", req("192.0.2.1"))).rejects.toMatchObject({ status: 429, code: "rate_limited" });
    // Ordinary requests of the same key are still fine.
    expect((await enforceRateLimit(actor, "default"))["X-RateLimit-Limit"]).toBe("600");
    // Another key from the same IP runs into the per-IP upload limit (3, spent by the three attempts above).
    const other = keyActor();
    expect((await enforceRateLimit(other, "upload", req("192.0.2.2")))["X-RateLimit-Remaining"]).toBe("1");
    const error = await enforceRateLimit(other, "upload", req("192.0.2.1")).catch((e) => e);
    expect(error).toMatchObject({ status: 429 });
    expect(error.headers["RateLimit-Policy"]).toBe('"upload-ip";q=3;w=60');
    expect(Number(error.headers["Retry-After"])).toBeGreaterThan(0);
  });

  it("keeps one count across instances with the Redis store", async () => {
    process.env.ADLAB_RATE_LIMIT = "4";
    const prefix = `adlab:test:${randomUUID()}:`;
    const instanceA = await RedisStore.connect(REDIS_URL, prefix);
    const instanceB = await RedisStore.connect(REDIS_URL, prefix);
    try {
      const actor = keyActor();
      await setRateLimitStore(instanceA);
      await enforceRateLimit(actor, "default");
      await enforceRateLimit(actor, "default");
      await setRateLimitStore(instanceB);
      const third = await enforceRateLimit(actor, "default");
      expect(third["X-RateLimit-Remaining"]).toBe("1");
      await enforceRateLimit(actor, "default");
      await expect(enforceRateLimit(actor, "default")).rejects.toMatchObject({ status: 429 });
      // A memory store would have started from zero.
      await setRateLimitStore(new MemoryStore());
      expect((await enforceRateLimit(actor, "default"))["X-RateLimit-Remaining"]).toBe("3");
    } finally {
      await instanceA.close();
      await instanceB.close();
    }
  });

  it("uses Redis when REDIS_URL is set, through the real routes", async () => {
    process.env.REDIS_URL = REDIS_URL;
    process.env.ADLAB_RATE_LIMIT = "2";
    await setRateLimitStore(undefined);
    const { token } = await createAccount();
    await expectLimitedAfter(2, token);
  });

  it("lets requests through when the Redis store is down", async () => {
    process.env.REDIS_URL = "redis://127.0.0.1:1";
    await setRateLimitStore(undefined);
    const { token } = await createAccount();
    const res = await api.get("/api/v1/account", { token });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-ratelimit-limit")).toBeNull();
  });
});
