import { randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import { afterEach, describe, expect, it } from "vitest";
import { lastMailTo, linkIn } from "../helpers/mail";
import { confirmAccount } from "@/server/accounts/confirmation";
import { GET, POST } from "@/app/api/auth/[...nextauth]/route";
import { POST as signupPOST } from "@/app/api/v1/[...path]/route";

// Issue 14.1: the magic link, its redirects and the session cookie follow ADLAB_BASE_URL, or without it
// the host the browser used, also on a host other than localhost. Requests are NextRequests, as Next.js
// hands them to route handlers, so its rewriting of 127.0.0.1 to localhost in `req.url` is in play.

const COOKIE = "authjs.session-token";
const original = process.env.ADLAB_BASE_URL;
afterEach(() => {
  process.env.ADLAB_BASE_URL = original;
});

const cookiesOf = (res: Response) => res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");

function req(origin: string, path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  const host = new URL(origin).host;
  return new NextRequest(new URL(path, origin), { method: init.method ?? "GET", headers: { host, ...(init.headers ?? {}) }, body: init.body });
}

async function confirmedAccount(origin: string) {
  const email = `host-${randomUUID()}@example.com`;
  const res = await signupPOST(req(origin, "/api/v1/accounts", { method: "POST", headers: { "content-type": "application/json", "x-forwarded-for": `10.77.${Math.floor(Math.random() * 250)}.1` }, body: JSON.stringify({ email }) }));
  expect(res.status).toBe(202);
  const link = linkIn(lastMailTo(email)!.raw, "/confirm?token=")!;
  expect(new URL(link).origin).toBe(origin);
  await confirmAccount(new URL(link).searchParams.get("token")!);
  return email;
}

async function signInThroughLink(origin: string) {
  const email = await confirmedAccount(origin);
  const csrf = await GET(req(origin, "/api/auth/csrf"));
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const asked = await POST(
    req(origin, "/api/auth/signin/email", {
      method: "POST",
      headers: { cookie: cookiesOf(csrf), "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email, csrfToken, callbackUrl: "/projects" }).toString(),
    }),
  );
  expect(asked.status).toBe(302);
  expect(new URL(asked.headers.get("location")!).origin).toBe(origin);
  const link = linkIn(lastMailTo(email)!.raw, "/api/auth/callback/email")!;
  expect(new URL(link).origin).toBe(origin);

  const callback = await GET(req(origin, link.slice(origin.length), { headers: { cookie: cookiesOf(asked) } }));
  expect(callback.status).toBe(302);
  expect(callback.headers.get("location")).toBe(`${origin}/projects`);
  const session = callback.headers.getSetCookie().find((c) => c.startsWith(`${COOKIE}=`));
  expect(session).toBeDefined();
  // A host-only cookie: it belongs to whatever host the browser is on.
  expect(session).not.toMatch(/Domain=/i);
}

describe("sign-in link host", () => {
  it("follows ADLAB_BASE_URL on 127.0.0.1 and keeps the callbackUrl", async () => {
    process.env.ADLAB_BASE_URL = "http://127.0.0.1:42001";
    await signInThroughLink("http://127.0.0.1:42001");
  });

  it("follows the host the browser used when ADLAB_BASE_URL is not set", async () => {
    delete process.env.ADLAB_BASE_URL;
    await signInThroughLink("http://127.0.0.1:42002");
    await signInThroughLink("http://ads.example.org:8080");
  });

  it("never redirects to another site through callbackUrl", async () => {
    process.env.ADLAB_BASE_URL = "http://127.0.0.1:42001";
    const origin = "http://127.0.0.1:42001";
    const csrf = await GET(req(origin, "/api/auth/csrf"));
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    for (const callbackUrl of ["https://evil.example/x", "//evil.example/x"]) {
      const res = await POST(
        req(origin, "/api/auth/signout", {
          method: "POST",
          headers: { cookie: cookiesOf(csrf), "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ csrfToken, callbackUrl }).toString(),
        }),
      );
      expect(new URL(res.headers.get("location")!).origin).toBe(origin);
    }
  });
});
