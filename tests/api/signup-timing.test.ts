import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../helpers/http";
import { lastMailTo, linkIn } from "../helpers/mail";
import { confirmAccount } from "@/server/accounts/confirmation";

// Issue 14.10: signup answers in the same time for an address that exists and one that does not.

const FLOOR = 150;
beforeAll(() => {
  process.env.ADLAB_SIGNUP_MIN_RESPONSE_MS = String(FLOOR);
  process.env.ADLAB_SIGNUP_LIMIT_PER_IP = "1000";
  process.env.ADLAB_SIGNUP_LIMIT_PER_EMAIL = "1000";
});
afterAll(() => {
  delete process.env.ADLAB_SIGNUP_MIN_RESPONSE_MS;
  delete process.env.ADLAB_SIGNUP_LIMIT_PER_IP;
  delete process.env.ADLAB_SIGNUP_LIMIT_PER_EMAIL;
});

async function timed(email: string) {
  const started = performance.now();
  const res = await api.post("/api/v1/accounts", { email }, { headers: { "x-forwarded-for": "10.66.0.1" } });
  expect(res.status).toBe(202);
  return performance.now() - started;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

describe("signup timing", () => {
  it("takes the same time for new and existing addresses", async () => {
    const existing = `exists-${randomUUID()}@example.com`;
    await api.post("/api/v1/accounts", { email: existing }, { headers: { "x-forwarded-for": "10.66.0.2" } });
    await confirmAccount(new URL(linkIn(lastMailTo(existing)!.raw, "/confirm?token=")!).searchParams.get("token")!);
    const fresh: number[] = [];
    const known: number[] = [];
    for (let i = 0; i < 8; i++) {
      fresh.push(await timed(`new-${randomUUID()}@example.com`));
      known.push(await timed(existing));
    }
    // Both answer no sooner than the floor, and their medians are within a scheduling jitter.
    expect(Math.min(...fresh, ...known)).toBeGreaterThanOrEqual(FLOOR - 2);
    expect(Math.abs(median(fresh) - median(known))).toBeLessThan(40);
  });
});
