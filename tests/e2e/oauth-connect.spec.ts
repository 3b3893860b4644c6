import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { auth } from "@modelcontextprotocol/sdk/client/auth.js";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { LONG_DESCRIPTION } from "../helpers/long-description";
import { MemoryOAuthClient } from "../helpers/oauth-client";
import { operatorCommand } from "./cli";
import { linkFromOutbox } from "./mail";
import { screenshotBoth, seriousViolations, VIEWPORTS } from "./web-session";

// Where the assistant's browser tab would come back to; the page intercepts it, nothing listens there.
const REDIRECT = "http://127.0.0.1:1/oauth/callback";

type Structured<T> = { structuredContent?: T; isError?: boolean };

/**
 * Issue 44's journey against the production server: an assistant (the MCP SDK's own OAuth client,
 * `auth()` and the transport's authProvider) finds the authorization server from a 401, registers, and
 * sends the person's browser to authorize; the person signs in with the e-mail link and allows it on the
 * consent page; the assistant exchanges the code, makes an ad with generate_ads, refreshes its token; the
 * person disconnects it on the account page and its next call is refused.
 */
test("an assistant connects through OAuth, makes an ad, refreshes, and is disconnected on the account page", async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const email = `oauth-${randomUUID().slice(0, 8)}@example.com`;
  const context = await browser.newContext();
  const page = await context.newPage();
  await operatorCommand(page.request, "accounts.create", { email, tokens: 100 });
  const serverUrl = `${baseURL}/api/mcp`;

  // The assistant: a 401 names the metadata, discovery and registration follow.
  const unauthorized = await fetch(serverUrl, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
  expect(unauthorized.status).toBe(401);
  const resourceMetadataUrl = unauthorized.headers.get("www-authenticate")!.match(/resource_metadata="([^"]+)"/)![1];
  expect(resourceMetadataUrl).toBe(`${baseURL}/.well-known/oauth-protected-resource/api/mcp`);
  const assistant = new MemoryOAuthClient(REDIRECT);
  expect(await auth(assistant, { serverUrl, resourceMetadataUrl: new URL(resourceMetadataUrl) })).toBe("REDIRECT");

  // The person: sign in by e-mail link on the way, then the consent page.
  let callback: URL | undefined;
  await page.route(`${REDIRECT}**`, (route) => {
    callback = new URL(route.request().url());
    return route.fulfill({ contentType: "text/plain", body: "Back at the assistant." });
  });
  await page.goto(assistant.authorizationUrl!.href);
  await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Fconnect%2F/);
  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
  await expect(page).toHaveURL(/\/signin\/check-email/);
  await page.goto(await linkFromOutbox(email, /Sign in to adlab/, "/api/auth/callback/email"));
  await expect(page).toHaveURL(/\/connect\/[\w-]+$/);
  await expect(page.getByRole("heading", { name: "Connect Test Assistant to adlab?" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText("It can create ads and spend your tokens (100 left)")).toBeVisible();
  await expect(page.getByText("127.0.0.1:1")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotBoth(page, "oauth-consent");
  await page.getByRole("button", { name: "Allow" }).click();
  await expect.poll(() => callback?.href, { message: "the browser back at the assistant's redirect URI" }).toBeTruthy();
  expect(callback!.searchParams.get("state")).toBe("state-from-the-assistant");
  expect(callback!.searchParams.get("iss")).toBe(baseURL);

  // The assistant exchanges the code and works with the token: a project and a generated ad.
  expect(await auth(assistant, { serverUrl, authorizationCode: callback!.searchParams.get("code")! })).toBe("AUTHORIZED");
  const mcp = new Client({ name: "e2e-assistant", version: "1.0.0" });
  await mcp.connect(new StreamableHTTPClientTransport(new URL(serverUrl), { authProvider: assistant }));
  const project = (await mcp.callTool({ name: "create_project", arguments: { name: "Brewly", description: LONG_DESCRIPTION } })) as Structured<{ project: { id: string } }>;
  expect(project.isError).toBeFalsy();
  const generated = (await mcp.callTool(
    { name: "generate_ads", arguments: { project_id: project.structuredContent!.project.id, output: "image", placements: ["square"], wait_seconds: 90 } },
    undefined,
    { timeout: 120_000 },
  )) as Structured<{ ads: { status: string }[] }>;
  expect(generated.isError).toBeFalsy();
  expect(generated.structuredContent!.ads.map((ad) => ad.status)).toEqual(["ready"]);
  const account = (await mcp.callTool({ name: "get_account", arguments: {} })) as Structured<{ account: { token_balance: number } }>;
  expect(account.structuredContent!.account.token_balance).toBeLessThan(100);

  // A refresh rotates the tokens; the new access token works.
  const before = assistant.savedTokens!;
  expect(await auth(assistant, { serverUrl })).toBe("AUTHORIZED");
  expect(assistant.savedTokens!.refresh_token).not.toBe(before.refresh_token);
  expect((await mcp.callTool({ name: "get_account", arguments: {} })).isError).toBeFalsy();
  await mcp.close();

  // The person disconnects it on the account page: its next call is refused.
  await page.goto("/account");
  const row = page.getByTestId("connected-assistants").getByRole("listitem").filter({ hasText: "Test Assistant" });
  await expect(row).toContainText("127.0.0.1:1");
  await expect(row).toContainText(/last used \d{4}-\d{2}-\d{2}/);
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await page.locator("#connected-assistants").screenshot({ path: `test-results/web-screens/connected-assistants-${label}.png` });
  }
  await row.getByRole("button", { name: "Disconnect Test Assistant" }).click();
  await page.getByRole("dialog", { name: "Disconnect “Test Assistant”?" }).getByRole("button", { name: "Disconnect" }).click();
  await expect(row).toHaveCount(0);
  const refused = await fetch(serverUrl, {
    method: "POST",
    headers: { authorization: `Bearer ${assistant.savedTokens!.access_token}`, "content-type": "application/json", accept: "application/json, text/event-stream" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
  });
  expect(refused.status).toBe(401);
  expect(refused.headers.get("www-authenticate")).toContain('error="invalid_token"');
  await context.close();
});
