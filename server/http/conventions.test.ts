import { afterEach, describe, expect, it } from "vitest";
import { conditionalJson, corsApplies, corsHeaders, etagOf, matchesIfNoneMatch, preflightResponse, requestIdOf } from "./conventions";

afterEach(() => {
  delete process.env.ADLAB_CORS_ORIGINS;
});

const get = (headers: Record<string, string> = {}) => new Request("http://adlab.test/api/v1/projects", { headers });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("request ids", () => {
  it("echo a client's short printable id, and replace anything else with a new UUID", () => {
    expect(requestIdOf(get({ "x-request-id": "client-42:retry.1" }))).toBe("client-42:retry.1");
    expect(requestIdOf(get({ "x-request-id": "a".repeat(128) }))).toBe("a".repeat(128));
    expect(requestIdOf(get({ "x-request-id": "a".repeat(129) }))).toMatch(UUID);
    expect(requestIdOf(get({ "x-request-id": "-starts-with-dash" }))).toMatch(UUID);
    expect(requestIdOf(get({ "x-request-id": "has space" }))).toMatch(UUID);
    expect(requestIdOf(get())).toMatch(UUID);
  });
});

describe("conditional GETs", () => {
  it("tag equal bodies equally and different bodies differently, weakly", () => {
    expect(etagOf('{"a":1}')).toBe(etagOf('{"a":1}'));
    expect(etagOf('{"a":1}')).not.toBe(etagOf('{"a":2}'));
    expect(etagOf('{"a":1}')).toMatch(/^W\/"[A-Za-z0-9_-]{32}"$/);
  });

  it("match If-None-Match by *, in a list, and weakly", () => {
    const tag = etagOf("{}");
    const strong = tag.replace(/^W\//, "");
    expect(matchesIfNoneMatch(null, tag)).toBe(false);
    expect(matchesIfNoneMatch(" * ", tag)).toBe(true);
    expect(matchesIfNoneMatch(`W/"other", ${tag}`, tag)).toBe(true);
    expect(matchesIfNoneMatch(strong, tag)).toBe(true);
    expect(matchesIfNoneMatch('W/"other"', tag)).toBe(false);
  });

  it("answer 304 without a body when the client has the tag, else 200 with it, no-cache unless told", async () => {
    const text = '{"projects":[]}';
    const fresh = conditionalJson(get(), text, { "Content-Type": "application/json" });
    expect(fresh.status).toBe(200);
    expect(await fresh.text()).toBe(text);
    expect(fresh.headers.get("etag")).toBe(etagOf(text));
    expect(fresh.headers.get("cache-control")).toBe("no-cache");
    const unchanged = conditionalJson(get({ "if-none-match": etagOf(text) }), text, { "Cache-Control": "private, no-cache" });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe("");
    expect(unchanged.headers.get("cache-control")).toBe("private, no-cache");
  });
});

describe("CORS", () => {
  it("applies to the bearer API and GraphQL, not to the session endpoints", () => {
    expect(corsApplies("/api/v1/projects")).toBe(true);
    expect(corsApplies("/api/graphql")).toBe(true);
    expect(corsApplies("/api/trpc/ads.get")).toBe(false);
    expect(corsApplies("/api/auth/session")).toBe(false);
    expect(corsApplies("/api/v1")).toBe(false);
  });

  it("allows only the configured origins, without credentials, varying by Origin", () => {
    process.env.ADLAB_CORS_ORIGINS = "https://app.example.com/, https://admin.example.com";
    expect(corsHeaders("https://app.example.com")).toMatchObject({ "Access-Control-Allow-Origin": "https://app.example.com", Vary: "Origin" });
    expect(corsHeaders("https://app.example.com")).not.toHaveProperty("Access-Control-Allow-Credentials");
    expect(corsHeaders("https://evil.example")).toEqual({ Vary: "Origin" });
    expect(corsHeaders(null)).toEqual({ Vary: "Origin" });
  });

  it("allows every origin with *, and none when unset", () => {
    process.env.ADLAB_CORS_ORIGINS = "*";
    expect(corsHeaders("https://any.example")["Access-Control-Allow-Origin"]).toBe("*");
    expect(corsHeaders("https://any.example")).not.toHaveProperty("Vary");
    delete process.env.ADLAB_CORS_ORIGINS;
    expect(corsHeaders("https://any.example")).toEqual({});
  });

  it("answers a preflight 204, with the allowances only for an allowed origin", () => {
    process.env.ADLAB_CORS_ORIGINS = "https://app.example.com";
    const allowed = preflightResponse(get({ origin: "https://app.example.com" }), "req-1");
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get("access-control-allow-methods")).toBe("GET, POST, PATCH, PUT, DELETE, OPTIONS");
    expect(allowed.headers.get("access-control-allow-headers")).toBe("Authorization, Content-Type, Idempotency-Key, If-None-Match, Prefer, X-Request-Id");
    expect(allowed.headers.get("access-control-max-age")).toBe("600");
    expect(allowed.headers.get("x-request-id")).toBe("req-1");
    const refused = preflightResponse(get({ origin: "https://evil.example" }), "req-2");
    expect(refused.status).toBe(204);
    expect(refused.headers.get("access-control-allow-methods")).toBeNull();
    expect(refused.headers.get("access-control-allow-origin")).toBeNull();
  });
});
