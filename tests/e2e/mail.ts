import { expect, test } from "@playwright/test";
import { lastMailTo, linkIn } from "../helpers/mail";

/** The DATA_DIR of the server the running test's project uses: each project's server has its own (playwright.config.ts). */
export const projectDataDir = () => (test.info().project.metadata as { dataDir?: string } | undefined)?.dataDir ?? process.env.ADLAB_E2E_DATA_DIR!;

/** Waits for the newest outbox mail to `to` whose subject matches, and returns its link containing `fragment`. */
export async function linkFromOutbox(to: string, subject: RegExp, fragment: string): Promise<string> {
  const dataDir = projectDataDir();
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
