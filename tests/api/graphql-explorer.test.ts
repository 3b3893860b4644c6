import { describe, expect, it } from "vitest";
import { call } from "../helpers/http";
import { createAccount } from "../helpers/factories";

describe("the GraphQL explorer at /api/graphql", () => {
  it("serves GraphiQL (bundled, no CDN) to a bearer-authenticated browser", async () => {
    const { token } = await createAccount();
    const res = await call("GET", "/api/graphql", undefined, { token, headers: { accept: "text/html" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    const html = res.bytes.toString();
    expect(html).toContain("adlab GraphQL explorer");
    expect(html).not.toMatch(/unpkg\.com|jsdelivr|cdn\./);
    // A way back to the web app.
    expect(html).toContain('<a href="/projects">← Back to your projects</a>');

    // Small (Yoga's own page inlined 9 MB): GraphiQL's script and styles are cached files.
    expect(res.bytes.length).toBeLessThan(20_000);
    const urls = [...html.matchAll(/"(\/api\/graphql\/assets\/[^"]+)"/g)].map((m) => m[1]);
    expect(urls.map((u) => u.replace(/\.[0-9a-f]{10}\./, ".*.")).sort()).toEqual(["/api/graphql/assets/graphiql.*.css", "/api/graphql/assets/graphiql.*.js"]);
    const script = await call("GET", urls.find((u) => /\/graphiql\.[0-9a-f]{10}\.js$/.test(u))!);
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(script.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    // GraphiQL 4 (CodeMirror), reading the page's options; the Monaco-based GraphiQL 5 script was 5 MB.
    expect(script.bytes.toString()).toContain("graphiql-options");
    expect(script.bytes.length).toBeLessThan(2_000_000);
    expect(html).toContain('"defaultQuery":"# Generate an ad');
    expect((await call("GET", "/api/graphql/assets/graphiql.0000000000.js")).status).toBe(404);
  });

  it("sends a browser without a session to sign-in, and answers tools without a key with 401", async () => {
    const browser = await call("GET", "/api/graphql", undefined, { headers: { accept: "text/html" } });
    expect(browser.status).toBe(303);
    expect(browser.headers.get("location")).toContain("/signin?callbackUrl=/api/graphql");
    const tool = await call("POST", "/api/graphql", { query: "{ account { email } }" });
    expect(tool.status).toBe(401);
    expect(tool.body.error.code).toBe("unauthorized");
  });

  it("answers introspection with every resource of the REST API", async () => {
    const { token } = await createAccount();
    const res = await call("POST", "/api/graphql", { query: "{ __schema { queryType { fields { name } } } }" }, { token });
    const names = res.body.data.__schema.queryType.fields.map((f: { name: string }) => f.name);
    expect(names).toEqual(expect.arrayContaining(["account", "projects", "project", "styles"]));
    expect(names.join(" ")).toMatch(/audience/i);
    expect(names.join(" ")).toMatch(/asset/i);
    expect(names.join(" ")).toMatch(/ads/i);
    expect(names.join(" ")).toMatch(/hypothes/i);
  });
});
