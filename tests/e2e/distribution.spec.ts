import { expect, test } from "@playwright/test";
import { day, seedDistributedAd } from "./seed";
import { screenshotBoth, signedInContext, VIEWPORTS } from "./web-session";

// The whole journey once on a phone and once on a desktop; screenshots of both sizes at each step.
for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  const shot = (name: string) => (size === "desktop" ? name : `${name}-on-phone`);
  test(`a customer sees a run's health decline, records a run and observations, and ranks ads by performance (${size})`, async ({ browser }) => {
    test.setTimeout(480_000);
    const { context, page, apiKey } = await signedInContext(browser, "/projects");
    const { project, ad } = await seedDistributedAd(page.request, apiKey);

    await page.setViewportSize(viewport);
    await page.goto(`/projects/${project.slug}/ads/${ad.id}`);
    const distribution = page.getByRole("region", { name: "Distribution" });
    await expect(distribution.getByText("This ad needs attention")).toBeVisible();
    // Health in a shop owner's words, with the next step (no z-score: that is health.reason, for agents).
    await expect(distribution.getByText("Clicks per 100 views fell from 2.5 to 1.2 in a week; try a new angle: make new versions of the ad.").first()).toBeVisible();
    await expect(distribution.getByText(/z = |95% level/)).toHaveCount(0);
    await expect(distribution.getByText("Cost per action €45.00 is above the project's target of €30.00.")).toBeVisible();
    await expect(distribution.getByRole("link", { name: "generate new ads" })).toHaveAttribute("href", `/projects/${project.slug}/ads/new`);
    await expect(distribution.getByText("€585.00").first()).toBeVisible();
    await expect(distribution.getByText(/Clicks per 100 views \(CTR\) per day, .* 2\.5 at the start, 1\.2 at the end/)).toBeVisible();
    await expect(distribution.locator(".recharts-line")).toBeVisible();
    await expect(distribution.getByText("120210000042")).toBeVisible();
    await screenshotBoth(page, shot("20-ad-distribution"));

    // Record a TikTok run from the page; a platform name that is not one word is explained and focused first.
    await distribution.getByRole("button", { name: "Record a run" }).click();
    const runDialog = page.getByRole("dialog", { name: "Record a run" });
    await runDialog.getByLabel("Platform", { exact: true }).fill("TikTok Ads");
    await runDialog.getByRole("button", { name: "Record run" }).click();
    await expect(runDialog.getByText("must be one word of letters, digits, _ . or -, such as meta, google_ads or tiktok")).toBeVisible();
    await expect(runDialog.getByLabel("Platform", { exact: true })).toBeFocused();
    // The name as the customer writes it is fine: it is kept lowercase.
    await runDialog.getByLabel("Platform", { exact: true }).fill("TikTok ");
    await runDialog.getByLabel("Campaign id").fill("tt-77");
    await runDialog.getByRole("button", { name: "Record run" }).click();
    await expect(runDialog).toBeHidden();
    const tiktok = distribution.getByRole("listitem", { name: "tiktok run" });
    await expect(tiktok.getByText("draft")).toBeVisible();

    // It launches, then reports two days of metrics.
    await tiktok.getByRole("button", { name: "Add observation" }).click();
    const obs = page.getByRole("dialog", { name: "Add an observation to the tiktok run" });
    await expect(obs.getByLabel("What happened")).toHaveValue("launched");
    // Launched two days ago: figures from before the launch are refused (a run's first live day is its first figures' day at the latest).
    await obs.getByLabel("When").fill(`${day(-2)}T09:00`);
    await obs.getByRole("button", { name: "Add observation" }).click();
    await expect(obs).toBeHidden();
    await expect(tiktok.getByText("live", { exact: true })).toBeVisible();
    for (const [offset, clicks] of [[-2, 300], [-1, 280]] as const) {
      await tiktok.getByRole("button", { name: "Add observation" }).click();
      await obs.getByLabel("Day (or first day)").fill(day(offset));
      await obs.getByLabel(/^Spend/).fill("20");
      await obs.getByLabel(/^Impressions/).fill("10000");
      await obs.getByLabel(/^Clicks/).fill(String(clicks));
      await obs.getByRole("button", { name: "Add observation" }).click();
      await expect(obs).toBeHidden();
    }
    await expect(tiktok.getByText(/€40\.00 spent · 20,000 impressions · 580 clicks · 2\.9 clicks per 100 views \(CTR\)/)).toBeVisible();
    await expect(tiktok.locator(".recharts-line")).toBeVisible();

    // An external identifier on the ad.
    const ids = page.getByRole("region", { name: "External identifiers" });
    await ids.getByLabel("Key").fill("Meta Ad");
    await ids.getByRole("button", { name: "Add" }).click();
    await expect(ids.getByLabel("Key")).toBeFocused();
    await ids.getByLabel("Key").fill("meta_ad_id");
    await ids.getByLabel("Value").fill("120210000042");
    await ids.getByRole("button", { name: "Add" }).click();
    await expect(ids.getByText("meta_ad_id")).toBeVisible();
    await screenshotBoth(page, shot("21-ad-distribution-recorded"));

    // The project's Performance tab ranks its ads and flags the declining one.
    await page.getByRole("link", { name: "Results" }).click();
    await expect(page.getByRole("list", { name: "Ads ranked by Clicks per 100 views (CTR)" }).getByText("Clicks falling")).toBeVisible();
    await page.getByLabel("Rank by").selectOption("cpa");
    await expect(page.getByRole("list", { name: "Ads ranked by Cost per sale or sign-up (CPA)" }).getByText("Cost per sale above target")).toBeVisible();
    await screenshotBoth(page, shot("22-performance"));

    // With monitoring off, the same figures raise no alert: none counted, no badge, no alert box on the ad.
    const off = await page.request.patch(`/api/v1/projects/${project.id}`, { headers: { Authorization: `Bearer ${apiKey}` }, data: { project: { ad_health_monitored: false } } });
    expect(off.status()).toBe(200);
    await page.reload();
    await expect(page.getByText(/ads are running or have run\./)).toBeVisible();
    await expect(page.getByText(/need attention/)).toHaveCount(0);
    await expect(page.getByText("Cost per sale above target")).toHaveCount(0);
    await page.goto(`/projects/${project.slug}/ads/${ad.id}`);
    await expect(distribution.getByText(/^Health: /).first()).toBeVisible();
    await expect(distribution.getByText("This ad needs attention")).toHaveCount(0);
    await expect(distribution.getByText("Health alert")).toHaveCount(0);
    await screenshotBoth(page, shot("23-ad-distribution-unmonitored"));
    await context.close();
  });
}
