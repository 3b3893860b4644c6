import { describe, expect, it } from "vitest";
import { scopeOutputRefusal, STYLES, styleOutputRefusal, templateStyle } from "./styles";

describe("which outputs a style supports (the one place the API and the web form ask)", () => {
  it("makes every style as a still", () => {
    for (const style of STYLES) expect(styleOutputRefusal(style, "image"), style.id).toBeNull();
    for (const scope of ["any", "templates", "memes"] as const) expect(scopeOutputRefusal(scope, "image")).toBeNull();
  });

  it("refuses video for every meme, with the category's reason", () => {
    const memes = STYLES.filter((s) => s.category === "meme");
    expect(memes.length).toBeGreaterThan(0);
    for (const meme of memes) expect(styleOutputRefusal(meme, "video"), meme.id).toBe("memes are still-only");
    expect(scopeOutputRefusal("memes", "video")).toBe("memes are still-only");
  });

  it("names a template that has no video version, and makes video from the other scopes", () => {
    expect(styleOutputRefusal(templateStyle("editorial-serif")!, "video")).toBe("Editorial has no video version");
    expect(styleOutputRefusal(templateStyle("bold-statement")!, "video")).toBeNull();
    expect(scopeOutputRefusal("any", "video")).toBeNull();
    expect(scopeOutputRefusal("templates", "video")).toBeNull();
  });
});
