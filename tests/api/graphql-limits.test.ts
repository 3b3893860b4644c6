import { getIntrospectionQuery } from "graphql";
import { describe, expect, it } from "vitest";
import { call } from "../helpers/http";
import { createAccount } from "../helpers/factories";

// Issue 14.3: GraphQL limits count every field, introspection included; document size, aliases and
// depth are capped; no field suggestions for API keys.

const post = (token: string, query: string) => call("POST", "/api/graphql", { query }, { token });

describe("GraphQL document limits", () => {
  it("refuses 2000 aliases of __schema without executing them", async () => {
    const { token } = await createAccount();
    const query = `{ ${Array.from({ length: 2000 }, (_, i) => `a${i}: __schema { types { name } }`).join(" ")} }`;
    const res = await post(token, query);
    expect(res.status).toBeLessThan(500);
    expect(res.body.data ?? null).toBeNull();
    expect(res.bytes.length).toBeLessThan(10_000);
    expect(JSON.stringify(res.body.errors)).toMatch(/limit/i);
  });

  it("counts __typename aliases, caps introspection depth and document size", async () => {
    const { token } = await createAccount();
    const aliases = await post(token, `{ ${Array.from({ length: 16 }, (_, i) => `t${i}: __typename`).join(" ")} }`);
    expect(aliases.body.errors[0].extensions.code).toBe("query_too_complex");
    expect(aliases.body.errors[0].message).toMatch(/alias/i);

    const ofType = (n: number): string => (n === 0 ? "name" : `name ofType { ${ofType(n - 1)} }`);
    const deep = await post(token, `{ __schema { types { fields { type { ${ofType(200)} } } } } }`);
    expect(deep.body.errors[0].extensions.code).toBe("query_too_complex");
    expect(deep.body.data ?? null).toBeNull();

    const big = await post(token, `{ account { email } } # ${"x".repeat(20_000)}`);
    expect(big.status).toBe(413);
    expect(big.body.errors[0].extensions.code).toBe("query_too_complex");
  });

  it("still answers the standard introspection query (GraphiQL) and ordinary queries", async () => {
    const { token } = await createAccount();
    const res = await post(token, getIntrospectionQuery());
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.__schema.queryType.name).toBe("Query");
    expect((await post(token, "{ account { email } }")).body.data.account.email).toMatch(/@/);
  });

  it("suggests no field names to API keys", async () => {
    const { token } = await createAccount();
    const withKey = await post(token, "{ accoun { email } }");
    expect(withKey.body.errors[0].message).toMatch(/Cannot query field "accoun"/);
    expect(withKey.body.errors[0].message).not.toMatch(/Did you mean/);
  });
});
