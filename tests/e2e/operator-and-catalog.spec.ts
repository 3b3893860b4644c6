import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { adlab } from "./cli";
import { seedDistributedAd } from "./seed";
import { screenshot, screenshotBoth, seriousViolations, settled, signedInContext, VIEWPORTS } from "./web-session";

/** Serious or critical axe findings, and whether the page scrolls sideways, at 360 px. */
async function phoneProblems(page: Page) {
  await page.setViewportSize({ width: 360, height: 780 });
  await settled(page);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  const violations = (await seriousViolations(page)).map((v) => `${v.id}: ${v.targets[0]}`);
  await page.setViewportSize(VIEWPORTS.desktop);
  return { width, violations };
}

test("an operator sees every account and grants tokens; others get a 404", async ({ browser }) => {
  test.setTimeout(240_000);
  const customer = await signedInContext(browser, "/account");
  const operator = await signedInContext(browser, "/projects");
  const { page } = operator;
  await page.setViewportSize(VIEWPORTS.desktop);

  // Without the flag the page and its procedures do not exist.
  expect((await page.goto("/operator"))!.status()).toBe(404);
  expect((await page.request.get("/api/trpc/operator.accounts")).status()).toBe(404);
  await expect(page.getByRole("link", { name: "Operator" })).toHaveCount(0);

  expect(await adlab("operators", "grant", "--email", operator.email)).toContain("operator: true");
  await page.goto("/projects");
  await page.getByRole("link", { name: "Operator" }).click();
  await expect(page.getByRole("heading", { name: "Operator" })).toBeVisible();
  const row = page.locator(`[data-testid="operator-account"][data-email="${customer.email}"]`);
  await expect(row.getByTestId("operator-balance")).toHaveText("100");
  await expect(page.locator(`[data-testid="operator-account"][data-email="${operator.email}"]`).getByText("operator", { exact: true })).toBeVisible();

  await row.getByLabel("Tokens", { exact: true }).fill("250");
  await row.getByLabel("Note optional").fill("pilot");
  await row.getByRole("button", { name: "Grant" }).click();
  await expect(page.getByText(`Granted 250 tokens to ${customer.email}.`)).toBeVisible();
  await expect(row.getByTestId("operator-balance")).toHaveText("350");
  await screenshotBoth(page, "30-operator");
  expect(await phoneProblems(page)).toEqual({ width: 360, violations: [] });

  // The customer sees the grant in the balance and the token history; their own session cannot reach the page.
  await customer.page.reload();
  await expect(customer.page.getByTestId("token-balance")).toHaveText("350");
  // The customer reads why, not the operator's address (issue 32).
  await expect(customer.page.getByText("Tokens added: pilot")).toBeVisible();
  await expect(customer.page.getByText(operator.email)).toHaveCount(0);
  expect((await customer.page.goto("/operator"))!.status()).toBe(404);
  expect((await customer.page.request.post("/api/trpc/operator.grantTokens", { data: { organization_id: "00000000-0000-4000-8000-000000000000", amount: 5 } })).status()).toBe(404);

  await adlab("operators", "revoke", "--email", operator.email);
  expect((await page.goto("/operator"))!.status()).toBe(404);
  await customer.context.close();
  await operator.context.close();
});

test("styles catalog, ads page filters, asset details and deleting an experiment", async ({ browser }) => {
  test.setTimeout(300_000);
  const { context, page, apiKey } = await signedInContext(browser, "/projects");
  await page.setViewportSize(VIEWPORTS.desktop);
  const headers = { Authorization: `Bearer ${apiKey}` };
  const { project, ad } = await seedDistributedAd(page.request, apiKey);
  const p = `/projects/${project.slug}`;

  // Styles: the catalog with this project's brand, filtered by category, output and placement.
  await page.goto(`${p}/styles`);
  const catalog = page.getByTestId("style-catalog");
  const all = await catalog.getByRole("listitem").count();
  expect(all).toBeGreaterThan(10);
  await page.getByRole("tab", { name: /Memes/ }).click();
  const memes = await catalog.getByRole("listitem").count();
  expect(memes).toBeGreaterThan(0);
  expect(memes).toBeLessThan(all);
  await expect(catalog.getByText("template", { exact: true })).toHaveCount(0);
  await page.getByLabel("Output").selectOption("video");
  await expect(page.getByText("No style matches")).toBeVisible();
  await page.getByRole("tab", { name: /All/ }).click();
  await expect(catalog.getByText("Image only")).toHaveCount(0);
  await page.getByLabel("Ad size").selectOption("instagram_story");
  const first = catalog.getByRole("img").first();
  await expect(first).toHaveAttribute("src", /\/files\/projects\/.+\/styles\/.+placement=instagram_story/);
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalHeight > img.naturalWidth * 1.5), { timeout: 60_000 }).toBe(true);
  await screenshotBoth(page, "31-styles");

  // Ads page: a second project's ad, then filters by project and output.
  const other = (await (await page.request.post("/api/v1/projects", { headers, data: { project: { name: "Brewly Cold Brew", description: `${project.description} Cold brew too.` } } })).json()).project;
  const second = (await (await page.request.post(`/api/v1/projects/${other.id}/ads`, { headers, data: { ad: { output: "image", placements: ["square"] } } })).json()).ad;
  await page.goto("/ads");
  const grid = page.getByTestId("account-ads");
  await expect(grid.getByRole("listitem")).toHaveCount(2);
  await page.getByLabel("Project").selectOption({ label: `${other.name} (/${other.slug})` });
  await expect(grid.getByRole("listitem")).toHaveCount(1);
  await expect(grid.getByRole("link")).toHaveAttribute("href", `/projects/${other.slug}/ads/${second.slug}`);
  await page.getByLabel("Project").selectOption("");
  await page.getByLabel("Output").selectOption("video");
  await expect(page.getByText("No ad matches these filters")).toBeVisible();
  await page.getByRole("button", { name: "Clear filters" }).click();
  await page.getByLabel("Status").selectOption("ready");
  await expect(grid.getByRole("link").first()).toBeVisible();
  await screenshotBoth(page, "32-ads");
  await grid.locator(`a[href$="/ads/${ad.slug}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/ads/${ad.slug}$`));

  // Asset details: description, metadata and licence, kept after a reload.
  const png = await sharp({ create: { width: 240, height: 240, channels: 3, background: "#3a5f7d" } }).png().toBuffer();
  const upload = await page.request.post(`/api/v1/projects/${project.id}/assets`, {
    headers, multipart: { "asset[file]": { name: "sock.png", mimeType: "image/png", buffer: png }, "asset[asset_type]": "product" },
  });
  expect(upload.status()).toBe(201);
  await page.goto(`${p}/assets`);
  await page.getByRole("button", { name: "Edit details of sock.png" }).click();
  const details = page.getByRole("dialog", { name: "Details of sock.png" });
  await details.getByLabel("Description optional").fill("Grey merino sock on a wet rock");
  await details.getByRole("button", { name: "Add metadata entry" }).click();
  await details.getByLabel("Metadata key 1").fill("photographer");
  await details.getByLabel("Metadata value 1").fill("Ingrid Dahl");
  await details.getByRole("button", { name: "Add licence entry" }).click();
  await details.getByLabel("Licence key 1").fill("license");
  await details.getByLabel("Licence value 1").fill("CC BY 4.0");
  await screenshotBoth(page, "33-asset-details");
  await details.getByRole("button", { name: "Save details" }).click();
  await expect(details).toBeHidden();
  await page.reload();
  await expect(page.getByTestId("asset-description")).toHaveText("Grey merino sock on a wet rock");
  await page.getByRole("button", { name: "Edit details of sock.png" }).click();
  await expect(details.getByLabel("Metadata value 1")).toHaveValue("Ingrid Dahl");
  await expect(details.getByLabel("Licence value 1")).toHaveValue("CC BY 4.0");
  await details.getByRole("button", { name: "Cancel" }).click();

  // Learning: an experiment gets its dates, then is deleted through the confirmation.
  const { hypothesis } = await (await page.request.post(`/api/v1/projects/${project.id}/hypotheses`, { headers, data: { hypothesis: { statement: "Sizing by foot length beats shoe sizes" } } })).json();
  await page.request.post(`/api/v1/projects/${project.id}/hypotheses/${hypothesis.id}/experiments`, {
    headers, data: { experiment: { context: "Foot length vs shoe size, Stories", window_start: "2026-11-01T12:00:00Z" } },
  });
  await page.goto(`${p}/learning`);
  await page.getByRole("button", { name: /Sizing by foot length beats shoe sizes/ }).click();
  const dialog = page.getByRole("dialog", { name: "Idea" });
  await dialog.getByRole("button", { name: "Dates of Foot length vs shoe size, Stories" }).click();
  const dates = page.getByRole("dialog", { name: "Experiment dates" });
  await dates.getByLabel("Started").fill("2026-11-03");
  await dates.getByRole("button", { name: "Save dates" }).click();
  await expect(dates).toBeHidden();
  await expect(dialog.getByText("Nov 3 – ongoing")).toBeVisible();
  await dialog.getByRole("button", { name: "Delete experiment Foot length vs shoe size, Stories" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete the experiment “Foot length vs shoe size, Stories”?" });
  await expect(confirm.getByText(/cannot be undone/)).toBeVisible();
  await screenshotBoth(page, "34-experiment-delete-confirm");
  await confirm.getByRole("button", { name: "Delete experiment" }).click();
  await expect(confirm).toBeHidden();
  await expect(dialog.getByText("No experiments.", { exact: false })).toBeVisible();
  const left = await (await page.request.get(`/api/v1/projects/${project.id}/hypotheses/${hypothesis.id}/experiments`, { headers })).json();
  expect(left.experiments).toEqual([]);
  await context.close();
});

// Revoking a key asks first, on a phone and on a desktop; the key stops working at once.
for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test(`revoking a key through the confirmation (${size})`, async ({ browser }) => {
    const { context, page } = await signedInContext(browser, "/account");
    await page.setViewportSize(viewport);
    await page.getByLabel("New key name").fill("phone agent");
    await page.getByRole("button", { name: "Create key" }).click();
    const secret = (await page.getByTestId("new-api-key").getAttribute("data-secret"))!;
    expect((await page.request.get("/api/v1/account", { headers: { Authorization: `Bearer ${secret}` } })).status()).toBe(200);
    // Enter on the freshly opened confirmation never revokes.
    await page.getByRole("button", { name: "Revoke phone agent" }).click();
    const confirm = page.getByRole("dialog", { name: "Revoke the key “phone agent”?" });
    await expect(confirm).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(confirm).toBeHidden();
    expect((await page.request.get("/api/v1/account", { headers: { Authorization: `Bearer ${secret}` } })).status()).toBe(200);
    await page.getByRole("button", { name: "Revoke phone agent" }).click();
    await screenshot(page, `35-revoke-confirm-${size}`);
    await confirm.getByRole("button", { name: "Revoke key" }).click();
    await expect(page.getByText(/^Revoked /)).toBeVisible();
    await screenshot(page, `35-revoked-${size}`);
    expect((await page.request.get("/api/v1/account", { headers: { Authorization: `Bearer ${secret}` } })).status()).toBe(401);
    await context.close();
  });
}
