import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { seedDistributedAd } from "./seed";
import { signedInContext } from "./web-session";

/** Every page of the web app, signed in, with a project, an ad with runs and a hypothesis to show. */
async function everyPage(page: Page, apiKey: string) {
  const { project, ad } = await seedDistributedAd(page.request, apiKey);
  const headers = { Authorization: `Bearer ${apiKey}` };
  await page.request.post(`/api/v1/projects/${project.id}/hypotheses`, { headers, data: { hypothesis: { statement: "Socks sized by foot length beat shoe sizes in the headline" } } });
  const p = `/projects/${project.slug}`;
  return [
    "/", "/signup", "/signin", "/signin/check-email", "/projects", "/projects/new", "/ads", p, `${p}/styles`, `${p}/assets`, `${p}/audiences`, `${p}/performance`,
    `${p}/learning`, `${p}/learning#brief`, `${p}/settings`, `${p}/ads/new`, `${p}/ads/${ad.id}`, `${p}/ads/${ad.id}/edit`, "/account", "/api/graphql",
  ];
}

/** Waits for client data (skeletons gone) before measuring. */
async function open(page: Page, path: string) {
  await page.goto(path.replace("#brief", ""));
  if (path === "/api/graphql") {
    // GraphiQL's editor loads its web workers from blob: URLs, and Chromium sometimes leaves one of those
    // pending for good: "networkidle" would never come. Its operation editor on screen is the page ready.
    await page.getByRole("region", { name: "Operation Editor" }).waitFor();
  } else {
    await page.waitForLoadState("networkidle");
  }
  if (path.endsWith("#brief")) await page.getByRole("tab", { name: "Brief for agents" }).click();
  await page.waitForTimeout(300);
}

test("no page scrolls sideways at 360 px, and axe finds no serious or critical violation", async ({ browser }) => {
  // About 20 pages, each measured and checked by axe at two sizes: minutes on a loaded machine.
  test.setTimeout(600_000);
  const { context, page, apiKey } = await signedInContext(browser, "/projects");
  const paths = await everyPage(page, apiKey);
  const tooWide: string[] = [];
  const violations: string[] = [];
  for (const path of paths) {
    await page.setViewportSize({ width: 360, height: 780 });
    await open(page, path);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 360) tooWide.push(`${path}: ${width}px`);
    await page.screenshot({ path: `test-results/web-screens/phone-360${path.replace(/[/#]/g, "_")}.png`, fullPage: true });
    if (path === "/api/graphql") continue; // GraphiQL is a third-party page; its own accessibility is not ours to fix here.
    for (const size of [{ width: 360, height: 780 }, { width: 1440, height: 900 }]) {
      await page.setViewportSize(size);
      const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      for (const v of result.violations.filter((v) => v.impact === "serious" || v.impact === "critical")) {
        violations.push(`${path} @${size.width}: ${v.id} (${v.impact}) ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(" | ")}`);
      }
    }
  }
  await context.close();
  expect.soft(tooWide, "pages wider than 360 px").toEqual([]);
  expect([...new Set(violations)], "axe serious/critical violations").toEqual([]);
});
