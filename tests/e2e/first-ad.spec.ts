import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { linkFromOutbox } from "./mail";
import { magentaShare, productPhoto } from "./seed";
import { developerTermsIn } from "../../app/_lib/words";
import { customerText, screenshot, seriousViolations, VIEWPORTS } from "./web-session";

const DESCRIPTION =
  "Brewly makes cold brew coffee concentrate from single origin beans, steeped for twenty hours and bottled fresh every week. " +
  "It is smooth, low in acid and ready in seconds: pour over ice, add milk, and enjoy a cafe drink at home.";


async function noDeveloperWords(page: Page, where: string) {
  expect(developerTermsIn(await customerText(page)), `developer words on ${where}`).toEqual([]);
}

async function axeClean(page: Page, where: string) {
  const serious = (await seriousViolations(page)).map((v) => `${v.id}: ${v.targets.join(", ")}`);
  expect(serious, `axe on ${where}`).toEqual([]);
}



const shot = (page: Page, size: string, name: string) => screenshot(page, `first-ad-${name}-${size}`);

// The whole first-ad path of a small business, once on a phone and once on a desktop (issue 32).
for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test(`a newcomer goes from the landing page to a downloaded PNG and the zip of all sizes, with no developer words (${size})`, async ({ browser }) => {
    test.setTimeout(420_000);
    const context = await browser.newContext({ viewport, acceptDownloads: true });
    const page = await context.newPage();
    const email = `e2e-first-ad-${size}-${randomUUID()}@example.com`;

    await page.goto("/");
    await page.getByRole("link", { name: "Create a free account" }).first().click();
    await page.getByLabel("E-mail address").fill(email);
    await page.getByRole("button", { name: "Create my account" }).click();
    await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
    await noDeveloperWords(page, "check your e-mail");
    await axeClean(page, "check your e-mail");

    await page.goto(await linkFromOutbox(email, /Confirm your adlab account/, "/confirm?token="));
    await page.getByRole("button", { name: "Confirm my account" }).click();
    await expect(page.getByText(/You have 300 tokens/)).toBeVisible();
    await noDeveloperWords(page, "the confirmation page");
    await shot(page, size, "01-confirmed");
    await page.getByRole("link", { name: "Set up your first project" }).click();

    // Only what is needed: a name and what you sell, helped by a counter and an example.
    await expect(page.getByRole("heading", { name: "Your first project" })).toBeVisible();
    await expect(page.getByLabel("Tagline")).toBeHidden();
    await page.getByLabel("Name").fill("Brewly Cold Brew");
    await page.getByLabel("What you sell").fill(DESCRIPTION);
    await expect(page.getByTestId("word-count")).toHaveText(/^\d+ words: enough to write good ads\.$/);
    if (size === "desktop") {
      // The optional product photo is stored as the product, and ads show it (a logo would be drawn small).
      const chooser = page.waitForEvent("filechooser");
      await page.getByRole("button", { name: "Drop a product photo or browse" }).click();
      await (await chooser).setFiles({ name: "jar.jpg", mimeType: "image/jpeg", buffer: await productPhoto() });
      await expect(page.getByRole("img", { name: "Product photo jar.jpg" })).toBeVisible();
    }
    await noDeveloperWords(page, "the project form");
    await axeClean(page, "the project form");
    await shot(page, size, "02-project-form");
    await page.getByRole("button", { name: "Create project" }).click();
    await expect(page).toHaveURL(/\/projects\/brewly-cold-brew$/, { timeout: 60_000 });

    // The first ad is one click, its cost shown before.
    await expect(page.getByTestId("first-ad-cost")).toHaveText("A still ad in three sizes (feed, square, story) for 25 tokens. You have 300.");
    await noDeveloperWords(page, "the new project");
    await page.getByRole("button", { name: "Make my first ad" }).click();
    const card = page.locator('ul a[href*="/ads/"]').first();
    await expect(card.getByText("Ready", { exact: true })).toBeVisible({ timeout: 180_000 });
    // Named by its headline (not the design, not the provisional name); the link is the ad's slug, not its id.
    await expect(card.locator("p[title]")).not.toHaveText(/still ad|: /);
    expect(await card.getAttribute("href")).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    await noDeveloperWords(page, "the project's ads");
    await shot(page, size, "03-first-ad");

    await card.click();
    await expect(page.getByRole("link", { name: "Download all sizes (zip)" })).toBeVisible({ timeout: 30_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await noDeveloperWords(page, "the ad page");
    await axeClean(page, "the ad page");
    await shot(page, size, "04-ad");
    const [png] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "PNG", exact: true }).click()]);
    const pngFile = path.join(test.info().outputDir, png.suggestedFilename());
    await png.saveAs(pngFile);
    expect(readFileSync(pngFile).subarray(1, 4).toString()).toBe("PNG");
    if (size === "desktop") expect(await magentaShare(readFileSync(pngFile))).toBeGreaterThan(0.02);
    const [zip] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download all sizes (zip)" }).click()]);
    const zipFile = path.join(test.info().outputDir, zip.suggestedFilename());
    await zip.saveAs(zipFile);
    expect(zip.suggestedFilename()).toMatch(/\.zip$/);
    const bytes = readFileSync(zipFile);
    expect(bytes.subarray(0, 4).toString("hex")).toBe("504b0304");
    for (const placement of ["feed_portrait", "instagram_story", "square"]) expect(bytes.includes(Buffer.from(`${placement}.png`))).toBe(true);

    if (size === "desktop") {
      // Distribution in plain words: "Meta" is accepted as meta, and a day-by-day CSV export is imported.
      const distribution = page.getByRole("region", { name: "Distribution" });
      await distribution.getByRole("button", { name: "Record a run" }).click();
      const runDialog = page.getByRole("dialog", { name: "Record a run" });
      await runDialog.getByLabel("Platform", { exact: true }).fill("Meta");
      await runDialog.getByRole("button", { name: "Record run" }).click();
      await expect(runDialog).toBeHidden();
      const run = distribution.getByRole("listitem", { name: "meta run" });
      const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      const rows = Array.from({ length: 14 }, (_, i) => `${day(i - 14)},${day(i - 14)},Brewly,4000,${i < 7 ? 80 : 30},10.00,1`);
      const csv = ["Reporting starts,Reporting ends,Ad name,Impressions,Link clicks,Amount spent (USD),Results", ...rows].join("\n");
      await run.getByLabel("Import daily numbers (CSV)").setInputFiles({ name: "meta-export.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
      await expect(page.getByText("14 days of numbers imported")).toBeVisible();
      await expect(run.getByText("Clicks per 100 views fell from 2 to 0.75 in a week; try a new angle: make new versions of the ad.")).toBeVisible();
      await noDeveloperWords(page, "the ad's distribution");
      await shot(page, size, "05-distribution");
      await page.goto("/projects/brewly-cold-brew/assets");
      await expect(page.getByLabel("Type of jar.jpg")).toHaveValue("product");
    }
    await context.close();
  });
}
