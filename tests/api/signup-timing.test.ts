import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { confirmAccount } from "@/server/accounts/confirmation";
import { useManualClock, type ManualClock } from "../helpers/clock";
import { api } from "../helpers/http";
import { lastMailTo, linkIn, outbox } from "../helpers/mail";

// Issue 14.10: signup answers in the same time for an address that exists and one that does not. Told on
// an injected clock rather than measured: every path does its work, then waits for the same instant.

const FLOOR = 400;
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

const mailsTo = (email: string) => outbox().filter((mail) => mail.to?.includes(email));

/** Signs `email` up: how long after its start the answer was held, the mails sent by then, and the answer. */
async function signUp(clock: ManualClock, email: string) {
  const startedAt = clock.now();
  const mailsBefore = mailsTo(email).length;
  const answer = api.post("/api/v1/accounts", { email }, { headers: { "x-forwarded-for": "10.66.0.1" } });
  const [wakeAt] = await clock.asleep();
  const mailedBeforeAnswer = mailsTo(email).slice(mailsBefore).map((mail) => mail.subject);
  clock.advance(wakeAt - startedAt);
  const res = await answer;
  expect(res.status).toBe(202);
  return { heldFor: wakeAt - startedAt, mailedBeforeAnswer, body: res.body };
}

describe("signup timing", () => {
  it("answers a new, a pending and a confirmed address the floor after the request began, each path's mail sent before", async () => {
    const clock = useManualClock();
    const confirmed = `exists-${randomUUID()}@example.com`;
    await signUp(clock, confirmed);
    await confirmAccount(new URL(linkIn(lastMailTo(confirmed)!.raw, "/confirm?token=")!).searchParams.get("token")!);
    const pending = `pending-${randomUUID()}@example.com`;
    await signUp(clock, pending);

    const fresh = await signUp(clock, `new-${randomUUID()}@example.com`);
    const again = await signUp(clock, pending);
    const known = await signUp(clock, confirmed);

    expect([fresh.heldFor, again.heldFor, known.heldFor]).toEqual([FLOOR, FLOOR, FLOOR]);
    expect(again.body).toEqual(fresh.body);
    expect(known.body).toEqual(fresh.body);
    // Each path did its own work (its own mail) before the wait, not after it.
    expect(fresh.mailedBeforeAnswer).toEqual(["Confirm your adlab account"]);
    expect(again.mailedBeforeAnswer).toEqual(["Confirm your adlab account"]);
    expect(known.mailedBeforeAnswer).toEqual(["Your adlab account already exists"]);
  });
});
