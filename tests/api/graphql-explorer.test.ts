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
