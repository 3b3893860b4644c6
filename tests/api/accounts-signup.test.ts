import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";
import { itOnce } from "../helpers/engines";
import { api } from "../helpers/http";
import { createAccount } from "../helpers/factories";
import { decodeMail, lastMailTo, linkIn, outbox } from "../helpers/mail";
import { confirmAccount, inspectConfirmation } from "@/server/accounts/confirmation";
import { createApiKeyForEmail } from "@/server/accounts/service";
import { db } from "@/server/db/client";

const newEmail = () => `signup-${randomUUID()}@example.com`;
let ipCounter = 0;
const newIp = () => `10.${process.pid % 250}.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

/** POST /api/v1/accounts from its own client IP, so the per-IP limit only bites where a test wants it. */
const signup = (body: unknown, ip = newIp()) => api.post("/api/v1/accounts", body, { headers: { "x-forwarded-for": ip } });

const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;

function confirmationLinkFor(email: string): string {
  const mail = lastMailTo(email);
  expect(mail, `a mail to ${email} in the outbox`).toBeDefined();
  const link = linkIn(mail!.raw, "/confirm?token=");
  expect(link).toMatch(/^http:\/\/adlab\.test\/confirm\?token=[A-Za-z0-9_-]{43}$/);
  return link!;
}

const envBefore = { ...process.env };
afterEach(() => {
  for (const name of ["SMTP_URL", "ADLAB_SIGNUP_TOKENS", "ADLAB_HUMAN_VERIFICATION_SECRET", "ADLAB_HUMAN_VERIFICATION_URL", "ADLAB_SIGNUP_LIMIT_PER_IP", "ADLAB_SIGNUP_LIMIT_PER_EMAIL"]) {
    if (envBefore[name] === undefined) delete process.env[name];
    else process.env[name] = envBefore[name];
  }
});

describe("POST /api/v1/accounts: signup with e-mail confirmation", () => {
  itOnce("signup -> .eml outbox -> confirm -> key -> authenticated call, with the signup grant in the ledger", async () => {
    const email = newEmail();
    const res = await signup({ email: `  ${email.toUpperCase()} ` });
    expect(res.status).toBe(202);
    expect(res.body.account.status).toBe("confirmation_sent");

    const prisma = await db();
    const user = await prisma.user.findUniqueOrThrow({ where: { email } });
    expect(user.emailVerified).toBeNull();
    // Only the hash of the link's token is stored.
    const link = confirmationLinkFor(email);
    const stored = await prisma.emailConfirmation.findMany({ where: { userId: user.id } });
    expect(stored).toHaveLength(1);
    expect(stored[0].tokenHash).not.toContain(tokenOf(link));
    expect(stored[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);

    // Until confirmed nothing works: no key can be made for the account.
    await expect(createApiKeyForEmail({ email })).rejects.toMatchObject({ status: 403 });
    expect(await inspectConfirmation(tokenOf(link))).toEqual({ state: "valid", email });

    const confirmed = await confirmAccount(tokenOf(link));
    expect(confirmed).toMatchObject({ email, token_balance: 300, api_key: { name: "default" } });
    expect(confirmed.api_key.secret).toMatch(/^adlab_[A-Za-z0-9_-]{40}$/);
    expect(confirmed.api_key.secret.startsWith(confirmed.api_key.prefix)).toBe(true);
    expect(confirmed.session.sessionToken).toMatch(/^[0-9a-f]{64}$/);

    const account = await api.get("/api/v1/account", { token: confirmed.api_key.secret });
    expect(account.status).toBe(200);
    expect(account.body.account).toMatchObject({ email, token_balance: 300, user_id: user.id });
    // The default grant lets a newcomer try a video and a few stills at this installation's prices.
    const cost = Object.fromEntries(account.body.account.output_options.map((o: { id: string; token_cost: number }) => [o.id, o.token_cost]));
    expect(account.body.account.token_balance).toBeGreaterThanOrEqual(cost.video + 3 * cost.image);
    const ledger = await prisma.tokenLedgerEntry.findMany({ where: { organizationId: user.organizationId } });
    expect(ledger).toEqual([expect.objectContaining({ delta: 300, balanceAfter: 300, reason: "signup_grant" })]);
  });

  itOnce("sends the mail through SMTP when SMTP_URL is set (an smtp-server on loopback)", async () => {
    const received: { to: string[]; raw: string }[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, session, done) {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString() });
          done();
        });
      },
    });
    server.listen(0, "127.0.0.1");
    await once(server.server, "listening");
    try {
      process.env.SMTP_URL = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
      process.env.ADLAB_SIGNUP_TOKENS = "250";
      const email = newEmail();
      const before = outbox().length;
      expect((await signup({ account: { email } })).status).toBe(202);
      expect(outbox().length).toBe(before); // nothing in the file outbox
      expect(received).toHaveLength(1);
      expect(received[0].to).toEqual([email]);
      const raw = decodeMail(received[0].raw);
      expect(raw).toMatch(/^Subject: Confirm your adlab account/m);
      const link = linkIn(raw, "/confirm?token=")!;
      const confirmed = await confirmAccount(tokenOf(link));
      expect(confirmed.token_balance).toBe(250);
      expect((await api.get("/api/v1/account", { token: confirmed.api_key.secret })).body.account.token_balance).toBe(250);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  itOnce("answers the same for new, unconfirmed and confirmed addresses, and never reveals which", async () => {
    const fresh = newEmail();
    const confirmed = await createAccount(5);
    const first = await signup({ email: fresh });
    const again = await signup({ email: fresh }); // unconfirmed by now
    const existing = await signup({ email: confirmed.email });
    for (const res of [again, existing]) {
      expect(res.status).toBe(first.status);
      expect(res.body).toEqual(first.body);
      expect([...res.headers.keys()].sort()).toEqual([...first.headers.keys()].sort());
    }
    // The confirmed owner is told to sign in instead; the unconfirmed one gets a fresh link.
    expect(lastMailTo(confirmed.email)?.subject).toBe("Your adlab account already exists");
    expect(outbox().filter((m) => m.to?.includes(fresh))).toHaveLength(2);
    // A confirmed account is not touched: same balance, no new key.
    expect((await api.get("/api/v1/account", { token: confirmed.token })).body.account.token_balance).toBe(5);
  });

  itOnce("validates the address", async () => {
    const res = await signup({ email: "not-an-email" });
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ code: "validation_failed", details: ["email: must be a valid e-mail address"] });
    expect((await signup({})).body.error.details).toEqual([expect.stringMatching(/^email: /)]);
    expect((await signup("{nope")).status).toBe(400);
  });

  itOnce("rejects expired, reused and forged links with a clear answer", async () => {
    const email = newEmail();
    await signup({ email });
    const first = confirmationLinkFor(email);
    await signup({ email });
    const second = confirmationLinkFor(email);
    expect(second).not.toBe(first);

    // Expired: the second link is pushed past its expiry.
    const prisma = await db();
    const user = await prisma.user.findUniqueOrThrow({ where: { email } });
    const rows = await prisma.emailConfirmation.findMany({ where: { userId: user.id }, orderBy: { createdAt: "asc" } });
    await prisma.emailConfirmation.update({ where: { id: rows[1].id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await inspectConfirmation(tokenOf(second))).state).toBe("expired");
    await expect(confirmAccount(tokenOf(second))).rejects.toMatchObject({ status: 410, code: "confirmation_expired" });
    expect((await prisma.user.findUniqueOrThrow({ where: { email } })).emailVerified).toBeNull();

    // Forged: a well-formed token nobody issued, and garbage.
    const forged = "A".repeat(43);
    expect((await inspectConfirmation(forged)).state).toBe("invalid");
    await expect(confirmAccount(forged)).rejects.toMatchObject({ status: 404, code: "confirmation_invalid" });
    await expect(confirmAccount("x")).rejects.toMatchObject({ code: "confirmation_invalid" });

    // The first link still works, once; the grant and key happen once.
    const ok = await confirmAccount(tokenOf(first));
    expect(ok.token_balance).toBe(300);
    await expect(confirmAccount(tokenOf(first))).rejects.toMatchObject({ status: 410, code: "confirmation_used" });
    expect((await inspectConfirmation(tokenOf(first))).state).toBe("used");
    const concurrent = await Promise.allSettled([confirmAccount(tokenOf(first)), confirmAccount(tokenOf(first))]);
    expect(concurrent.every((r) => r.status === "rejected")).toBe(true);
    expect(await prisma.apiKey.count({ where: { userId: user.id } })).toBe(1);
    expect(await prisma.tokenLedgerEntry.count({ where: { organizationId: user.organizationId } })).toBe(1);
  });

  it("grants a single key and grant even when two fresh links race", async () => {
    const email = newEmail();
    await signup({ email });
    const a = tokenOf(confirmationLinkFor(email));
    await signup({ email });
    const b = tokenOf(confirmationLinkFor(email));
    const results = await Promise.allSettled([confirmAccount(a), confirmAccount(b)]);
    const fulfilled = results.filter((r) => r.status === "fulfilled");
    expect(fulfilled.length).toBeGreaterThanOrEqual(1);
    const prisma = await db();
    const user = await prisma.user.findUniqueOrThrow({ where: { email } });
    const grants = await prisma.tokenLedgerEntry.findMany({ where: { organizationId: user.organizationId } });
    expect(grants).toHaveLength(1);
    expect((await prisma.organization.findUniqueOrThrow({ where: { id: user.organizationId } })).tokenBalance).toBe(300);
  });

  it("rate limits per e-mail and per IP with 429, the error body and Retry-After", async () => {
    process.env.ADLAB_SIGNUP_LIMIT_PER_EMAIL = "2";
    const email = newEmail();
    expect((await signup({ email })).status).toBe(202);
    expect((await signup({ email })).status).toBe(202);
    const limited = await signup({ email });
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe("rate_limited");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(outbox().filter((m) => m.to?.includes(email))).toHaveLength(2);

    process.env.ADLAB_SIGNUP_LIMIT_PER_IP = "3";
    const ip = newIp();
    for (let i = 0; i < 3; i++) expect((await signup({ email: newEmail() }, ip)).status).toBe(202);
    const byIp = await signup({ email: newEmail() }, ip);
    expect(byIp.status).toBe(429);
    expect(byIp.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(byIp.headers.get("ratelimit-policy")).toBe('"signup-ip";q=3;w=3600');
    // Another IP is not affected.
    expect((await signup({ email: newEmail() })).status).toBe(202);
  });

  itOnce("checks the cf_turnstile_token against the configured verifier", async () => {
    const seen: URLSearchParams[] = [];
    const verifier = createServer((req, res) => {
      let body = "";
      req.on("data", (c) => (body += c));
      req.on("end", () => {
        const form = new URLSearchParams(body);
        seen.push(form);
        res.setHeader("content-type", "application/json");
        res.end(JSON.stringify({ success: form.get("secret") === "s3cret" && form.get("response") === "human" }));
      });
    });
    verifier.listen(0, "127.0.0.1");
    await once(verifier, "listening");
    try {
      process.env.ADLAB_HUMAN_VERIFICATION_SECRET = "s3cret";
      process.env.ADLAB_HUMAN_VERIFICATION_URL = `http://127.0.0.1:${(verifier.address() as AddressInfo).port}/siteverify`;
      const missing = await signup({ email: newEmail() });
      expect(missing.status).toBe(422);
      expect(missing.body.error.details).toEqual(["cf_turnstile_token: is required"]);
      const bot = await signup({ email: newEmail(), cf_turnstile_token: "robot" });
      expect(bot.status).toBe(422);
      expect(bot.body.error.details).toEqual(["cf_turnstile_token: was not accepted by the human verification service"]);
      const ok = await signup({ email: newEmail(), cf_turnstile_token: "human" }, "192.0.2.7");
      expect(ok.status).toBe(202);
      expect(seen.at(-1)?.get("remoteip")).toBe("192.0.2.7");
    } finally {
      verifier.close();
    }
  });
});
