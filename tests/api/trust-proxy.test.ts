import { afterEach, describe, expect, it } from "vitest";
import { call } from "../helpers/http";
import { SOCKET_IP_HEADER } from "@/server/http/origin";

// Issue 14.11: X-Forwarded-For counts only when ADLAB_TRUST_PROXY says a proxy sets it; otherwise the
// socket's address (stamped by the server, see server/http/socket-ip.ts) is the client. The address and
// origin rules themselves are unit-tested in server/http/origin.test.ts.

const saved = { ...process.env };
afterEach(() => {
  for (const name of ["ADLAB_TRUST_PROXY", "ADLAB_TRUSTED_PROXY_HOPS", "ADLAB_SIGNUP_LIMIT_PER_IP", "ADLAB_SIGNUP_MIN_RESPONSE_MS", "ADLAB_BASE_URL"]) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

describe("client address", () => {
  it("counts signups per socket address however X-Forwarded-For varies", async () => {
    delete process.env.ADLAB_TRUST_PROXY;
    process.env.ADLAB_SIGNUP_LIMIT_PER_IP = "3";
    process.env.ADLAB_SIGNUP_MIN_RESPONSE_MS = "0";
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await call("POST", "/api/v1/accounts", { email: `xff-${i}-${Date.now()}@example.com` }, { headers: { [SOCKET_IP_HEADER]: "198.51.100.77", "x-forwarded-for": `10.1.2.${i}` } });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([202, 202, 202, 429, 429]);
  });
});
