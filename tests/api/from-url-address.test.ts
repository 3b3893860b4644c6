import { describe, expect, it } from "vitest";
import { fromUrlSchema } from "@/server/projects/schema";

// The web form is a text field (issue 16): people type a bare domain, and the server supplies https.
describe("from_url address", () => {
  it("reads an address without a scheme as https", () => {
    expect(fromUrlSchema.parse({ url: "example.com" }).url).toBe("https://example.com");
    expect(fromUrlSchema.parse({ url: "  shop.example.com/socks?x=1 " }).url).toBe("https://shop.example.com/socks?x=1");
  });

  it("keeps http and https addresses as given", () => {
    expect(fromUrlSchema.parse({ url: "http://example.com/a" }).url).toBe("http://example.com/a");
  });

  it("still refuses other schemes and non-addresses", () => {
    expect(fromUrlSchema.safeParse({ url: "ftp://example.com" }).success).toBe(false);
    expect(fromUrlSchema.safeParse({ url: "" }).success).toBe(false);
    expect(fromUrlSchema.safeParse({ url: "not a domain" }).success).toBe(false);
  });
});
