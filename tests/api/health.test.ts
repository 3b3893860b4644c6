import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "../helpers/http";

describe("health and readiness", () => {
  afterEach(() => {
    vi.doUnmock("@/server/db/client");
    vi.resetModules();
  });

  it("GET /api/health answers 200 without a key", async () => {
    const res = await api.get("/api/health");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.body).toEqual({ status: "ok" });
  });

  it("GET /api/ready answers 200 when the database answers", async () => {
    const res = await api.get("/api/ready");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ready", database: "ok" });
  });

  it("GET /api/ready answers 503 when the database does not, and /api/health stays up", async () => {
    vi.resetModules();
    const broken = vi.fn(async () => {
      throw new Error("connection refused");
    });
    vi.doMock("@/server/db/client", () => ({ db: broken, connectDb: broken }));
    const ready = await (await import("@/app/api/ready/route")).GET();
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: "unavailable", database: "unreachable" });
    expect(broken).toHaveBeenCalled();

    const health = await (await import("@/app/api/health/route")).GET();
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
  });
});
