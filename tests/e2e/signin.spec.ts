import { randomUUID } from "node:crypto";
import { expect } from "@playwright/test";
import { linkFromOutbox } from "./mail";
import { test } from "./project-server";

test("signs in through the e-mail magic link, manages keys and signs out", async ({ browser, request }) => {
  // A confirmed account, made through the public API and the confirmation page.
  const email = `e2e-signin-${randomUUID()}@example.com`;
  expect((await request.post("/api/v1/accounts", { data: { email } })).status()).toBe(202);
  const confirmLink = await linkFromOutbox(email, /Confirm your adlab account/, "/confirm?token=");
  const setup = await browser.newContext();
  const setupPage = await setup.newPage();
  await setupPage.goto(confirmLink);
  await setupPage.getByRole("button", { name: "Confirm my account" }).click();
  await expect(setupPage.getByRole("link", { name: "Set up your first project" })).toBeVisible();
  await setup.close();

  // A fresh browser: protected pages send it to /signin, remembering the page.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/account");
  await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Faccount$/);

  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
  await expect(page).toHaveURL(/\/signin\/check-email/);

  // The link, its redirect and the cookie are on the address the browser uses (127.0.0.1, with and
  // without ADLAB_BASE_URL), and it ends on the page the journey started from.
  const signInLink = await linkFromOutbox(email, /Sign in to adlab/, "/api/auth/callback/email");
  const origin = new URL(page.url()).origin;
  expect(new URL(signInLink).origin).toBe(origin);
  await page.goto(signInLink);
  await expect(page).toHaveURL(`${origin}/account`);
  await expect(page.getByRole("heading", { name: "Account" })).toBeVisible();
  await expect(page.getByText(email).first()).toBeVisible();
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === "authjs.session-token")).toMatchObject({ httpOnly: true, sameSite: "Lax" });

  // Create a key (shown once), use it, revoke it: it answers 401 at once.
  await page.getByLabel("New key name").fill("e2e agent");
  await page.getByRole("button", { name: "Create key" }).click();
  const secret = (await page.getByTestId("new-api-key").textContent())!.trim();
  expect((await request.get("/api/v1/account", { headers: { authorization: `Bearer ${secret}` } })).status()).toBe(200);
  await page.getByRole("button", { name: "Revoke e2e agent" }).click();
  await page.getByRole("dialog", { name: "Revoke the key “e2e agent”?" }).getByRole("button", { name: "Revoke key" }).click();
  await expect(page.getByText(/^Revoked /)).toBeVisible();
  expect((await request.get("/api/v1/account", { headers: { authorization: `Bearer ${secret}` } })).status()).toBe(401);

  // Sign out ends the session.
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/signin/);
  await page.goto("/account");
  await expect(page).toHaveURL(/\/signin/);
  await context.close();
});
