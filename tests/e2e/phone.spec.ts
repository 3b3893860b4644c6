import { expect, test, type Page } from "@playwright/test";
import { developerTermsIn } from "../../app/_lib/words";
import { seedDistributedAd } from "./seed";
import { customerText, screenshot, seriousViolations, settled, signedInContext } from "./web-session";

/** A project, an ad in all five placements with runs, and a hypothesis for the signed-in pages to show. */
async function seedEveryPage(page: Page, apiKey: string) {
  // Five placements: their tabs are the widest row of the ad page on a phone.
  const { project, ad } = await seedDistributedAd(page.request, apiKey, ["instagram_story", "instagram_reels", "feed_portrait", "square", "landscape"]);
  const headers = { Authorization: `Bearer ${apiKey}` };
  await page.request.post(`/api/v1/projects/${project.id}/hypotheses`, { headers, data: { hypothesis: { statement: "Socks sized by foot length beat shoe sizes in the headline" } } });
  return { p: `/projects/${project.slug}`, ad: `/projects/${project.slug}/ads/${ad.id}` };
}

/**
 * Every page of the web app, signed in, in groups the two workers share (each group is its own test with
 * its own account); a group that shows account data gets it seeded first.
 */
const PAGE_GROUPS: { name: string; seeded: boolean; paths: (seed: { p: string; ad: string }) => string[] }[] = [
  { name: "public pages and GraphiQL", seeded: false, paths: () => ["/", "/signup", "/signin", "/signin/check-email", "/api/graphql"] },
  { name: "account pages", seeded: true, paths: () => ["/projects", "/projects/new", "/ads", "/account"] },
  { name: "project pages", seeded: true, paths: ({ p }) => [p, `${p}/styles`, `${p}/assets`, `${p}/audiences`, `${p}/catalogs`, `${p}/performance`] },
  { name: "learning, settings and ad pages", seeded: true, paths: ({ p, ad }) => [`${p}/learning`, `${p}/learning#brief`, `${p}/settings`, `${p}/ads/new`, ad, `${ad}/edit`] },
];

/** Pages for developers, where the technical words belong (a customer page's developer sections are marked `data-audience="developer"`). */
const DEVELOPER_PAGES = ["/api/graphql"];

/** Waits for client data (skeletons gone) before measuring. */
async function open(page: Page, path: string) {
  await page.goto(path.replace("#brief", ""));
  if (path === "/api/graphql") {
    // GraphiQL's query editor on screen is the page ready (it fetches the schema after rendering).
    await page.getByRole("region", { name: "Query Editor" }).waitFor();
  } else {
    await settled(page);
  }
  if (path.endsWith("#brief")) {
    const tab = page.getByRole("tab", { name: "In short" });
    await tab.click();
    await expect(tab).toHaveAttribute("aria-selected", "true");
  }
}

for (const group of PAGE_GROUPS) {
  test(`no page scrolls sideways at 360 px, says no developer word to a customer, and axe finds no serious or critical violation: ${group.name}`, async ({ browser }) => {
    // Each page measured and checked by axe at two sizes: minutes on a loaded machine.
    test.setTimeout(300_000);
    const { context, page, apiKey } = await signedInContext(browser, "/projects");
    const paths = group.paths(group.seeded ? await seedEveryPage(page, apiKey) : { p: "", ad: "" });
    const tooWide: string[] = [];
    const violations: string[] = [];
    const developerWords: string[] = [];
    for (const path of paths) {
      await page.setViewportSize({ width: 360, height: 780 });
      await open(page, path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 360) tooWide.push(`${path}: ${width}px`);
      await screenshot(page, `phone-360${path.replace(/[/#]/g, "_")}`);
      if (!DEVELOPER_PAGES.includes(path)) {
        const terms = developerTermsIn(await customerText(page));
        if (terms.length) developerWords.push(`${path}: ${terms.join(", ")}`);
      }
      if (path === "/api/graphql") continue; // GraphiQL is a third-party page; its own accessibility is not ours to fix here.
      for (const size of [{ width: 360, height: 780 }, { width: 1440, height: 900 }]) {
        await page.setViewportSize(size);
        for (const v of await seriousViolations(page)) violations.push(`${path} @${size.width}: ${v.id} (${v.impact}) ${v.targets.slice(0, 3).join(" | ")}`);
      }
    }
    await context.close();
    expect.soft(tooWide, "pages wider than 360 px").toEqual([]);
    expect.soft(developerWords, "developer words on customer pages").toEqual([]);
    expect([...new Set(violations)], "axe serious/critical violations").toEqual([]);
  });
}
