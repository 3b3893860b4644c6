import { describe, expect, it } from "vitest";
import { STYLES } from "@/shared/styles";
import { matchesIfNoneMatch } from "@/server/http/conventions";
import { api } from "../helpers/http";
import { createAccount } from "../helpers/factories";

describe("GET /api/v1/styles", () => {
  it("returns the catalog with entries of the spec's shape (whatever the catalog holds)", async () => {
    const { token } = await createAccount();
    const res = await api.get("/api/v1/styles", { token });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(Object.keys(res.body)).toEqual(["styles"]);
    expect(res.body.styles).toEqual(JSON.parse(JSON.stringify(STYLES)));
    for (const style of res.body.styles) {
      expect(style).toEqual({
        id: expect.any(String),
        category: expect.stringMatching(/^(template|meme)$/),
        name: expect.any(String),
        description: expect.any(String),
        tags: expect.any(Array),
        outputs: expect.any(Array),
        placements: expect.any(Array),
        template_key: expect.any(String),
        meme_base: expect.any(String),
        editable_slots: expect.any(Array),
        character_roles: expect.any(Array),
      });
      expect(style.id).toBe(style.category === "meme" ? `meme:${style.meme_base}` : `template:${style.template_key}`);
      for (const output of style.outputs) expect(["image", "video"]).toContain(output);
      // Every style designs for the five social placements; templates for the IAB display sizes too (issue 30).
      expect(style.placements).toEqual(expect.arrayContaining(["instagram_story", "instagram_reels", "feed_portrait", "square", "landscape", "medium_rectangle"]));
      for (const slot of style.editable_slots) {
        expect(slot).toEqual({ name: expect.any(String), role: expect.any(String), budget: expect.any(Number), max_lines: expect.any(Number), max_words: expect.any(Number) });
      }
      for (const role of style.character_roles) expect(role).toEqual({ name: expect.any(String), guidance: expect.any(String) });
    }
  });

  it("is cacheable: ETag of the body, Cache-Control, 304 on If-None-Match", async () => {
    const { token } = await createAccount();
    const first = await api.get("/api/v1/styles", { token });
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{16,}"$/);
    expect(first.headers.get("cache-control")).toBe("public, max-age=3600");

    // Same body, same tag, for any account.
    const other = await createAccount();
    const again = await api.get("/api/v1/styles", { token: other.token });
    expect(again.headers.get("etag")).toBe(etag);
    expect(again.bytes.equals(first.bytes)).toBe(true);

    for (const ifNoneMatch of [etag!, `W/${etag}`, `"other", ${etag}`, "*"]) {
      const cached = await api.get("/api/v1/styles", { token, headers: { "if-none-match": ifNoneMatch } });
      expect(cached.status).toBe(304);
      expect(cached.bytes.length).toBe(0);
      expect(cached.headers.get("etag")).toBe(etag);
      expect(cached.headers.get("cache-control")).toBe("public, max-age=3600");
    }
    const stale = await api.get("/api/v1/styles", { token, headers: { "if-none-match": '"stale"' } });
    expect(stale.status).toBe(200);
    expect(stale.body.styles).toEqual(first.body.styles);
  });

  it("still needs the bearer key, even with a matching If-None-Match", async () => {
    const { token } = await createAccount();
    const etag = (await api.get("/api/v1/styles", { token })).headers.get("etag")!;
    for (const res of [await api.get("/api/v1/styles"), await api.get("/api/v1/styles", { token: "adlab_nope", headers: { "if-none-match": etag } })]) {
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe("unauthorized");
    }
  });

  it("compares entity tags weakly, as If-None-Match requires", () => {
    expect(matchesIfNoneMatch(null, '"a"')).toBe(false);
    expect(matchesIfNoneMatch('"b"', '"a"')).toBe(false);
    expect(matchesIfNoneMatch(' "b" ,W/"a"', '"a"')).toBe(true);
    expect(matchesIfNoneMatch("a", '"a"')).toBe(false);
  });
});
