import { describe, expect, it } from "vitest";
import { CATALOG_MACRO_VECTORS, extractTrackerUrls } from "@adcp/sdk/substitution";
import { previewHtml } from "./preview-html";
import { findFormat } from "./formats";
import { encodeMacroValue, escapeHtml, substituteMacros } from "./macros";

// The AdCP SDK's own catalog-macro vectors (reserved characters, nested expansion, CRLF, non-ASCII, bidi, ...).
describe("catalog macro substitution (AdCP substitution safety)", () => {
  it.each(CATALOG_MACRO_VECTORS.map((v) => [v.name, v] as const))("%s: encoded as the fixture expects", (_name, vector) => {
    const name = vector.macro.replace(/[{}]/g, "");
    expect(substituteMacros(vector.template, { [name]: vector.value })).toBe(vector.expected);
  });

  it("never expands a macro found inside a value, and leaves unknown macros for the ad server", () => {
    expect(substituteMacros("https://t.example/i?s={SKU}&d={DEVICE_ID}", { SKU: "a-{DEVICE_ID}" })).toBe("https://t.example/i?s=a-%7BDEVICE_ID%7D&d={DEVICE_ID}");
    expect(encodeMacroValue("abc\r\nHost: evil.example")).toBe("abc%0D%0AHost%3A%20evil.example");
  });

  it("the preview's tracker pixels carry each hostile SKU percent-encoded, and its text shows controls inert", () => {
    const skus = ["00013&cmd=drop", "vacancy-{DEVICE_ID}-42", "café-amsterdam", "abc\r\nHost: evil.example", "VIN-\u202E1234"];
    const html = previewHtml("https://adlab.test/api/adcp/preview/t", findFormat("display_300x250")!, { trackers: { impression_tracker: "https://track.example/imp?sku={SKU}" }, skus });
    const urls = extractTrackerUrls(html).map((r) => String(r.url)).filter((url) => url.startsWith("https://track.example/"));
    expect(urls).toEqual(skus.map((sku) => `https://track.example/imp?sku=${encodeMacroValue(sku)}`));
    expect(html).not.toMatch(/[\r\n\u202E]|cmd=drop|\{DEVICE_ID\}/);
    expect(escapeHtml('<b>"x"</b>\u202E\r\n')).toBe("&lt;b&gt;&quot;x&quot;&lt;/b&gt;\\u202E\\u000D\\u000A");
  });
});
