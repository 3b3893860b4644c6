import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { linkFromOutbox } from "./mail";

test("signup -> confirmation mail -> confirm -> first API key shown once and working", async ({ page, request }) => {
  const email = `e2e-signup-${randomUUID()}@example.com`;
  await page.goto("/signup");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "Create my account" }).click();
  await expect(page).toHaveURL(/\/signin\/check-email/);
  await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();

  const link = await linkFromOutbox(email, /Confirm your adlab account/, "/confirm?token=");
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Confirm your account" })).toBeVisible();
  await page.getByRole("button", { name: "Confirm my account" }).click();
  // The key is folded away for developers; the customer's next step is the first project.
  await expect(page.getByRole("link", { name: "Set up your first project" })).toBeVisible();
  const key = (await page.getByTestId("api-key").textContent())!.trim();
  expect(key).toMatch(/^adlab_/);

  const account = await request.get("/api/v1/account", { headers: { authorization: `Bearer ${key}` } });
  expect(account.status()).toBe(200);
  expect((await account.json()).account).toMatchObject({ email, token_balance: 300 });

  // Confirming signed the browser in: the account page shows the balance and the grant.
  await page.goto("/account");
  await expect(page.getByTestId("token-balance")).toHaveText("300");
  await expect(page.getByText("Welcome tokens")).toBeVisible();

  // The link is single-use: a second visit says so and shows no key.
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "This link was already used" })).toBeVisible();
  await expect(page.getByTestId("api-key")).toHaveCount(0);
});

test("a forged confirmation link gets a clear page", async ({ page }) => {
  await page.goto(`/confirm?token=${"x".repeat(43)}`);
  await expect(page.getByRole("heading", { name: "This link is not valid" })).toBeVisible();
});
