import { expect, test } from "@playwright/test";
import { lastMailTo, linkIn } from "../helpers/mail";

/** Waits for the newest outbox mail to `to` whose subject matches, and returns its link containing `fragment`. */
export async function linkFromOutbox(to: string, subject: RegExp, fragment: string): Promise<string> {
  // Each project's server has its own DATA_DIR (playwright.config.ts).
  const dataDir = (test.info().project.metadata as { dataDir?: string } | undefined)?.dataDir ?? process.env.ADLAB_E2E_DATA_DIR!;
  let link: string | undefined;
  await expect
    .poll(() => {
      const mail = lastMailTo(to, dataDir);
      link = mail && subject.test(mail.subject ?? "") ? linkIn(mail.raw, fragment) : undefined;
      return link;
    }, { message: `a "${subject}" mail to ${to} in the outbox`, timeout: 15_000 })
    .toBeTruthy();
  return link!;
}
