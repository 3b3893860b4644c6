import { randomUUID } from "node:crypto";
import { expect, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { linkFromOutbox } from "./mail";

/**
 * A new confirmed account (public signup + confirmation page), then a fresh browser context signed in
 * through the e-mail magic link, landing on `callbackUrl`.
 */
export async function signedInContext(browser: Browser, callbackUrl = "/projects"): Promise<{ context: BrowserContext; page: Page; email: string; apiKey: string }> {
  const email = `e2e-web-${randomUUID()}@example.com`;
  const setup = await browser.newContext();
  const signup = await setup.request.post("/api/v1/accounts", { data: { email } });
  expect(signup.status()).toBe(202);
  const confirmPage = await setup.newPage();
  await confirmPage.goto(await linkFromOutbox(email, /Confirm your adlab account/, "/confirm?token="));
  await confirmPage.getByRole("button", { name: "Confirm and show my API key" }).click();
  await expect(confirmPage.getByTestId("api-key")).toBeVisible();
  const apiKey = (await confirmPage.getByTestId("api-key").textContent())!.trim();
  await setup.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/signin?callbackUrl=${encodeURIComponent(callbackUrl)}`);
  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
  await expect(page).toHaveURL(/\/signin\/check-email/);
  await page.goto(await linkFromOutbox(email, /Sign in to adlab/, "/api/auth/callback/email"));
  // The link sets the session cookie; open the app page directly (the signed-in layout would send us to /signin otherwise).
  await page.goto(callbackUrl);
  await expect(page).toHaveURL(new RegExp(`${callbackUrl.replace(/\//g, "\\/")}$`));
  return { context, page, email, apiKey };
}

export const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } } as const;

/** Full-page screenshots of the current page on a phone and a desktop, kept in test-results/web-screens; the journey goes on at its own size. */
export async function screenshotBoth(page: Page, name: string) {
  const journeySize = page.viewportSize() ?? VIEWPORTS.desktop;
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await page.waitForLoadState("networkidle");
    await page.screenshot({ path: `test-results/web-screens/${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize(journeySize);
}
