import { describe, expect, it } from "vitest";
import { operations } from "@/server/operations";
import { api } from "../helpers/http";

describe("/llms.txt", () => {
  it("tells an agent what adlab does, how to authenticate, the MCP endpoint, a first ad, and every operation", async () => {
    const res = await api.get("/llms.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/markdown");
    const text = res.bytes.toString("utf8");
    expect(text).toMatch(/^# adlab\n/);
    expect(text).toContain("Authorization: Bearer <API key>");
    expect(text).toContain("/api/mcp");
    expect(text).toContain("npx adlab mcp");
    const firstAd = text.slice(text.indexOf("## A first ad in five calls"), text.indexOf("## Operations"));
    expect(firstAd.match(/^\d\. /gm)).toHaveLength(5);
    expect(firstAd).toContain("POST /api/v1/projects/{project_id}/ads (MCP: `generate_ads`)");
    for (const op of operations) expect(text).toContain(`- ${op.method.toUpperCase()} ${op.path}: ${op.summary}`);
  });
});
