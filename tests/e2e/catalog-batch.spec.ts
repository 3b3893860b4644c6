import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { unzipSync } from "fflate";
import { magentaShare, productPhoto, seedProject } from "./seed";
import { screenshot, settled, signedInContext, VIEWPORTS } from "./web-session";

// Issue 31: a shop uploads its product feed, sees a bad feed's rows named, picks products, generates one ad
// per product, watches the batch and downloads the zip; on a phone and on a desktop. One generation serves
// both sizes: the phone makes the batch, the desktop uploads a second feed and downloads the same zip.
const BAD = "item_id,title,price,currency\nA1,Fig jam,4.90,EUR\nA2,,12,EUR\nA3,Quince paste,4,90,EUR\n";
// A1 names a photo already uploaded to the project by its file name; A3 gets one picked on the page.
const GOOD = "item_id,title,price,currency,landing_url,asset_id\nA1,Fig jam,4.90,EUR,https://shop.example/fig,fig.jpg\nA2,Plum butter,12,EUR,,\nA3,Quince paste,7.25,EUR,,\n";
const MORE = "item_id,title\nB1,Pear chutney\n";
const ZIP_ENTRIES = ["A1/html/README.txt", "A1/html/square.html", "A1/square.jpg", "A1/square.png", "A3/html/README.txt", "A3/html/square.html", "A3/square.jpg", "A3/square.png"];

const shot = (page: Page, name: string) => screenshot(page, `catalog-batch-${name}`);

async function uploadCsv(page: Page, csv: string) {
  const [picker] = await Promise.all([page.waitForEvent("filechooser"), page.getByRole("button", { name: /Drop a CSV file here/ }).click()]);
  await picker.setFiles({ name: "feed.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
}

async function downloaded(page: Page): Promise<Record<string, Uint8Array>> {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: /Download all as zip/ }).click()]);
  return unzipSync(new Uint8Array(readFileSync((await download.path())!)));
}
const downloadedEntries = async (page: Page) => Object.keys(await downloaded(page)).sort();

test("catalog batch on a phone and a desktop: upload a CSV, see its errors, generate for two products, download the zip", async ({ browser }) => {
  test.setTimeout(300_000);
  const { context, page, apiKey } = await signedInContext(browser, "/projects", { tokens: 500 });
  await page.setViewportSize(VIEWPORTS.phone);
  const project = await seedProject(page.request, apiKey);
  const headers = { Authorization: `Bearer ${apiKey}` };
  for (const name of ["fig.jpg", "quince.jpg"]) {
    const photo = await page.request.post(`/api/v1/projects/${project.id}/assets`, { headers, multipart: { "asset[file]": { name, mimeType: "image/jpeg", buffer: await productPhoto() }, "asset[asset_type]": "product" } });
    expect(photo.status(), await photo.text()).toBe(201);
  }
  await page.goto(`/projects/${project.id}/catalogs`);
  await settled(page);

  // A bad feed: nothing imported, each problem named by its row.
  await uploadCsv(page, BAD);
  const problems = page.getByRole("list", { name: "Problems in the feed" });
  await expect(problems).toContainText("row 3 (A2): title: is required");
  await expect(problems).toContainText("row 4 (A3)");
  await shot(page, "refused-phone");

  await page.getByLabel("Catalog name").fill("Jams");
  await uploadCsv(page, GOOD);
  await expect(page.getByText("Imported 3 products")).toBeVisible();
  await expect(page.getByLabel("Catalog", { exact: true }).locator("option:checked")).toHaveText("Jams (3)");
  const products = page.getByRole("list", { name: "Products" });
  await expect(products.getByRole("checkbox")).toHaveCount(3);
  // The feed named fig.jpg; Quince paste gets quince.jpg picked from the project's photos.
  await expect(products.getByLabel("Photo of Fig jam").locator("option:checked")).toHaveText("fig.jpg");
  await products.getByLabel("Photo of Quince paste").selectOption({ label: "quince.jpg" });
  await expect(products.getByLabel("Photo of Quince paste").locator("option:checked")).toHaveText("quince.jpg");
  await products.getByText("Plum butter").click(); // leave it out
  await page.getByRole("checkbox", { name: "Story" }).uncheck();
  await page.getByRole("button", { name: /Generate 2 ads · 50 tokens/ }).click();

  await expect(page.getByText("Batch of 2 ads")).toBeVisible();
  await expect(page.getByText("Completed")).toBeVisible({ timeout: 240_000 });
  await expect(page.getByText("2 of 2 ready")).toBeVisible();
  await shot(page, "completed-phone");
  const zip = await downloaded(page);
  expect(Object.keys(zip).sort()).toEqual(ZIP_ENTRIES);
  // Both ads show their uploaded photo (the jar's magenta).
  for (const item of ["A1", "A3"]) expect(await magentaShare(Buffer.from(zip[`${item}/square.png`])), item).toBeGreaterThan(0.02);

  // On a desktop: another feed is uploaded, and the batch (the newest, shown on opening) downloads the same zip.
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.reload();
  await settled(page);
  await page.getByLabel("Catalog name").fill("Chutneys");
  await uploadCsv(page, MORE);
  await expect(page.getByText("Imported 1 product")).toBeVisible();
  await expect(page.getByLabel("Catalog", { exact: true }).locator("option:checked")).toHaveText("Chutneys (1)");
  await expect(page.getByRole("list", { name: "Products" }).getByText("Pear chutney")).toBeVisible();
  await expect(page.getByText("2 of 2 ready")).toBeVisible();
  await shot(page, "desktop");
  expect(await downloadedEntries(page)).toEqual(ZIP_ENTRIES);
  await context.close();
});
