import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clientIp, requestOrigin, SOCKET_IP_HEADER } from "./origin";

// X-Forwarded-For counts only when ADLAB_TRUST_PROXY says a proxy sets it; otherwise the socket's address
// (stamped by the server, see ./socket-ip.ts) is the client.

const VARIABLES = ["ADLAB_TRUST_PROXY", "ADLAB_TRUSTED_PROXY_HOPS", "ADLAB_BASE_URL", "PORT"];
const saved = { ...process.env };
beforeEach(() => {
  for (const name of VARIABLES) delete process.env[name];
});
afterEach(() => {
  for (const name of VARIABLES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

const req = (socket: string | null, xff?: string, extra: Record<string, string> = {}) =>
  new Request("http://adlab.test/x", { headers: { ...(socket ? { [SOCKET_IP_HEADER]: socket } : {}), ...(xff ? { "x-forwarded-for": xff } : {}), ...extra } });

describe("client address", () => {
  it("uses the socket address unless a proxy is trusted", () => {
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

  it("never counts more hops than the chain has, and reads the older ADLAB_TRUSTED_PROXY_HOPS", () => {
    process.env.ADLAB_TRUST_PROXY = "5";
    expect(clientIp(req("10.0.0.5", "1.1.1.1, 2.2.2.2"))).toBe("1.1.1.1");
    delete process.env.ADLAB_TRUST_PROXY;
    process.env.ADLAB_TRUSTED_PROXY_HOPS = "1";
    expect(clientIp(req("10.0.0.5", "1.1.1.1, 2.2.2.2"))).toBe("2.2.2.2");
  });

  it("trusts IPv6 proxies by name and matches CIDRs on IPv4 only", () => {
    process.env.ADLAB_TRUST_PROXY = "uniquelocal, linklocal";
    expect(clientIp(req("fd00::7", "1.1.1.1, fe80::2"))).toBe("1.1.1.1");
    process.env.ADLAB_TRUST_PROXY = "10.0.0.0/8";
    expect(clientIp(req("::1", "1.1.1.1"))).toBe("::1");
  });

  it("trusts no proxy when no entry of the list is an address, a CIDR or a known name", () => {
    process.env.ADLAB_TRUST_PROXY = "proxy.internal, 10.0.0.0/33";
    expect(clientIp(req("10.0.0.5", "1.1.1.1"))).toBe("10.0.0.5");
  });

  it("without a stamped socket, takes the nearest X-Forwarded-For entry, then X-Real-IP", () => {
    expect(clientIp(req(null, "1.1.1.1, 2.2.2.2"))).toBe("2.2.2.2");
    expect(clientIp(req(null, undefined, { "x-real-ip": " 3.3.3.3 " }))).toBe("3.3.3.3");
    expect(clientIp(req(null))).toBe("unknown");
  });
});

describe("request origin", () => {
  const headers = { host: "127.0.0.1:3000", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" };

  it("believes X-Forwarded-Host and -Proto only from a trusted proxy", () => {
    expect(requestOrigin(req("127.0.0.1", undefined, headers))).toBe("http://127.0.0.1:3000");
    process.env.ADLAB_TRUST_PROXY = "loopback";
    expect(requestOrigin(req("127.0.0.1", undefined, headers))).toBe("https://evil.example");
  });

  it("is ADLAB_BASE_URL when set, whatever the request says", () => {
    process.env.ADLAB_BASE_URL = "https://ads.example.com/app/";
    expect(requestOrigin(req("127.0.0.1", undefined, headers))).toBe("https://ads.example.com");
  });

  it("falls back to localhost on the configured port for a Host header that is not a host", () => {
    process.env.PORT = "4100";
    expect(requestOrigin(req("127.0.0.1", undefined, { host: "evil.example/<script>" }))).toBe("http://localhost:4100");
    expect(requestOrigin(null)).toBe("http://localhost:4100");
  });
});
