import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { TEST_SHOP_URL } from "../../scripts/test-server.mjs";
import { screenshotBoth, signedInContext, VIEWPORTS } from "./web-session";

const DESCRIPTION =
  "Northwind Coffee roasts single-origin beans every Monday and ships them the same week, so home brewers get coffee at its peak. " +
  "Subscriptions adapt to how much you drink, and every bag says which farm grew it and how to brew it best at home.";

// A 96x32 logo PNG (brand mark and wordmark bar).
const LOGO = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAGAAAAAgCAMAAADaHo1mAAAAllBMVEVMaXEeKUQeKUQeKkQfKkQfKUQeKkIfKkMfKkMqKlUdKUEfKUMfKUMkJEgzMzMcKEUfKUQfKkMfKkQfKkMfKUMcJ0QeKkMeKkMfKkQeKkQeKUQfKUMfKkMfKkT0t0DqsEAxNkRlWEPztkDLnEHpr0DKm0CKckKNc0IwNUTMnUFmWULqsUBjV0MwNkOMckKLckLorkDNnUEEjsFcAAAAHXRSTlMAjo3ykfMq/NMGK5P0BwUs1f3UkJQt8Ze7lr69vBwKbpkAAAAJcEhZcwAACxMAAAsTAQCanBgAAAEASURBVEiJzdbZDoIwEAXQUUBAURT3ZVpABPfl/3/OqCQSpX1wOon3teGeZlIoAAAwtqMAPxJEw/CxZiDd+QBr4458I/0LVGZpQpiq+xE79P6xYj7llNpkwNb1IzbIQF8PeGTA0QMWGdD3IxoF4mJ3OKzPMRewl+IZmdQA+EM+Htynr34h0oQDiMv9P5KdGIDi3S/EhQG4VYE1AyCrgOQGMgZgxz2icxXImY/pdcsAYPJ+0Y7IAWCSlfuv9KNJAE+XjZSbfMv2Na0LUGOhNpP/vzKHeqBJBkJX1++2yACMdIBN7wd/pe6f9QwA4HcUU3JtI/0A0G54X79Hjtc0MH+AO4p0tUa6VdHzAAAAAElFTkSuQmCC",
  "base64",
);

test.describe.configure({ mode: "serial" });

test("a customer signs in, sets up a project, generates a still, downloads it, records a finding and manages keys", async ({ browser }) => {
  test.setTimeout(240_000);
  const { context, page, email, apiKey } = await signedInContext(browser, "/projects");
  await page.setViewportSize(VIEWPORTS.desktop);
  await expect(page.getByRole("heading", { name: "Make your first ad in three steps" })).toBeVisible();
  await screenshotBoth(page, "01-projects-empty");

  // Create a project with a brand colour and a logo chosen before it exists.
  await page.getByRole("link", { name: "New project" }).first().click();
  await page.getByLabel("Name").fill("Northwind Coffee");
  // A new project asks only what it needs; the rest is folded under "More details".
  await page.getByText(/^More details/).click();
  await page.getByLabel("Tagline").fill("Beans roasted this week");
  await page.getByLabel("What you sell").fill("Too short");
  await expect(page.getByTestId("word-count")).toHaveText("2 words of about 30: 28 to go.");
  await page.getByRole("button", { name: "Create project" }).click();
  await expect(page.getByText("must contain at least 30 words")).toBeVisible();
  // The first problem gets the focus (and is scrolled to), not the page body.
  await expect(page.getByLabel("What you sell")).toBeFocused();
  await page.getByLabel("What you sell").fill(DESCRIPTION);
  await page.getByRole("button", { name: "Add colour" }).click();
  await page.getByLabel("Colour 1 hex code").fill("#1f2a44");
  await page.locator('input[type="file"]').first().setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: LOGO });
  await expect(page.getByRole("img", { name: "Logo logo.png" })).toBeVisible();
  await screenshotBoth(page, "02-project-new");
  await page.getByRole("button", { name: "Create project" }).click();
  await expect(page).toHaveURL(/\/projects\/northwind-coffee$/);
  await expect(page.getByRole("heading", { name: "Northwind Coffee" })).toBeVisible();

  // The logo is in the asset library with a thumbnail.
  await page.getByRole("link", { name: /^Photos and logos/ }).click();
  await expect(page.getByRole("img", { name: /logo/i })).toBeVisible();
  await screenshotBoth(page, "03-assets");

  // Generate one still with a pinned template; the cost and balance are shown first.
  await page.getByRole("link", { name: "Generate ads" }).click();
  await expect(page.getByText("Balance after")).toBeVisible();
  await page.getByText("Pin one style", { exact: true }).click();
  await page.getByText("Video ad", { exact: true }).click();
  await expect(page.getByRole("button", { name: /Two Buttons/ })).toBeDisabled();
  await page.getByText("Still ad", { exact: true }).click();
  await page.getByRole("button", { name: /Bold Statement/ }).click();
  await screenshotBoth(page, "04-generate");
  await page.getByRole("button", { name: "Generate for 25 tokens" }).click();
  await expect(page).toHaveURL(/\/projects\/northwind-coffee$/);
  await expect(page.getByText("Ready")).toBeVisible({ timeout: 120_000 });
  await expect(page.getByText(/^Quality: (Very good|Good|Fair|Needs work) · \d+\/100$/)).toBeVisible();
  await screenshotBoth(page, "05-ads");

  // The ad page previews each placement and downloads a PNG.
  await page.locator('ul a[href*="/ads/"]').first().click();
  await expect(page.getByRole("img", { name: /Feed portrait/ })).toBeVisible();
  // What the render checks found, per size: a plain verdict with its reasons, the number second.
  await expect(page.getByRole("region", { name: "Quality" }).getByTestId("quality-verdict").first()).toHaveText(/^[A-Za-z ]+: (Very good|Good|Fair|Needs work) text is .*, every word shows, clear of the app's buttons.*, headline leads · \d+\/100$/);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "PNG", exact: true }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.png$/);
  const file = path.join(test.info().outputDir, download.suggestedFilename());
  await download.saveAs(file);
  expect(readFileSync(file).subarray(1, 4).toString()).toBe("PNG");
  await screenshotBoth(page, "06-ad");

  // Learning: a hypothesis and a positive finding move it to Supported.
  // Each new hypothesis starts with no audience: one picked then cancelled, or used for the last one, is not kept.
  const audience = await page.request.post("/api/v1/projects/northwind-coffee/audiences", { headers: { Authorization: `Bearer ${apiKey}` }, data: { audience: { name: "Busy commuters" } } });
  expect(audience.status()).toBe(201);
  await page.goto("/projects/northwind-coffee/learning");
  const newHypothesis = page.getByRole("dialog", { name: "New idea" });
  await page.getByRole("button", { name: "New idea" }).first().click();
  await newHypothesis.getByLabel("Audience").selectOption({ label: "Busy commuters" });
  await newHypothesis.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("button", { name: "New idea" }).first().click();
  await expect(newHypothesis.getByLabel("Audience")).toHaveValue("");
  await newHypothesis.getByLabel("Statement").fill("Commuters click on the cold brew can more than on the beans");
  await newHypothesis.getByLabel("Audience").selectOption({ label: "Busy commuters" });
  await newHypothesis.getByRole("button", { name: "Add idea" }).click();
  await expect(newHypothesis).toBeHidden();
  await page.getByRole("button", { name: "New idea" }).first().click();
  await expect(newHypothesis.getByLabel("Audience")).toHaveValue("");
  await expect(newHypothesis.getByLabel("Statement")).toHaveValue("");
  await newHypothesis.getByLabel("Statement").fill("Showing the roast date beats showing a discount");
  await newHypothesis.getByRole("button", { name: "Add idea" }).click();
  await page.getByRole("button", { name: /roast date beats/ }).click();
  await page.getByLabel("What did you see?").fill("Roast-date ads had 1.8x the CTR of the discount ads over 9 days.");
  await page.getByRole("button", { name: "Record finding" }).click();
  await expect(page.getByText(`${email}`).last()).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("region", { name: "Supported" }).getByText("roast date beats")).toBeVisible();
  await screenshotBoth(page, "07-learning");

  // Account: balance after the charge, then an API key created and revoked.
  await page.goto("/account");
  await expect(page.getByTestId("token-balance")).toHaveText("75");
  // What the tokens buy, and, under the price of a video, the installation's shop in front and in the top bar.
  await expect(page.getByTestId("tokens-worth")).toHaveText("75 tokens = 3 image ads");
  await expect(page.getByTestId("tokens-low")).toBeVisible();
  await expect(page.getByTestId("buy-tokens")).toHaveAttribute("href", TEST_SHOP_URL);
  await expect(page.getByRole("banner").getByRole("link", { name: "Buy tokens" })).toHaveAttribute("href", TEST_SHOP_URL);
  // No operator's command for a customer.
  await expect(page.getByText(/adlab tokens grant/)).toHaveCount(0);
  // The history says what the tokens paid for, not the batch id behind it.
  await expect(page.getByRole("cell", { name: "1 still ad generated" })).toBeVisible();
  await expect(page.locator("tbody").getByText(/batch/)).toHaveCount(0);
  await page.getByLabel("New key name").fill("web e2e");
  await page.getByRole("button", { name: "Create key" }).click();
  await expect(page.getByTestId("new-api-key")).toContainText("adlab_");
  // Revoking asks first, naming the key and what stops working.
  await page.getByRole("button", { name: "Revoke web e2e" }).click();
  const confirm = page.getByRole("dialog", { name: "Revoke the key “web e2e”?" });
  await expect(confirm.getByText(/401 unauthorized/)).toBeVisible();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("button", { name: "Revoke web e2e" })).toBeVisible();
  await page.getByRole("button", { name: "Revoke web e2e" }).click();
  await screenshotBoth(page, "08-account-revoke-confirm");
  await confirm.getByRole("button", { name: "Revoke key" }).click();
  await expect(page.getByText(/^Revoked /).first()).toBeVisible();
  await screenshotBoth(page, "08-account");

  await page.goto("/");
  await screenshotBoth(page, "00-landing");
  await context.close();
});
