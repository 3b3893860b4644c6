import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { productPhoto, seedProject, seedReadyAd } from "./seed";
import { screenshot, seriousViolations, signedInContext, VIEWPORTS } from "./web-session";

test("an ad's copy slots are edited within their budgets, previewed live and saved as a new ad for 5 tokens; the original stays", async ({ browser }) => {
  test.setTimeout(600_000);
  const { context, page, apiKey } = await signedInContext(browser, "/projects");
  const headers = { Authorization: `Bearer ${apiKey}` };
  const { project, ad } = await seedReadyAd(page.request, apiKey, {
    output: "image", template_key: "product-hero", placements: ["square", "instagram_story"], copy: "headline: Warm feet on every trail", cta: "Shop now",
  });
  const adUrl = (id: string) => `/api/v1/projects/${project.id}/ads/${id}`;
  const readAd = async (id: string) => (await (await page.request.get(adUrl(id), { headers })).json()).ad;
  const original = await readAd(ad.id);
  const balance = async () => (await (await page.request.get("/api/v1/account", { headers })).json()).account.token_balance as number;

  const edits = { phone: { headline: "Blisterproof miles ahead", word: /blisterproof/i }, desktop: { headline: "Mended for life in Bergen", word: /mended/i } };
  for (const [label, size] of Object.entries(VIEWPORTS) as [keyof typeof VIEWPORTS, (typeof VIEWPORTS)[keyof typeof VIEWPORTS]][]) {
    await page.setViewportSize(size);
    await page.goto(`/projects/${project.slug}/ads/${ad.id}`);
    await page.getByRole("link", { name: "Edit and regenerate" }).click();
    await expect(page).toHaveURL(new RegExp(`/ads/${ad.slug}/edit$`));
    // Nothing changed yet: nothing to save, nothing to pay.
    const save = page.getByRole("button", { name: "Save these changes for 5 tokens" });
    await expect(save).toBeDisabled();
    await expect(page.getByTestId("save-state")).toHaveText("Change something to save a new ad.");

    // Each part is its own field with its room counting down.
    const headline = page.getByLabel(/^headline/);
    await expect(headline).toHaveValue("Warm feet on every trail");
    const headlineLabel = page.locator("label", { hasText: /^headline/ });
    await expect(headlineLabel).toContainText("16 left");
    const { headline: text, word } = edits[label];
    await headline.fill(text);
    await expect(headlineLabel).toContainText(`${40 - text.length} left`);
    await page.getByLabel(/^Call to action/).fill("Get yours");

    // The preview draws the edit on the ad's own design.
    await expect(page.frameLocator('[data-testid="edit-preview"]').getByText(word).first()).toBeVisible({ timeout: 30_000 });

    // Exact copy over a slot's budget is refused before anything is spent.
    const kicker = page.getByLabel(/^kicker/);
    const kickerBefore = await kicker.inputValue();
    await kicker.fill("Hand-knitted merino from Norway");
    await expect(page.locator("label", { hasText: /^kicker/ })).toContainText("7 over");
    const before = await balance();
    await page.getByRole("button", { name: "Save these changes for 5 tokens" }).click();
    await expect(page.getByRole("alert").filter({ hasText: /kicker slot holds at most 24 characters/ })).toBeVisible();
    expect(await balance()).toBe(before);
    await kicker.fill(kickerBefore);
    await expect(page.getByText(/kicker slot holds at most/)).toBeHidden();

    await expect(page.getByText("Balance after")).toBeVisible();
    await expect(page.frameLocator('[data-testid="edit-preview"]').getByText(/get yours/i).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText("Updating preview")).toBeHidden();
    await screenshot(page, `30-editor-${label}`);

    await page.getByRole("button", { name: "Save these changes for 5 tokens" }).click();
    // Saving plans the edit in every placement before the charge: on a loaded CI machine, more than the default 30 s.
    await expect(page).toHaveURL(/\/ads\/[0-9a-f-]{36}$/, { timeout: 120_000 });
    const newId = page.url().split("/").pop()!;
    expect(newId).not.toBe(ad.id);
    await expect(page.getByText("Ready", { exact: true }).first()).toBeVisible({ timeout: 180_000 });
    const still = page.getByRole("img", { name: /Square$/ });
    await expect.poll(() => still.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 30_000 }).toBe(true);
    await screenshot(page, `31-edited-ad-${label}`);

    const edited = await readAd(newId);
    // The name follows the new headline.
    expect(edited).toMatchObject({ status: "ready", name: text, placements: ["square", "instagram_story"], style: { id: "template:product-hero" } });
    expect(edited.editable_copy).toMatchObject({ headline: text, cta: "Get yours" });
    // An empty slot is absent from the copy: the kicker is as it was, written or empty.
    expect(edited.editable_copy.kicker ?? "").toBe(kickerBefore);
    // The words kept exactly: the new ad is re-rendered on the same style at the edit price.
    expect(edited.token_cost).toBe(5);
    expect(await balance()).toBe(before - 5);
  }
  // The original is as it was.
  const after = await readAd(ad.id);
  expect({ copy: after.editable_copy, updated_at: after.updated_at }).toEqual({ copy: original.editable_copy, updated_at: original.updated_at });
  await context.close();
});

test("an edit changes the colours (four choices with no brand colours), the layout and the photo (uploaded in the editor), seen in the preview before spending, and is saved as a new ad", async ({ browser }) => {
  test.setTimeout(600_000);
  const { context, page, apiKey } = await signedInContext(browser, "/projects");
  const headers = { Authorization: `Bearer ${apiKey}` };
  // Split Panel: its layout variant swaps the copy panel and the image half in a square.
  const { project, ad } = await seedReadyAd(page.request, apiKey, { output: "image", template_key: "split-panel", placements: ["square"], copy: "headline: Warm feet on every trail", cta: "Shop now" });
  const balance = async () => (await (await page.request.get("/api/v1/account", { headers })).json()).account.token_balance as number;

  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await page.goto(`/projects/${project.slug}/ads/${ad.slug}/edit`);
    const frame = page.frameLocator('[data-testid="edit-preview"]');
    const preview = page.getByTestId("edit-preview");
    // The preview places each word on its own (the text engine's line breaking).
    const headline = frame.getByText(/^warm$/i).first();
    await expect(headline).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText("Updating preview")).toBeHidden();
    // Where the headline sits across the preview (0 left edge, 1 right edge), and the preview's picture.
    // NaN while the preview reloads (its words are not there): a poll tries again, a plain expectation fails.
    const across = async () => {
      const [box, text] = [await preview.boundingBox(), await headline.boundingBox()];
      return box && text ? (text.x + text.width / 2 - box.x) / box.width : Number.NaN;
    };
    const standard = { at: await across(), picture: await preview.screenshot() };

    // No brand colours, yet four colour choices that paint differently.
    await expect(page.getByRole("radio", { name: /^Colours \d$/ })).toHaveCount(4);
    // The choice is its swatches; the radio inside is for keyboards and screen readers.
    await page.getByRole("radio", { name: "Colours 2" }).locator("xpath=..").click();
    await expect(page.getByRole("radio", { name: "Colours 2" })).toBeChecked();
    await expect.poll(async () => (await preview.screenshot()).equals(standard.picture), { timeout: 30_000 }).toBe(false);
    await expect(page.getByText("Updating preview")).toBeHidden();
    // Another colour arrangement, the layout as it was.
    expect(Math.abs((await across()) - standard.at)).toBeLessThan(0.05);

    await page.getByLabel("Layout").selectOption({ label: "Mirrored" });
    await expect.poll(async () => Math.abs((await across()) - standard.at), { timeout: 30_000 }).toBeGreaterThan(0.3);
    await expect(page.getByText("Updating preview")).toBeHidden();

    // A photo uploaded from the editor is added to the project's photos and chosen for this ad.
    const [chooser] = await Promise.all([page.waitForEvent("filechooser"), page.getByRole("button", { name: /Upload a new photo/ }).click()]);
    await chooser.setFiles({ name: `jar-${label}.jpg`, mimeType: "image/jpeg", buffer: await productPhoto() });
    await expect(page.getByLabel("Photo").locator("option:checked")).toHaveText(`jar-${label}.jpg`);
    const photoId = await page.getByLabel("Photo").inputValue();
    await expect(page.getByText("Updating preview")).toBeHidden();
    await screenshot(page, `35-editor-design-${label}`);
    if (label === "desktop") {
      expect((await seriousViolations(page)).map((v) => v.id), "axe on the editor").toEqual([]);
    }

    const before = await balance();
    await page.getByRole("button", { name: "Save these changes for 5 tokens" }).click();
    // Saving plans the edit in every placement before the charge: on a loaded CI machine, more than the default 30 s.
    await expect(page).toHaveURL(/\/ads\/[0-9a-f-]{36}$/, { timeout: 120_000 });
    const newId = page.url().split("/").pop()!;
    await expect(page.getByText("Ready", { exact: true }).first()).toBeVisible({ timeout: 180_000 });
    const still = page.getByRole("img", { name: /Square$/ });
    await expect.poll(() => still.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 30_000 }).toBe(true);
    await screenshot(page, `36-edited-design-${label}`);
    const edited = (await (await page.request.get(`/api/v1/projects/${project.id}/ads/${newId}`, { headers })).json()).ad;
    expect(edited).toMatchObject({ status: "ready", token_cost: 5, design: { palette: 1, layout: 1, photo_asset_id: photoId, type_direction: null } });
    expect(edited.editable_copy).toMatchObject({ headline: "Warm feet on every trail", cta: "Shop now" });
    expect(await balance()).toBe(before - 5);
  }
  await context.close();
});

test("an edit that a size would cut is blocked before any charge, the words to shorten named in red; on a phone the preview stays above the fields", async ({ browser }) => {
  test.setTimeout(600_000);
  const { context, page, apiKey } = await signedInContext(browser, "/projects");
  const headers = { Authorization: `Bearer ${apiKey}` };
  const project = await seedProject(page.request, apiKey);
  // A brown loaf's photo: Handwritten Note sets the words beside it in the square.
  const loaf = await sharp({ create: { width: 600, height: 600, channels: 3, background: "#8a5a2b" } }).png().toBuffer();
  const photo = await page.request.post(`/api/v1/projects/${project.id}/assets`, { headers, multipart: { "asset[file]": { name: "loaf.png", mimeType: "image/png", buffer: loaf }, "asset[asset_type]": "product" } });
  expect(photo.status(), await photo.text()).toBe(201);
  const made = await page.request.post(`/api/v1/projects/${project.id}/ads`, { headers, data: { ad: {
    output: "image", template_key: "handwritten-note", placements: ["square", "instagram_story"], copy: "headline: Warm sourdough at dawn",
  } } });
  expect(made.status(), await made.text()).toBe(202);
  const ad = (await made.json()).ad as { id: string; slug: string };
  await expect.poll(async () => (await (await page.request.get(`/api/v1/projects/${project.id}/ads/${ad.id}`, { headers })).json()).ad.status, { timeout: 120_000 }).toBe("ready");
  const balance = async () => (await (await page.request.get("/api/v1/account", { headers })).json()).account.token_balance as number;

  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await page.goto(`/projects/${project.slug}/ads/${ad.slug}/edit`);
    const headline = page.getByLabel(/^headline/);
    const save = page.getByRole("button", { name: "Save these changes for 5 tokens" });
    await expect(save).toBeDisabled();
    // Within the headline's 40 characters, yet the square (beside the photo) would cut it: named, in red, before any charge.
    const before = await balance();
    await headline.fill("Neighbourhood sourdough, baked at dawn");
    await expect(page.getByRole("alert").filter({ hasText: "Does not fit whole in Square (it would stop at “Neighbourhood sourdough, baked at…”): shorten “dawn”." })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId("preview-cuts")).toContainText("Square: the headline is cut after “Neighbourhood sourdough, baked at…”; “dawn” would not show.");
    await expect(page.getByTestId("save-state")).toHaveText("Shorten the words marked in red first: nothing is charged until they fit.");
    await expect(save).toBeDisabled();
    await screenshot(page, `37-editor-cut-${label}`);
    expect(await balance()).toBe(before);
    if (label === "phone") {
      // The preview sits above the words and stays in view while the form scrolls under it.
      const preview = page.getByTestId("phone-preview");
      expect((await preview.boundingBox())!.y).toBeLessThan((await headline.boundingBox())!.y);
      await page.getByLabel(/^Call to action/).scrollIntoViewIfNeeded();
      await expect(preview).toBeInViewport();
    }
    // Shortened, it fits every size: Save is offered.
    await headline.fill("Sourdough at dawn");
    await expect(page.getByRole("alert").filter({ hasText: /shorten/ })).toHaveCount(0);
    await expect(save).toBeEnabled({ timeout: 60_000 });
  }
  await context.close();
});

test("a video ad shows its generation steps live with the encoding percentage and an estimate; after Generate the new ad is in view; its editor plays the motion", async ({ browser }) => {
  test.setTimeout(900_000);
  // Two of the longest videos cost more than a new account's 100 tokens.
  const { context, page, apiKey } = await signedInContext(browser, "/projects", { tokens: 1100 });
  const project = await seedProject(page.request, apiKey);

  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await page.goto(`/projects/${project.slug}/ads/new`);
    await page.getByText("Video ad", { exact: true }).click();
    // The longest video: its encoding lasts long enough to be watched between two polls.
    await page.getByLabel("Length", { exact: true }).selectOption("15");
    for (const placement of ["Feed portrait", "Instagram Story"]) {
      const box = page.getByRole("checkbox", { name: new RegExp(placement) });
      if (await box.isChecked()) await page.getByText(placement, { exact: true }).click();
    }
    if (!(await page.getByRole("checkbox", { name: /Square/ }).isChecked())) await page.getByText("Square", { exact: true }).click();
    await page.getByRole("button", { name: "Generate for 163 tokens" }).click();

    // The project's grid opens with the new, generating ad in view, its bar showing.
    await expect(page).toHaveURL(new RegExp(`/projects/${project.slug}$`));
    const card = page.locator("li[id^=ad-]").first();
    await expect(card.getByRole("progressbar")).toBeVisible();
    await expect(card).toBeInViewport();
    await screenshot(page, `32-generating-card-${label}`);

    // The ad page lists the steps, then the encoding with its percentage and time left.
    await card.getByRole("link").click();
    const steps = page.getByRole("list", { name: "Generation steps" });
    await expect(steps.getByText("Choosing the style")).toBeVisible({ timeout: 60_000 });
    await expect(steps.getByText("Making the Square video")).toBeVisible();
    await expect(page.getByText(/Making the Square video — [1-9]\d?%/)).toBeVisible({ timeout: 240_000 });
    await expect(page.getByText(/about \d+ (s|min) left/)).toBeVisible();
    await expect(steps.getByRole("listitem").filter({ hasText: "Writing the words" })).toContainText("Done");
    await screenshot(page, `33-video-progress-${label}`);
    await expect(page.getByText("Ready", { exact: true })).toBeVisible({ timeout: 300_000 });
    await expect(page.getByRole("progressbar")).toBeHidden();

    // The editor plays the video's motion (@remotion/player, the renderer's design function) before any
    // token is spent: the player's picture changes while it plays.
    await page.getByRole("link", { name: "Edit and regenerate" }).click();
    const player = page.getByTestId("motion-preview");
    await expect(player).toBeVisible({ timeout: 30_000 });
    const first = await player.screenshot();
    await expect.poll(async () => (await player.screenshot()).equals(first), { timeout: 15_000 }).toBe(false);
    await screenshot(page, `34-video-motion-preview-${label}`);
  }
  await context.close();
});
