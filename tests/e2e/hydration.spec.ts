import { expect, test } from "@playwright/test";
import { signedInContext } from "./web-session";

// A name typed into the server-rendered project form before its scripts ran was wiped by hydration, and
// "Create project" then said "is required" (the cause of CI's first-ad failures): fields wait instead.
test("a form's fields take typing only once the page's scripts run, so no word typed is lost", async ({ browser }) => {
  const { page, context } = await signedInContext(browser, "/projects");
  let release!: () => void;
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  // The scripts only: the stylesheets sit beside them and would hold the first paint.
  await page.route((url) => url.pathname.startsWith("/_next/static/chunks/") && url.pathname.endsWith(".js"), async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto("/projects/new?welcome=1", { waitUntil: "commit" });
  const name = page.getByLabel("Name of the product or business");
  await expect(name).toBeVisible();
  await expect(name).not.toBeEditable();

  release();
  await name.fill("Brewly Cold Brew");
  await page.getByLabel("What you sell, in a few sentences").fill(
    "Brewly makes cold brew coffee concentrate from single origin beans, steeped for twenty hours and bottled fresh every week. " +
    "It is smooth, low in acid and ready in seconds: pour over ice, add milk, and enjoy.",
  );
  await expect(page.getByTestId("word-count")).toHaveText(/^36 words: enough/);
  await expect(name).toHaveValue("Brewly Cold Brew");
  await page.getByRole("button", { name: "Create project" }).click();
  await expect(page).toHaveURL(/\/projects\/brewly-cold-brew$/, { timeout: 60_000 });
  await context.close();
});
