import { expect, test } from "@playwright/test";
import { screenshotBoth, signedInContext } from "./web-session";

// Issue 15: the Webhooks section of the account page. A public IP literal passes the URL guard without
// DNS (nothing is delivered there in this test).
test("account page: add a webhook (secret shown once), disable, enable and delete it", async ({ browser }) => {
  const { context, page } = await signedInContext(browser, "/account");
  // The innermost section with the heading (it sits inside the account's "For developers" section).
  const section = page.locator("section", { has: page.getByRole("heading", { name: "Webhooks" }) }).last();
  await expect(section.getByText("No webhooks yet.")).toBeVisible();

  await section.getByLabel("Endpoint URL").fill("http://10.0.0.1/hooks");
  await section.getByRole("button", { name: "Add webhook" }).click();
  await expect(section).toContainText("URL: 10.0.0.1 is a private or loopback address");

  await section.getByLabel("Endpoint URL").fill("http://93.184.216.34/hooks/adlab");
  await section.getByLabel("Description (optional)").fill("production");
  await section.getByLabel(/Tokens low/).check();
  await section.getByRole("button", { name: "Add webhook" }).click();
  await expect(section.getByTestId("new-webhook-secret")).toHaveText(/^whsec_/);
  await expect(section.getByRole("button", { name: "Copy secret" })).toBeVisible();
  const list = section.getByTestId("webhooks");
  await expect(list).toContainText("http://93.184.216.34/hooks/adlab");
  await expect(list).toContainText("Ad ready, Ad failed, Tokens low · production");
  await expect(list.getByText("Enabled")).toBeVisible();
  await screenshotBoth(page, "account-webhooks");

  // The secret is not shown again.
  await page.reload();
  await expect(page.getByTestId("new-webhook-secret")).toHaveCount(0);

  await list.getByRole("button", { name: "Disable" }).click();
  await expect(list.getByText("Disabled", { exact: true })).toBeVisible();
  await expect(list).toContainText("disabled by the account");
  await list.getByRole("button", { name: "Enable" }).click();
  await expect(list.getByText("Enabled")).toBeVisible();
  await list.getByText(/^Deliveries/).click();
  await expect(list.getByText("No deliveries yet.")).toBeVisible();

  await list.getByRole("button", { name: "Delete the webhook for http://93.184.216.34/hooks/adlab" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("stops receiving events");
  await dialog.getByRole("button", { name: "Delete webhook" }).click();
  await expect(section.getByText("No webhooks yet.")).toBeVisible();
  await context.close();
});
