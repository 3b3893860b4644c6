import { afterEach, describe, expect, it } from "vitest";
import { call } from "../helpers/http";
import { clientIp, requestOrigin, SOCKET_IP_HEADER } from "@/server/http/origin";

// Issue 14.11: X-Forwarded-For counts only when ADLAB_TRUST_PROXY says a proxy sets it; otherwise the
// socket's address (stamped by the server, see server/http/socket-ip.ts) is the client.

const saved = { ...process.env };
afterEach(() => {
  for (const name of ["ADLAB_TRUST_PROXY", "ADLAB_TRUSTED_PROXY_HOPS", "ADLAB_SIGNUP_LIMIT_PER_IP", "ADLAB_SIGNUP_MIN_RESPONSE_MS", "ADLAB_BASE_URL"]) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

const req = (socket: string | null, xff?: string, extra: Record<string, string> = {}) =>
  new Request("http://adlab.test/x", { headers: { ...(socket ? { [SOCKET_IP_HEADER]: socket } : {}), ...(xff ? { "x-forwarded-for": xff } : {}), ...extra } });

describe("client address", () => {
  it("uses the socket address unless a proxy is trusted", () => {
    delete process.env.ADLAB_TRUST_PROXY;
    expect(clientIp(req("203.0.113.7", "1.1.1.1, 2.2.2.2"))).toBe("203.0.113.7");
    expect(clientIp(req("::ffff:203.0.113.7"))).toBe("203.0.113.7");
  });

  it("follows ADLAB_TRUST_PROXY: hop count, true, and a list of proxies", () => {
    process.env.ADLAB_TRUST_PROXY = "1";
    expect(clientIp(req("10.0.0.5", "1.1.1.1, 2.2.2.2"))).toBe("2.2.2.2");
    process.env.ADLAB_TRUST_PROXY = "2";
    expect(clientIp(req("10.0.0.5", "1.1.1.1, 2.2.2.2"))).toBe("1.1.1.1");
    process.env.ADLAB_TRUST_PROXY = "true";
    expect(clientIp(req("10.0.0.5", "1.1.1.1, 2.2.2.2"))).toBe("1.1.1.1");
    process.env.ADLAB_TRUST_PROXY = "10.0.0.0/8, 192.168.1.1";
    expect(clientIp(req("10.0.0.5", "9.9.9.9, 1.1.1.1, 192.168.1.1"))).toBe("1.1.1.1");
    // A socket that is not a trusted proxy is the client, whatever the header says.
    expect(clientIp(req("198.51.100.4", "1.1.1.1"))).toBe("198.51.100.4");
    process.env.ADLAB_TRUST_PROXY = "loopback";
    expect(clientIp(req("127.0.0.1", "5.5.5.5"))).toBe("5.5.5.5");
    process.env.ADLAB_TRUST_PROXY = "false";
    expect(clientIp(req("10.0.0.5", "1.1.1.1"))).toBe("10.0.0.5");
  });

  it("believes X-Forwarded-Host and -Proto only from a trusted proxy", () => {
    delete process.env.ADLAB_BASE_URL;
    delete process.env.ADLAB_TRUST_PROXY;
    const headers = { host: "127.0.0.1:3000", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" };
    expect(requestOrigin(req("127.0.0.1", undefined, headers))).toBe("http://127.0.0.1:3000");
    process.env.ADLAB_TRUST_PROXY = "loopback";
    expect(requestOrigin(req("127.0.0.1", undefined, headers))).toBe("https://evil.example");
  });

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
