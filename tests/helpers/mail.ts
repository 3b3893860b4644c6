import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** The text of a raw RFC 822 message with quoted-printable soft breaks and escapes undone. */
export function decodeMail(raw: string): string {
  return raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, " ");
  return head.match(new RegExp(`^${name}:\\s*(.*)$`, "im"))?.[1];
}

/** The outbox mails (DATA_DIR/mail/*.eml), oldest first, decoded. */
export function outbox(dataDir = process.env.DATA_DIR!): { file: string; raw: string; to?: string; subject?: string }[] {
  const dir = path.join(dataDir, "mail");
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(".eml"))
    .map((f) => path.join(dir, f))
    .sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs || a.localeCompare(b))
    .map((file) => {
      const raw = decodeMail(readFileSync(file, "utf8"));
      return { file, raw, to: headerOf(raw, "To"), subject: headerOf(raw, "Subject") };
    });
}

/** The newest outbox mail to `to`. */
export function lastMailTo(to: string, dataDir?: string) {
  return outbox(dataDir).filter((m) => m.to?.includes(to)).at(-1);
}

/** The first link in a mail's text that contains `fragment`. */
export function linkIn(raw: string, fragment: string): string | undefined {
  return raw.match(/https?:\/\/[^\s"<>]+/g)?.find((url) => url.includes(fragment))?.replace(/&amp;/g, "&");
}
