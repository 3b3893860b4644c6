import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { api, call } from "../helpers/http";
import { createAccount } from "../helpers/factories";
import { graphql, trpcAs } from "../helpers/fronts";
import { lastMailTo, linkIn, outbox } from "../helpers/mail";
import { confirmAccount, signupTokens } from "@/server/accounts/confirmation";
import { db } from "@/server/db/client";

const COOKIE = "authjs.session-token";

/** A publicly signed-up, confirmed account: its first key and its browser session token. */
async function signedUpAccount() {
  const email = `access-${randomUUID()}@example.com`;
  expect((await api.post("/api/v1/accounts", { email }, { headers: { "x-forwarded-for": `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` } })).status).toBe(202);
  const link = linkIn(lastMailTo(email)!.raw, "/confirm?token=")!;
  const confirmed = await confirmAccount(new URL(link).searchParams.get("token")!);
  return { email, token: confirmed.api_key.secret, session: confirmed.session.sessionToken, userId: confirmed.user_id };
}

const cookieHeader = (res: Response | { headers: Headers }) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

describe("API keys", () => {
  it("creates named keys shown once, lists them by prefix, records use and revokes at once", async () => {
    const { token } = await createAccount();
    const caller = await trpcAs(token);
    const created = (await caller.apiKeys.create({ name: "  ci agent " })).api_key;
    expect(created).toMatchObject({ name: "ci agent", last_used_at: null, revoked_at: null });
    expect(created.secret.startsWith(created.prefix)).toBe(true);
    expect(created.prefix).toMatch(/^adlab_.{6}$/);

    const listed = (await caller.apiKeys.list()).api_keys;
    expect(listed.map((k) => k.name)).toEqual(["ci agent", "default"]);
    expect(JSON.stringify(listed)).not.toContain(created.secret);
    const prisma = await db();
    const stored = await prisma.apiKey.findUniqueOrThrow({ where: { id: created.id } });
    expect(stored.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.hash).not.toContain(created.secret);

    expect((await api.get("/api/v1/account", { token: created.secret })).status).toBe(200);
    const used = (await caller.apiKeys.list()).api_keys.find((k) => k.id === created.id)!;
    expect(used.last_used_at).not.toBeNull();

    const revoked = (await caller.apiKeys.revoke({ id: created.id })).api_key;
    expect(revoked.revoked_at).not.toBeNull();
    const after = await api.get("/api/v1/account", { token: created.secret });
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe("unauthorized");
    expect((await call("POST", "/api/graphql", { query: "{ account { email } }" }, { token: created.secret })).status).toBe(401);
    // The other key is untouched; revoking again is harmless.
    expect((await api.get("/api/v1/account", { token })).status).toBe(200);
    expect((await caller.apiKeys.revoke({ id: created.id })).api_key.revoked_at).toBe(revoked.revoked_at);
  });

  it("validates names and keeps other accounts' keys out of reach", async () => {
    const alice = await createAccount();
    const bob = await createAccount();
    const aliceKeys = (await (await trpcAs(alice.token)).apiKeys.list()).api_keys;
    const bobCaller = await trpcAs(bob.token);
    await expect(bobCaller.apiKeys.revoke({ id: aliceKeys[0].id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(bobCaller.apiKeys.revoke({ id: "nope" })).rejects.toMatchObject({ code: "NOT_FOUND" });
    const bad = await bobCaller.apiKeys.create({ name: "" }).catch((e) => e);
    expect(bad.cause.toBody().error).toMatchObject({ code: "validation_failed", details: [expect.stringMatching(/^api_key\.name: /)] });
    expect((await api.get("/api/v1/account", { token: alice.token })).status).toBe(200);
  });

  it("GraphQL lists, creates and revokes keys and shows the ledger like tRPC", async () => {
    const { token } = await signedUpAccount();
    const caller = await trpcAs(token);
    const gqlKeys = await graphql(token, "{ apiKeys { nodes { id name prefix scope created_at last_used_at revoked_at } } }");
    expect(gqlKeys.data.apiKeys.nodes).toEqual((await caller.apiKeys.list()).api_keys);

    const created = await graphql(token, 'mutation { createApiKey(name: "from graphql") { id name prefix secret } }');
    const secret = created.data.createApiKey.secret;
    expect((await api.get("/api/v1/account", { token: secret })).status).toBe(200);
    const revoked = await graphql(token, "mutation($id: ID!) { revokeApiKey(id: $id) { id revoked_at } }", { id: created.data.createApiKey.id });
    expect(revoked.data.revokeApiKey.revoked_at).toEqual(expect.any(String));
    expect((await api.get("/api/v1/account", { token: secret })).status).toBe(401);

    const ledger = await graphql(token, "{ ledger(limit: 10) { nodes { id delta balance_after reason ad_id note created_at } pageInfo { endCursor } } }");
    const trpcLedger = await caller.account.ledger({ limit: 10 });
    expect({ ledger: ledger.data.ledger.nodes, next_cursor: ledger.data.ledger.pageInfo.endCursor }).toEqual(trpcLedger);
    expect(trpcLedger.ledger).toEqual([expect.objectContaining({ delta: signupTokens(), balance_after: signupTokens(), reason: "signup_grant" })]);
  });
});

describe("browser sessions on tRPC and GraphQL", () => {
  it("accepts the session cookie of a confirmed user and nothing else", async () => {
    const { email, session } = await signedUpAccount();
    const headers = { cookie: `other=1; ${COOKIE}=${session}` };
    const gql = await call("POST", "/api/graphql", { query: "{ account { email token_balance } }" }, { headers });
    expect(gql.status).toBe(200);
    expect(gql.body.data.account).toEqual({ email, token_balance: signupTokens() });
    const trpc = await call("GET", "/api/trpc/apiKeys.list", undefined, { headers });
    expect(trpc.status).toBe(200);
    expect(trpc.body.result.data.api_keys).toHaveLength(1);

    expect((await call("POST", "/api/graphql", { query: "{ account { email } }" }, { headers: { cookie: `${COOKIE}=forged` } })).status).toBe(401);
    const prisma = await db();
    await prisma.session.update({ where: { sessionToken: session }, data: { expires: new Date(Date.now() - 1000) } });
    expect((await call("POST", "/api/graphql", { query: "{ account { email } }" }, { headers })).status).toBe(401);
    expect((await call("GET", "/api/trpc/apiKeys.list", undefined, { headers })).status).toBe(401);
  });
});

describe("web sign-in with next-auth (magic link through our mailer)", () => {
  async function requestLink(email: string) {
    const csrf = await call("GET", "/api/auth/csrf");
    const cookies = cookieHeader(csrf);
    const body = new URLSearchParams({ email, csrfToken: csrf.body.csrfToken, callbackUrl: "/account" });
    return call("POST", "/api/auth/signin/email", undefined, {
      headers: { cookie: cookies, "content-type": "application/x-www-form-urlencoded" },
      body: body.toString(),
    });
  }

  it("signs a confirmed account in with a database session, once per link", async () => {
    const { email } = await signedUpAccount();
    const res = await requestLink(email.toUpperCase());
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("http://adlab.test/api/auth/verify-request?provider=email&type=email");
    const verify = await call("GET", "/api/auth/verify-request?provider=email&type=email");
    expect(verify.headers.get("location")).toMatch(/^\/signin\/check-email/);
    const mail = lastMailTo(email)!;
    expect(mail.subject).toBe("Sign in to adlab");
    const link = linkIn(mail.raw, "/api/auth/callback/email")!;
    expect(link.startsWith("http://adlab.test/api/auth/callback/email?")).toBe(true);

    const callback = await call("GET", link.replace("http://adlab.test", ""));
    expect(callback.status).toBe(302);
    expect(callback.headers.get("location")).toBe("http://adlab.test/account");
    const sessionCookie = callback.headers.getSetCookie().find((c) => c.startsWith(`${COOKIE}=`))!;
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
    const token = sessionCookie.split(";")[0].slice(COOKIE.length + 1);
    const prisma = await db();
    expect(await prisma.session.findUnique({ where: { sessionToken: token } })).not.toBeNull();

    const gql = await call("POST", "/api/graphql", { query: "{ account { email } }" }, { headers: { cookie: `${COOKIE}=${token}` } });
    expect(gql.body.data.account.email).toBe(email);

    // The link works once.
    const again = await call("GET", link.replace("http://adlab.test", ""));
    expect(again.headers.get("location")).toMatch(/\/signin\?error=Verification/);

    // Sign-out deletes the session.
    const csrf = await call("GET", "/api/auth/csrf", undefined, { headers: { cookie: `${COOKIE}=${token}` } });
    const out = await call("POST", "/api/auth/signout", undefined, {
      headers: { cookie: `${cookieHeader(csrf)}; ${COOKIE}=${token}`, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrfToken: csrf.body.csrfToken, callbackUrl: "/signin" }).toString(),
    });
    expect(out.status).toBe(302);
    expect(await prisma.session.findUnique({ where: { sessionToken: token } })).toBeNull();
    expect((await call("POST", "/api/graphql", { query: "{ account { email } }" }, { headers: { cookie: `${COOKIE}=${token}` } })).status).toBe(401);
  });

  it("answers unknown and unconfirmed addresses the same way, sends them nothing and creates no account", async () => {
    const { email } = await signedUpAccount();
    const unknown = `nobody-${randomUUID()}@example.com`;
    const unconfirmed = `pending-${randomUUID()}@example.com`;
    await api.post("/api/v1/accounts", { email: unconfirmed }, { headers: { "x-forwarded-for": "10.200.0.1" } });
    const known = await requestLink(email);
    const mailsBefore = outbox().length;
    for (const address of [unknown, unconfirmed]) {
      const res = await requestLink(address);
      expect(res.status).toBe(known.status);
      expect(res.headers.get("location")).toBe(known.headers.get("location"));
    }
    expect(outbox().length).toBe(mailsBefore);
    const prisma = await db();
    expect(await prisma.user.findUnique({ where: { email: unknown } })).toBeNull();
    expect((await prisma.user.findUniqueOrThrow({ where: { email: unconfirmed } })).emailVerified).toBeNull();
  });
});
