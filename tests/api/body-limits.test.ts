import { describe, expect, it } from "vitest";
import { call } from "../helpers/http";
import { createAccount } from "../helpers/factories";
import { POST as trpcPOST } from "@/app/api/trpc/[trpc]/route";
import { POST as graphqlPOST } from "@/app/api/graphql/route";
import { POST as v1POST } from "@/app/api/v1/[...path]/route";

// Issue 14.4: every front reads at most a documented size (1 MB of JSON) and answers 413 early.

const MB2 = "x".repeat(2_000_000);

/** A chunked body with no Content-Length that would go on for 150 MB, counting what was pulled. */
function endless() {
  let pulled = 0;
  const chunk = new Uint8Array(64 * 1024).fill(32);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled += chunk.byteLength;
      if (pulled > 150 * 1024 * 1024) controller.close();
      else controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => pulled };
}

function streamed(url: string, token: string, body: ReadableStream<Uint8Array>) {
  return new Request(url, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body, duplex: "half" } as RequestInit);
}

describe("body size caps", () => {
  it("answers 413 with the error body on REST, tRPC and GraphQL for a declared 2 MB body", async () => {
    const { token } = await createAccount();
    const rest = await call("POST", "/api/v1/projects", `{"project":{"name":"${MB2}"}}`, { token });
    expect(rest.status).toBe(413);
    expect(rest.body.error.code).toBe("payload_too_large");
    const trpc = await call("POST", "/api/trpc/apiKeys.create", `{"name":"${MB2}"}`, { token });
    expect(trpc.status).toBe(413);
    expect(trpc.body.error.data.error.code).toBe("payload_too_large");
    const gql = await call("POST", "/api/graphql", `{"query":"{ account { email } }","variables":{"x":"${MB2}"}}`, { token });
    expect(gql.status).toBe(413);
    expect(gql.body.error.code).toBe("payload_too_large");
    expect(gql.body.errors[0].extensions.code).toBe("payload_too_large");
    const auth = await call("POST", "/api/auth/signin/email", undefined, {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `email=${"a".repeat(200_000)}`,
    });
    expect(auth.status).toBe(413);
    expect(auth.body.error.code).toBe("payload_too_large");
  });

  it("stops reading a chunked body without Content-Length just past the cap", async () => {
    const { token } = await createAccount();
    for (const [name, handler, url] of [
      ["trpc", (r: Request) => trpcPOST(r), "http://adlab.test/api/trpc/apiKeys.create"],
      ["graphql", (r: Request) => graphqlPOST(r), "http://adlab.test/api/graphql"],
      ["rest", (r: Request) => v1POST(r), "http://adlab.test/api/v1/projects"],
    ] as const) {
      const body = endless();
      const res = await handler(streamed(url, token, body.stream));
      expect(res.status, name).toBe(413);
      expect(body.pulled(), name).toBeLessThan(2_000_000);
    }
  });
});
