/**
 * A newcomer's first ad at human typing speed (issue 45: under 3 minutes), in headless Chromium against a
 * running `npm start`: from the landing page through sign-up, the confirmation mail, the first project (name
 * and what you sell typed key by key), "Make my first ad", to the PNG downloaded. Prints the time of each
 * stage and the whole; typing is ~40 words a minute (TYPING_MS per character, 300 by default). The mail is
 * read from the outbox as soon as it is written: a person's trip to their inbox is not counted.
 *
 *   tsx scripts/bench/first-ad.ts            # BASE_URL (default http://127.0.0.1:$PORT), DATA_DIR of that server
 */
import { randomUUID } from "node:crypto";
import { loadavg } from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { lastMailTo, linkIn } from "../../tests/helpers/mail";

const base = process.env.BASE_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
const dataDir = path.resolve(process.env.DATA_DIR ?? "./data");
const typing = Number(process.env.TYPING_MS ?? 300);
const DESCRIPTION =
  "Crumb & Co is a neighbourhood bakery on Elm Street. We bake sourdough by hand every morning with organic flour " +
  "from a mill nearby. Pre-order online and pick your loaf up warm; our butter croissants sell out before noon.";

async function confirmLink(email: string): Promise<string> {
  for (let i = 0; i < 300; i++) {
    const mail = lastMailTo(email, dataDir);
    const link = mail && linkIn(mail.raw, "/confirm?token=");
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no confirmation mail to ${email} in ${dataDir}/mail`);
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await (await browser.newContext({ viewport: { width: 390, height: 844 }, acceptDownloads: true })).newPage();
page.setDefaultTimeout(240_000);
const started = performance.now();
const stages: [string, number][] = [];
const stage = (name: string) => stages.push([name, (performance.now() - started) / 1000]);

const email = `bench-first-ad-${randomUUID().slice(0, 8)}@example.com`;
await page.goto(base);
await page.getByRole("link", { name: "Create a free account" }).first().click();
await page.getByLabel("E-mail address").pressSequentially(email, { delay: typing });
await page.getByRole("button", { name: "Create my account" }).click();
await page.getByRole("heading", { name: "Check your e-mail" }).waitFor();
stage("signed up");
await page.goto(await confirmLink(email));
await page.getByRole("button", { name: "Confirm my account" }).click();
await page.getByRole("link", { name: "Set up your first project" }).click();
stage("confirmed");
await page.getByLabel("Name").pressSequentially("Crumb & Co", { delay: typing });
await page.getByLabel("What you sell").pressSequentially(DESCRIPTION, { delay: typing });
await page.getByRole("button", { name: "Create project" }).click();
await page.getByRole("button", { name: "Make my first ad" }).click();
stage("project typed and first ad asked for");
const card = page.locator('ul a[href*="/ads/"]').first();
await card.getByText("Ready", { exact: true }).waitFor();
stage("ad ready");
await card.click();
const [png] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "PNG", exact: true }).click()]);
await png.path();
stage("PNG downloaded");
await browser.close();

const typed = (email.length + "Crumb & Co".length + DESCRIPTION.length) * typing / 1000;
for (const [name, at] of stages) console.log(`${name.padEnd(40)} ${at.toFixed(1)} s`);
console.log(`first ad at ${typing} ms a character: ${stages.at(-1)![1].toFixed(1)} s in all, ${typed.toFixed(0)} s of it typing (load ${loadavg()[0].toFixed(1)})`);
