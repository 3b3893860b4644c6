import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { unzipSync } from "fflate";
import { seedProject } from "./seed";
import { VIEWPORTS, settled, signedInContext } from "./web-session";

// Issue 31: a shop uploads its product feed, sees a bad feed's rows named, picks products, generates one ad
// per product, watches the batch and downloads the zip; on a phone and on a desktop.
const BAD = "item_id,title,price,currency\nA1,Fig jam,4.90,EUR\nA2,,12,EUR\nA3,Quince paste,4,90,EUR\n";
const GOOD = "item_id,title,price,currency,landing_url\nA1,Fig jam,4.90,EUR,https://shop.example/fig\nA2,Plum butter,12,EUR,\nA3,Quince paste,7.25,EUR,\n";

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test(`catalog batch on a ${size}: upload a CSV, see its errors, generate for two products, download the zip`, async ({ browser }) => {
    test.setTimeout(300_000);
    const { context, page, apiKey } = await signedInContext(browser, "/projects", { tokens: 500 });
    await page.setViewportSize(viewport);
    const project = await seedProject(page.request, apiKey);
    await page.goto(`/projects/${project.id}/catalogs`);
    await settled(page);

    const chooser = async (csv: string) => {
      const [picker] = await Promise.all([page.waitForEvent("filechooser"), page.getByRole("button", { name: /Drop a CSV file here/ }).click()]);
      await picker.setFiles({ name: "feed.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    };
    // A bad feed: nothing imported, each problem named by its row.
    await chooser(BAD);
    const problems = page.getByRole("list", { name: "Problems in the feed" });
    await expect(problems).toContainText("row 3 (A2): title: is required");
    await expect(problems).toContainText("row 4 (A3)");

    await page.getByLabel("Catalog name").fill("Jams");
    await chooser(GOOD);
    await expect(page.getByText("Imported 3 products")).toBeVisible();
    const products = page.getByRole("list", { name: "Products" });
    await expect(products.getByRole("checkbox")).toHaveCount(3);
    await products.getByText("Plum butter").click(); // leave it out
    await page.getByRole("checkbox", { name: "Story" }).uncheck();
    await page.getByRole("button", { name: /Generate 2 ads · 50 tokens/ }).click();

    await expect(page.getByText("Batch of 2 ads")).toBeVisible();
    await expect(page.getByText("Completed")).toBeVisible({ timeout: 240_000 });
    await expect(page.getByText("2 of 2 ready")).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: /Download all as zip/ }).click()]);
    const entries = Object.keys(unzipSync(new Uint8Array(readFileSync((await download.path())!)))).sort();
    expect(entries).toEqual(["A1/square.html", "A1/square.png", "A3/square.html", "A3/square.png"]);
    await context.close();
  });
}
