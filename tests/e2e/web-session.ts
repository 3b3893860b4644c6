import { randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { operatorCommand } from "./cli";
import { linkFromOutbox } from "./mail";

/**
 * A new confirmed account with `tokens` (made as `adlab accounts create` makes it), then a fresh browser
 * context signed in through the e-mail magic link, landing on `callbackUrl`. The sign-up and sign-in pages
 * themselves are the journeys of signup.spec.ts and signin.spec.ts; here the link is asked for through
 * next-auth's endpoint, as the sign-in form does.
 */
export async function signedInContext(
  browser: Browser,
  callbackUrl = "/projects",
  { tokens = 100 } = {},
): Promise<{ context: BrowserContext; page: Page; email: string; apiKey: string }> {
  const email = `e2e-web-${randomUUID()}@example.com`;
  const context = await browser.newContext();
  const page = await context.newPage();
  const { api_key: apiKey } = await operatorCommand(page.request, "accounts.create", { email, tokens });

  const { csrfToken } = await (await page.request.get("/api/auth/csrf")).json();
  const asked = await page.request.post("/api/auth/signin/email", { form: { email, csrfToken, callbackUrl } });
  expect(asked.url()).toMatch(/\/signin\/check-email/);
  await page.goto(await linkFromOutbox(email, /Sign in to adlab/, "/api/auth/callback/email"));
  await expect(page).toHaveURL(new RegExp(`${callbackUrl.replace(/\//g, "\\/")}$`));
  return { context, page, email, apiKey };
}

export const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } } as const;

/** The page as a user reads it: no loading skeleton left and the web fonts in. */
export async function settled(page: Page) {
  await expect(page.locator(".animate-pulse")).toHaveCount(0);
  await page.waitForFunction(() => document.fonts.status === "loaded");
}

/**
 * The serious and critical WCAG 2.1 A/AA violations axe finds on the page as it stands: id, impact and the
 * elements. It first waits for the page's title, which Next streams in after the body (axe caught a page
 * between the two and reported it untitled).
 */
export async function seriousViolations(page: Page): Promise<{ id: string; impact: string; targets: string[] }[]> {
  await expect(page).toHaveTitle(/\S/);
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ id: v.id, impact: v.impact!, targets: v.nodes.map((n) => n.target.join(" ")) }));
}

/** The words the page shows a customer: its visible text without its developer sections (`data-audience="developer"`). */
export async function customerText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const hidden = [...document.querySelectorAll<HTMLElement>('[data-audience="developer"]')];
    const before = hidden.map((element) => element.style.display);
    hidden.forEach((element) => { element.style.display = "none"; });
    const text = document.body.innerText;
    hidden.forEach((element, i) => { element.style.display = before[i]; });
    return text;
  });
}

/**
 * Screenshots are for people to look at (test-results/web-screens), taken when ADLAB_SCREENSHOTS=1
 * (`npm run test:e2e:screens`): `npm test` asserts and does not look, and each full-page shot costs the two
 * cores a second or more.
 */
const SCREENSHOTS = process.env.ADLAB_SCREENSHOTS === "1";

/** A full-page screenshot of the current page, at its size, as test-results/web-screens/<name>.png. */
export async function screenshot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `test-results/web-screens/${name}.png`, fullPage: true });
}

/** Full-page screenshots of the current page on a phone and a desktop; the journey goes on at its own size. */
export async function screenshotBoth(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  const journeySize = page.viewportSize() ?? VIEWPORTS.desktop;
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await settled(page);
    await screenshot(page, `${name}-${label}`);
  }
  await page.setViewportSize(journeySize);
}
